import { staffDependencies } from '@/app/_wiring/staff'
import { staffSignOutEndpoint } from '@/features/staff/endpoints/staff-auth-endpoints.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Ends the staff session. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffSignOutEndpoint(staffDependencies),
})
