import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { redeliverWebhookRoute } from '../../../webhook-endpoints'

export const dynamic = 'force-dynamic'

/** Sends a webhook delivery again. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: redeliverWebhookRoute(staffDependencies),
})
