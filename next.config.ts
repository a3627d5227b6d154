import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `.next/standalone/` is a deployable folder that needs only `node` (docs/operations.md);
  // scripts/lib/standalone.ts adds what tracing cannot see to it after the build.
  output: 'standalone',
  // server/serve.mjs compresses every response, route handlers included (decision 012).
  compress: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time,
  // so it must stay a plain Node.js dependency instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  typescript: {
    // `npm test` type-checks in a step of its own (`next typegen && tsc --noEmit`, the build's own
    // check) and says so here when it passed: the same check again cost 20 s of a 50 s build.
    ignoreBuildErrors: process.env.TYPES_CHECKED === '1',
  },
  async headers() {
    return [
      {
        // The page-view beacon (docs/analytics.md): not content-hashed, so cached an hour and
        // then revalidated; a visitor meets a new version within the hour (the endpoint takes
        // the old one's bodies as well).
        source: '/analytics/beacon.js',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=3600, stale-while-revalidate=86400' },
        ],
      },
    ]
  },
  async redirects() {
    return [
      { source: '/webinars', destination: '/insights/webinars', permanent: true },
      { source: '/webinars/:slug*', destination: '/insights/webinars', permanent: true },
    ]
  },
}

export default nextConfig
