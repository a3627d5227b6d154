import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { liftSuppressionEndpoint } from '../../mail-endpoints'

export const dynamic = 'force-dynamic'

/** Lifts an address's suppression. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: liftSuppressionEndpoint(staffDependencies),
})
