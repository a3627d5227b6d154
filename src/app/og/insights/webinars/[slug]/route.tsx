import { apiRoute } from '@/server/http/api-route'
import { webinarCardEndpoint } from '../../../webinar-card'

// Webinars come from the database, so their cards are drawn on request, each once per instance,
// with a limit per client on drawing (../../../webinar-card.ts). The SCIPAB session's card is
// prerendered (../SCIPAB).
export const dynamic = 'force-dynamic'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: webinarCardEndpoint,
})
