import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { createWebhookEndpointRoute } from './webhook-endpoints'

export const dynamic = 'force-dynamic'

/** Adds a webhook endpoint. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: createWebhookEndpointRoute(staffDependencies),
})
