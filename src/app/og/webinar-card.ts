import 'server-only'
import { CARD_DRAWING_LIMIT } from '@/features/webinars/limits'
import { findPublishedWebinar } from '@/features/webinars/webinars.server'
import { z } from '@/lib/zod'
import { endpoint } from '@/server/http/api-route'
import { rateLimitSubject } from '@/server/http/client-address'
import { ApiError, tooManyRequests } from '@/server/http/json-response'
import { consumeRateLimit } from '@/server/rate-limit/rate-limit'
import { socialCard } from './social-card'

// The social card of a webinar from the database. Every page's card is drawn at build time
// (og/[[...path]], og/insights/webinars/SCIPAB); only these depend on rows an operator adds, so
// they are drawn on request. Drawing one costs about a quarter of a second of CPU, so:
// - each instance keeps the cards it drew (by title: the card shows nothing else that varies),
//   and answers them again without drawing;
// - a card that must be drawn counts against the client's limit (`CARD_DRAWING_LIMIT` in the
//   webinar feature's limits.ts, on the database rate limiter, per client like the API), which
//   only a client asking for many different cards reaches;
// - the query string is never read: `?v=1`, `?v=2`, … are the same card (nginx's cache key
//   leaves it out for /og too).

/** How many drawn cards an instance keeps (about 80 KB each): more than there are webinars. */
export const KEPT_CARDS = 64

/** Drawn cards by title, the most recently used last; a drawing under way is shared. */
const drawnCards = new Map<string, Promise<ArrayBuffer>>()

function keptCard(title: string): Promise<ArrayBuffer> | undefined {
  const card = drawnCards.get(title)
  if (card) {
    drawnCards.delete(title)
    drawnCards.set(title, card)
  }
  return card
}

function drawCard(title: string): Promise<ArrayBuffer> {
  const card = socialCard({ title }).then((image) => image.arrayBuffer())
  drawnCards.set(title, card)
  // A drawing that failed is not kept: the next request tries again (and is counted again).
  card.catch(() => {
    if (drawnCards.get(title) === card) drawnCards.delete(title)
  })
  while (drawnCards.size > KEPT_CARDS) drawnCards.delete(drawnCards.keys().next().value!)
  return card
}

/** Forgets every kept card (tests). */
export function forgetDrawnCards(): void {
  drawnCards.clear()
}

/** GET /og/insights/webinars/<slug>: the PNG card of a published webinar. */
export const webinarCardEndpoint = endpoint({
  params: z.object({ slug: z.string().max(80, 'No webinar has this address.') }),
  handle: async ({ params, db, client }) => {
    const webinar = await findPublishedWebinar(db, params.slug)
    if (!webinar) throw new ApiError(404, 'No webinar has this address.')
    let card = keptCard(webinar.title)
    if (!card) {
      const verdict = await consumeRateLimit(db, CARD_DRAWING_LIMIT, rateLimitSubject(client))
      if (!verdict.allowed) return tooManyRequests(verdict.retryAfterSeconds)
      card = drawCard(webinar.title)
    }
    return new Response(await card, {
      headers: {
        'content-type': 'image/png',
        // Shared caches (nginx) keep it a day: a renamed webinar shows its new title by then.
        'cache-control': 'public, max-age=86400',
      },
    })
  },
})
