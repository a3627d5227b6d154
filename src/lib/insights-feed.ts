import { Feed } from 'feed'
import { site } from '@/config/site'
import { INSIGHTS_FEED_PATH, INSIGHTS_FEED_TITLE } from './insights-feed-link'
import { absoluteUrl } from './urls'

/** One entry of the insights feed: an article or a webinar, with absolute links. */
export type FeedEntry = {
  /** Stable for the life of the entry (its canonical URL). */
  id: string
  title: string
  url: string
  summary: string
  /** When it was published: entries are listed newest first by it. */
  date: Date
  authors: string[]
  category: string
}

/**
 * The insights feed as Atom 1.0 (RFC 4287): articles and webinars, newest first, every link
 * absolute, built with the `feed` library. Pictures are left out: the library would label an SVG
 * enclosure 'image/svg', which is no media type, and feed readers show the page's own picture.
 */
export function renderInsightsFeed(entries: readonly FeedEntry[], now: Date = new Date()): string {
  const sorted = [...entries].sort((a, b) => b.date.getTime() - a.date.getTime())
  const feed = new Feed({
    id: absoluteUrl('/insights'),
    title: INSIGHTS_FEED_TITLE,
    description: `Thought leadership and webinars from ${site.name} on AI, data, cloud and delivery.`,
    link: absoluteUrl('/insights'),
    language: 'en-US',
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${now.getUTCFullYear()} ${site.legalName}`,
    updated: sorted[0]?.date && sorted[0].date < now ? sorted[0].date : now,
    generator: false,
    feedLinks: { atom: absoluteUrl(INSIGHTS_FEED_PATH) },
    author: { name: site.name, link: absoluteUrl('/') },
  })
  for (const entry of sorted) {
    feed.addItem({
      id: entry.id,
      title: entry.title,
      link: entry.url,
      description: entry.summary,
      date: entry.date,
      published: entry.date,
      author: entry.authors.map((name) => ({ name })),
      category: [{ name: entry.category, term: entry.category }],
    })
  }
  return feed.atom1()
}
