import { staffDependencies } from '@/app/_wiring/staff'
import { staffSignInEndpoint } from '@/features/staff/endpoints/staff-auth-endpoints.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Staff sign-in with e-mail and password; a code follows. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffSignInEndpoint(staffDependencies),
})
