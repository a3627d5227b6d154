import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { sendTestWebhookRoute } from '../../webhook-endpoints'

export const dynamic = 'force-dynamic'

/** Sends a test event to one webhook endpoint. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: sendTestWebhookRoute(staffDependencies),
})
