import { authDependencies } from '@/app/_wiring/auth'
import { resetPasswordEndpoint } from '@/features/auth/endpoints/reset-password.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Sets a new password with the e-mailed link's token; ends every session. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: resetPasswordEndpoint(authDependencies),
})
