import { apiRoute } from '@/server/http/api-route'
import { resubscribeLinkEndpoint } from '@/app/_wiring/webinar-links'

export const dynamic = 'force-dynamic'

/**
 * Puts a departed subscriber back on the list: the button of
 * /insights/webinars/subscription/resubscribe (decision 033).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: resubscribeLinkEndpoint,
})
