import { authDependencies } from '@/app/_wiring/auth'
import { getSessionEndpoint } from '@/features/auth/endpoints/get-session.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** The signed-in person of this browser (public fields only), or null. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: getSessionEndpoint(authDependencies),
})
