import { authDependencies } from '@/app/_wiring/auth'
import { signInEndpoint } from '@/features/auth/endpoints/sign-in.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Sign-in with e-mail and password (failures limited per account, decision 032). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: signInEndpoint(authDependencies),
})
