import { staffDependencies } from '@/app/_wiring/staff'
import { staffVerifyBackupCodeEndpoint } from '@/features/staff/endpoints/staff-auth-endpoints.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** A backup code instead of the app's code; each works once. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffVerifyBackupCodeEndpoint(staffDependencies),
})
