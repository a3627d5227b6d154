import createMDX from '@next/mdx'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time,
  // so it must stay a plain Node.js dependency instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  async redirects() {
    return [
      { source: '/webinars', destination: '/insights/webinars', permanent: true },
      { source: '/webinars/:slug*', destination: '/insights/webinars', permanent: true },
    ]
  },
}

// Articles and legal text are MDX; headings get ids so they can be linked and searched.
const withMDX = createMDX({
  options: { rehypePlugins: [['rehype-slug']] },
})

export default withMDX(nextConfig)
