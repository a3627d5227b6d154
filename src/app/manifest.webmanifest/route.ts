import type { MetadataRoute } from 'next'
import { site } from '@/config/site'

// The web app manifest, built once by `next build` and served as a file. It is a route of ours,
// not Next.js's `manifest.ts` convention, because the convention also writes the page's link to
// it, and writes that link without `crossorigin`: the root layout writes its own (see there).
export const dynamic = 'force-static'

const manifest: MetadataRoute.Manifest = {
  name: site.name,
  short_name: 'Northbridge',
  description: site.description,
  start_url: '/',
  display: 'browser',
  background_color: '#ffffff',
  theme_color: '#0b1f3a',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
}

export function GET() {
  return Response.json(manifest, {
    headers: {
      'content-type': 'application/manifest+json',
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  })
}
