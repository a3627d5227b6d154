import { describe, expect, it } from 'vitest'
import { sitemapUrls } from './pages'

describe('sitemapUrls', () => {
  it('reads every <loc>, unescaping XML entities', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url>
<loc>https://northbridge.example</loc>
<changefreq>weekly</changefreq>
</url>
<url><loc> https://northbridge.example/about/values </loc></url>
<url><loc>https://northbridge.example/search?q=a&amp;b=c</loc></url>
</urlset>`
    expect(sitemapUrls(xml)).toEqual([
      'https://northbridge.example',
      'https://northbridge.example/about/values',
      'https://northbridge.example/search?q=a&b=c',
    ])
  })
})
