import { cancelEndpoint } from '@/app/_wiring/webinar-registration'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/**
 * Cancels a registration: the button of /insights/webinars/registration/cancel, and RFC 8058's
 * one-click POST to the `List-Unsubscribe` URL of every registration e-mail. A GET is a 405.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: cancelEndpoint,
})
