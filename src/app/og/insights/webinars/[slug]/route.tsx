import { findSitePage } from '@/content/site-pages'
import { findPublishedWebinar } from '@/features/webinars/webinars.server'
import { getDb } from '@/server/db/instance'
import { socialCard } from '../../../social-card'

// Webinars come from the database, so their cards are drawn on request (the SCIPAB page's too:
// this route answers every /og/insights/webinars/… path). Shared pages cache them for a day.
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ slug: string }> }

export async function GET(_request: Request, { params }: Params) {
  const { slug } = await params
  const page =
    findSitePage(`/insights/webinars/${slug}`) ??
    (await findPublishedWebinar(getDb(), slug).catch(() => null))
  if (!page) return new Response('Not found', { status: 404 })
  const card = await socialCard(page)
  card.headers.set('cache-control', 'public, max-age=86400')
  return card
}
