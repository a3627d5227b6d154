import path from 'node:path'
import type { NextConfig } from 'next'

// The floor: a bare Next.js app built with the project's own Next.js (from the project's
// node_modules, two folders up), so the benchmark can tell the framework's cost from ours.
const projectRoot = path.resolve(import.meta.dirname, '..', '..')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
  // Turbopack looks for instrumentation.ts under its root too and would bundle the site's own
  // (src/instrumentation.ts, which boots the database) into the floor. Pages here are .tsx only,
  // so .ts convention files are not picked up.
  pageExtensions: ['tsx'],
  // The project's `npm run typecheck` checks these files; the floor's build need not.
  typescript: { ignoreBuildErrors: true },
}

export default nextConfig
