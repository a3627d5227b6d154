import { joinEndpoint } from '@/app/_wiring/webinar-registration'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** The personal join link of a registration's e-mails: records the visit, then the meeting. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: joinEndpoint,
})
