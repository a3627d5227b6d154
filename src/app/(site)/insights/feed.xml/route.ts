import { articleHref, articles } from '@/content/articles.server'
import { formatEasternDate, formatEasternTime, webinarPath } from '@/features/webinars/webinar'
import { listPublishedWebinars } from '@/features/webinars/webinars.server'
import { renderInsightsFeed, type FeedEntry } from '@/lib/insights-feed'
import { absoluteUrl } from '@/lib/urls'
import { getDb } from '@/server/db/instance'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { log } from '@/server/log'
import { WEBINAR_READ_LIMIT } from '@/features/webinars/limits'

// Webinars are read from the database, so the feed is made per request.
export const dynamic = 'force-dynamic'

function articleEntries(): FeedEntry[] {
  return articles.map((article) => ({
    id: absoluteUrl(articleHref(article.slug)),
    title: article.title,
    url: absoluteUrl(articleHref(article.slug)),
    summary: article.description,
    date: new Date(`${article.publishedDate}T12:00:00Z`),
    authors: [article.author],
    category: article.category,
  }))
}

/** A webinar enters the feed when it is published (its date, not its session's, orders it). */
async function webinarEntries(now: Date): Promise<FeedEntry[]> {
  try {
    return (await listPublishedWebinars(getDb())).map((webinar) => ({
      id: absoluteUrl(webinarPath(webinar.slug)),
      title: `Webinar: ${webinar.title}`,
      url: absoluteUrl(webinarPath(webinar.slug)),
      summary: `${formatEasternDate(webinar.startsAt)}, ${formatEasternTime(webinar.startsAt)}. ${webinar.description}`,
      date: webinar.updatedAt < now ? webinar.updatedAt : now,
      authors: webinar.speakers,
      category: webinar.category,
    }))
  } catch (error) {
    // Readers still get the articles while the database is away.
    log.error('feed: webinars could not be read', { error })
    return []
  }
}

/** `/insights/feed.xml`: the articles and published webinars as an Atom feed. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: endpoint({
    rateLimits: [WEBINAR_READ_LIMIT],
    handle: async () =>
      new Response(
        renderInsightsFeed([...articleEntries(), ...(await webinarEntries(new Date()))]),
        {
          headers: {
            'content-type': 'application/atom+xml; charset=utf-8',
            'cache-control': 'public, max-age=300',
          },
        },
      ),
  }),
})
