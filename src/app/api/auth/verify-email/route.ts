import { authDependencies } from '@/app/_wiring/auth'
import { verifyEmailEndpoint } from '@/features/auth/endpoints/verify-email.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** The e-mailed confirmation link: confirms the address, signs in, lands on the home page. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: verifyEmailEndpoint(authDependencies),
})
