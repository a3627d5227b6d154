import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time,
  // so it must stay a plain Node.js dependency instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
}

export default nextConfig
