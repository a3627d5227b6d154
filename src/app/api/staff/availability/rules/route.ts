import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { saveRulesEndpoint } from '../availability-endpoints'

export const dynamic = 'force-dynamic'

/** Saves the firm's booking rules. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: saveRulesEndpoint(staffDependencies),
})
