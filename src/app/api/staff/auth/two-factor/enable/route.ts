import { staffDependencies } from '@/app/_wiring/staff'
import { staffEnableTotpEndpoint } from '@/features/staff/endpoints/staff-auth-endpoints.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Starts enrolling an authenticator app: the QR code, the key and the backup codes. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEnableTotpEndpoint(staffDependencies),
})
