import { staffDependencies } from '@/app/_wiring/staff'
import { staffVerifyTotpEndpoint } from '@/features/staff/endpoints/staff-auth-endpoints.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** The authenticator app's code, after the password or to finish enrolment. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffVerifyTotpEndpoint(staffDependencies),
})
