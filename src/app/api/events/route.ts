import { EventRequestSchema } from '@/server/analytics/beacon-fields'
import { countPageView, recordConversion } from '@/server/analytics/counting.server'
import { EVENTS_LIMIT } from '@/server/analytics/limits'
import { apiRoute, endpoint } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** What `navigator.sendBeacon` sends: a string as text/plain, a Blob as its own type. */
export const EVENT_CONTENT_TYPES = ['application/json', 'text/plain'] as const

const noContent = () =>
  new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

/**
 * First-party counting (issue 30, docs/analytics.md): a page view from the beacon
 * (public/analytics/beacon.js), or a search from the search dialog. Answers an empty 204 whether
 * or not the event was counted (Global Privacy Control, Do Not Track, a bot, the staff console),
 * or over its client's limit, so the answer tells nobody anything.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: EventRequestSchema,
    jsonContentTypes: EVENT_CONTENT_TYPES,
    maxBodyBytes: 4 * 1024,
    // Browsers send these by themselves, one per page: they must not use up the forms' budget.
    tier: 'general',
    // The endpoint's own per-client limit, counted with the tier in one statement, but answered
    // like everything not counted: a 429 to a beacon is a console error on the visitor's page
    // (many colleagues behind one office address), and tells nothing useful.
    rateLimits: [EVENTS_LIMIT],
    whenRateLimited: noContent,
    handle: async ({ body, request, client, db }) => {
      const counted = { headers: request.headers, client }
      if (body.name === 'pageview') await countPageView(db, counted, body)
      else await recordConversion(db, counted, 'search-used')
      return noContent()
    },
  }),
})
