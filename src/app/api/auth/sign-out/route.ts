import { authDependencies } from '@/app/_wiring/auth'
import { signOutEndpoint } from '@/features/auth/endpoints/sign-out.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Sign-out: ends the session and clears the signed-in hint. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: signOutEndpoint(authDependencies),
})
