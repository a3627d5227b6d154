import { staffDependencies } from '@/app/_wiring/staff'
import { staffPasswordCheckEndpoint } from '@/features/staff/endpoints/staff-auth-endpoints.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** The password again, before a sensitive action (decision 041). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffPasswordCheckEndpoint(staffDependencies),
})
