import { authDependencies } from '@/app/_wiring/auth'
import { signUpEndpoint } from '@/features/auth/endpoints/sign-up.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Sign-up: a new account and its confirmation e-mail (a known address is answered alike). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: signUpEndpoint(authDependencies),
})
