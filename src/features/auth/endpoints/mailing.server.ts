import 'server-only'
import { EmailSchema } from '@/lib/field-schemas'
import { z } from '@/lib/zod'
import { endpoint } from '@/server/http/api-route'
import type { RateLimitRule } from '@/server/rate-limit/rate-limit'
import { VERIFIED_CALLBACK_PATH } from '../auth.server'
import {
  forwardToBetterAuth,
  statusOnly,
  type AuthDependencies,
} from '../better-auth-forward.server'
import { AUTH_LIMITS } from '../limits'
import { accountLimit, honeypot, trapped } from './guards.server'

const EmailBody = z.strictObject({ email: EmailSchema, ...honeypot })

/**
 * An address-only request that may send an e-mail: the same answer, `{ status: true }`, whether
 * or not the address has an account.
 */
function mailingEndpoint(
  dependencies: AuthDependencies,
  {
    perClient,
    perAccount,
    path,
    extra,
  }: {
    perClient: RateLimitRule
    perAccount: RateLimitRule
    path: string
    extra: Record<string, string>
  },
) {
  return endpoint({
    tier: 'auth',
    body: EmailBody,
    rateLimits: [perClient],
    handle: async (context) => {
      const { email, contact_me_by_fax } = context.body
      if (contact_me_by_fax) return trapped(context.requestId, { status: true })
      const limited = await accountLimit(context.db, perAccount, email)
      if (limited) return limited
      const response = await forwardToBetterAuth(dependencies, context, {
        method: 'POST',
        path,
        body: { email, ...extra },
        reshape: statusOnly,
      })
      dependencies.afterMail?.()
      return response
    },
  })
}

/** `POST /api/auth/send-verification-email`: the confirmation link again. */
export const sendVerificationEmailEndpoint = (dependencies: AuthDependencies) =>
  mailingEndpoint(dependencies, {
    perClient: AUTH_LIMITS.resendPerClient,
    perAccount: AUTH_LIMITS.resendPerAccount,
    path: '/send-verification-email',
    extra: { callbackURL: VERIFIED_CALLBACK_PATH },
  })

/** `POST /api/auth/request-password-reset`: a reset link to `/auth/reset-password`. */
export const requestPasswordResetEndpoint = (dependencies: AuthDependencies) =>
  mailingEndpoint(dependencies, {
    perClient: AUTH_LIMITS.resetRequestPerClient,
    perAccount: AUTH_LIMITS.resetRequestPerAccount,
    path: '/request-password-reset',
    extra: { redirectTo: '/auth/reset-password' },
  })
