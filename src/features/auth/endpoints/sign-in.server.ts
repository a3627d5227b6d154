import 'server-only'
import { EmailSchema } from '@/lib/field-schemas'
import { z } from '@/lib/zod'
import { endpoint } from '@/server/http/api-route'
import { rateLimitSubject } from '@/server/http/client-address'
import { errorResponse } from '@/server/http/json-response'
import { consumeRateLimit, countedRequests, refundRateLimit } from '@/server/rate-limit/rate-limit'
import { CurrentPasswordSchema } from '../auth.schema'
import {
  AUTH_MESSAGES,
  forwardToBetterAuth,
  userOnly,
  type AuthDependencies,
} from '../better-auth-forward.server'
import { AUTH_LIMITS, signInDelayMs } from '../limits'
import { accountKey, honeypot, tooManyForAccount } from './guards.server'

const SignInBody = z.strictObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  ...honeypot,
})

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

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
      const { db } = context
      const now = dependencies.now?.() ?? new Date()
      const account = accountKey(email)
      const pair = `${account}:${rateLimitSubject(context.client)}`
      const perPair = AUTH_LIMITS.signInFailuresPerAccountAndClient
      const perAccount = AUTH_LIMITS.signInFailuresPerAccount

      // Counted as a failure up front, so attempts sent at once cannot slip past the limit;
      // given back below when it turns out not to be one.
      const verdict = await consumeRateLimit(db, perPair, pair, now)
      if (!verdict.allowed) return tooManyForAccount(verdict.retryAfterSeconds)
      const delay = signInDelayMs(await countedRequests(db, perAccount, account, now))
      if (delay > 0) await (dependencies.pause ?? sleep)(delay)

      const response = await forwardToBetterAuth(dependencies, context, {
        method: 'POST',
        path: '/sign-in/email',
        body: { email, password, rememberMe: true },
        reshape: userOnly,
      })
      // 401 is a wrong password (or an unknown address, answered alike); anything else
      // (signed in, address not confirmed yet, provider down) is no failure.
      if (response.status === 401) await consumeRateLimit(db, perAccount, account, now)
      else await refundRateLimit(db, perPair, pair, now)
      return response
    },
  })
