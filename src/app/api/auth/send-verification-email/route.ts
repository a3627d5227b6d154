import { authDependencies } from '@/app/_wiring/auth'
import { sendVerificationEmailEndpoint } from '@/features/auth/endpoints/mailing.server'
import { apiRoute } from '@/server/http/api-route'

export const dynamic = 'force-dynamic'

/** Sends the confirmation link again (the same answer for every address). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: sendVerificationEmailEndpoint(authDependencies),
})
