import { registerEndpoint } from '@/app/_wiring/webinar-registration'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/**
 * Registers a visitor for an upcoming webinar (no double opt-in: the confirmation carries a
 * personal join link and a one-click cancel). The honeypot and per-client limits of the subscribe
 * form; a second registration of the same address is answered the same and sends nothing.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: registerEndpoint,
})
