import { apiRoute } from '@/server/http/api-route'
import { confirmLinkEndpoint } from '@/app/_wiring/webinar-links'

export const dynamic = 'force-dynamic'

/** Confirms a sign-up: the button of /insights/webinars/subscription/confirm (decision 033). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: confirmLinkEndpoint,
})
