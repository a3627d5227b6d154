import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { deleteWebhookEndpointRoute } from '../../webhook-endpoints'

export const dynamic = 'force-dynamic'

/** Deletes a webhook endpoint. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: deleteWebhookEndpointRoute(staffDependencies),
})
