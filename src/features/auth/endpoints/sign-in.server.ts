import 'server-only'
import { EmailSchema } from '@/lib/field-schemas'
import { z } from '@/lib/zod'
import { endpoint } from '@/server/http/api-route'
import { rateLimitSubject } from '@/server/http/client-address'
import { errorResponse } from '@/server/http/json-response'
import { throttledSignIn } from '@/server/rate-limit/sign-in-throttle'
import { CurrentPasswordSchema } from '../auth.schema'
import {
  AUTH_MESSAGES,
  forwardToBetterAuth,
  userOnly,
  type AuthDependencies,
} from '../better-auth-forward.server'
import { AUTH_LIMITS } from '../limits'
import { honeypot } from './guards.server'

const SignInBody = z.strictObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  ...honeypot,
})

/**
 * `POST /api/auth/sign-in/email`: signs in, counting failures per account and client (refused
 * past the limit) and per account (slowed past the ceiling), decision 032.
 */
export const signInEndpoint = (dependencies: AuthDependencies) =>
  endpoint({
    tier: 'auth',
    body: SignInBody,
    rateLimits: [AUTH_LIMITS.signInPerClient],
    handle: async (context) => {
      const { email, password, contact_me_by_fax } = context.body
      if (contact_me_by_fax) return errorResponse(401, AUTH_MESSAGES.INVALID_EMAIL_OR_PASSWORD!)
      return throttledSignIn(
        context.db,
        {
          failuresPerAccountAndClient: AUTH_LIMITS.signInFailuresPerAccountAndClient,
          failuresPerAccount: AUTH_LIMITS.signInFailuresPerAccount,
        },
        {
          email,
          client: rateLimitSubject(context.client),
          now: dependencies.now?.() ?? new Date(),
          pause: dependencies.pause,
        },
        () =>
          forwardToBetterAuth(dependencies, context, {
            method: 'POST',
            path: '/sign-in/email',
            body: { email, password, rememberMe: true },
            reshape: userOnly,
          }),
      )
    },
  })
