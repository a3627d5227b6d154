import { staffDependencies } from '@/app/_wiring/staff'
import { apiRoute } from '@/server/http/api-route'
import { resendMailEndpoint } from '../../mail-endpoints'

export const dynamic = 'force-dynamic'

/** Sends a failed message again. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: resendMailEndpoint(staffDependencies),
})
