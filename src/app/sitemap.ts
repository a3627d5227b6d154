import type { MetadataRoute } from 'next'
import { sitePages } from '@/content/site-pages'
import { webinarPath } from '@/features/webinars/webinar'
import { listPublishedWebinars } from '@/features/webinars/webinars.server'
import { absoluteUrl } from '@/lib/urls'
import { getDb } from '@/server/db/instance'
import { log } from '@/server/log'

// The published webinars come from the database, so the sitemap is made per request.
export const dynamic = 'force-dynamic'

async function webinarEntries(): Promise<MetadataRoute.Sitemap> {
  try {
    const webinars = await listPublishedWebinars(getDb())
    return webinars
      .filter((webinar) => webinarPath(webinar.slug) !== '/insights/webinars/SCIPAB')
      .map((webinar) => ({
        url: absoluteUrl(webinarPath(webinar.slug)),
        changeFrequency: 'weekly' as const,
        priority: 0.6,
      }))
  } catch (error) {
    // The static pages are still worth listing while the database is away.
    log.error('sitemap: webinars could not be read', { error })
    return []
  }
}

/** Every indexable page once, by its canonical URL (aliases and placeholders are left out). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = sitePages()
    .filter((page) => page.indexable)
    .map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: page.path === '/' ? ('weekly' as const) : ('monthly' as const),
      priority: page.path === '/' ? 1 : 0.7,
    }))
  return [...pages, ...(await webinarEntries())]
}
