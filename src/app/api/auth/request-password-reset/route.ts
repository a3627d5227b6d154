import { authDependencies } from '@/app/_wiring/auth'
import { requestPasswordResetEndpoint } from '@/features/auth/endpoints/mailing.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Mails a password reset link (the same answer for every address). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: requestPasswordResetEndpoint(authDependencies),
})
