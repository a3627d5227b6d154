import 'server-only'
import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { EmailSchema, NameSchema } from '@/lib/field-schemas'
import { z } from '@/lib/zod'
import { recordConversion } from '@/server/analytics/counting.server'
import { users } from '@/server/db/schema'
import { endpoint } from '@/server/http/api-route'
import { errorResponse } from '@/server/http/json-response'
import { NewPasswordSchema } from '../auth.schema'
import { VERIFIED_CALLBACK_PATH } from '../auth.server'
import { forwardToBetterAuth, userOnly, type AuthDependencies } from '../better-auth-forward.server'
import { AUTH_LIMITS } from '../limits'
import { newPasswordProblem } from '../password-policy.server'
import { accountLimit, honeypot, trapped } from './guards.server'

const SignUpBody = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  ...honeypot,
})

/** An id like better-auth's own (32 letters and digits), for answers that must read like its. */
function lookalikeId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from({ length: 32 }, () => alphabet[randomInt(alphabet.length)]).join('')
}

/**
 * `POST /api/auth/sign-up/email`: a new account and its confirmation e-mail; a known address is
 * answered alike (its owner is told by e-mail instead).
 */
export const signUpEndpoint = (dependencies: AuthDependencies) =>
  endpoint({
    tier: 'auth',
    body: SignUpBody,
    rateLimits: [AUTH_LIMITS.signUpPerClient],
    handle: async (context) => {
      const { name, email, password, contact_me_by_fax } = context.body
      if (contact_me_by_fax) {
        return trapped(context.requestId, {
          user: { id: lookalikeId(), name, email: email.toLowerCase(), emailVerified: false },
        })
      }
      const problem = newPasswordProblem(password)
      if (problem) {
        return errorResponse(422, 'Please correct the highlighted fields.', {
          fields: { password: problem },
        })
      }
      const limited = await accountLimit(context.db, AUTH_LIMITS.signUpPerAccount, email)
      if (limited) return limited
      // A known address is answered as a new one: only a new account counts as created.
      const [known] = await context.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1)
      const response = await forwardToBetterAuth(dependencies, context, {
        method: 'POST',
        path: '/sign-up/email',
        body: { name, email, password, callbackURL: VERIFIED_CALLBACK_PATH },
        reshape: userOnly,
        passwordField: 'password',
      })
      dependencies.afterMail?.()
      if (!known && response.ok) {
        // Committed by better-auth; counted without being awaited (decision 051).
        void recordConversion(
          context.db,
          { headers: context.request.headers, client: context.client },
          'account-created',
        )
      }
      return response
    },
  })
