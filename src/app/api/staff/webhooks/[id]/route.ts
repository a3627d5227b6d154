import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { updateWebhookEndpointRoute } from '../webhook-endpoints'

export const dynamic = 'force-dynamic'

/** Saves a webhook endpoint edited in the console. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: updateWebhookEndpointRoute(staffDependencies),
})
