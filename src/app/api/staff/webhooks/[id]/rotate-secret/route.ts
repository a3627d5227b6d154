import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { rotateWebhookSecretRoute } from '../../webhook-endpoints'

export const dynamic = 'force-dynamic'

/** Gives a webhook endpoint a new signing secret. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: rotateWebhookSecretRoute(staffDependencies),
})
