import type { MetadataRoute } from 'next'
import { sitePages } from '@/content/site-pages'
import { absoluteUrl } from '@/lib/urls'

/** Every indexable page once, by its canonical URL (aliases and placeholders are left out). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages()
    .filter((page) => page.indexable)
    .map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: page.path === '/' ? 'weekly' : 'monthly',
      priority: page.path === '/' ? 1 : 0.7,
    }))
}
