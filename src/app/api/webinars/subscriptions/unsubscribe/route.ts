import { apiRoute } from '@/server/http/api-route'
import { unsubscribeLinkEndpoint } from '@/app/_wiring/webinar-links'

export const dynamic = 'force-dynamic'

/**
 * Unsubscribes: the button of /insights/webinars/subscription/unsubscribe, and RFC 8058's
 * one-click POST of a mail client (body `List-Unsubscribe=One-Click`) to the URL of the
 * `List-Unsubscribe` header. A GET (a link scanner) is a 405 and changes nothing (decision 033).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: unsubscribeLinkEndpoint,
})
