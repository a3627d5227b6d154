import 'server-only'
import { z } from '@/lib/zod'
import { endpoint } from '@/server/http/api-route'
import { VERIFIED_CALLBACK_PATH } from '../auth.server'
import {
  forwardToBetterAuth,
  statusOnly,
  type AuthDependencies,
} from '../better-auth-forward.server'
import { AUTH_LIMITS } from '../limits'

const VerifyQuery = z.object({
  token: z.string({ error: 'The link is missing its token' }).min(1).max(4000),
  // better-auth's own link carries it; we always send people to the same page instead.
  callbackURL: z.string().max(500).optional(),
})

/**
 * `GET /api/auth/verify-email?token=…`: the e-mailed confirmation link; signs the person in and
 * redirects to the one landing page.
 */
export const verifyEmailEndpoint = (dependencies: AuthDependencies) =>
  endpoint({
    query: VerifyQuery,
    rateLimits: [AUTH_LIMITS.verifyPerClient],
    handle: (context) =>
      forwardToBetterAuth(dependencies, context, {
        method: 'GET',
        path: '/verify-email',
        // Always the same landing page: the link cannot be turned into a redirect elsewhere.
        query: { token: context.query.token, callbackURL: VERIFIED_CALLBACK_PATH },
        reshape: statusOnly,
      }),
  })
