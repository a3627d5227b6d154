import 'server-only'
import { z } from '@/lib/zod'
import { endpoint } from '@/server/http/api-route'
import { errorResponse } from '@/server/http/json-response'
import { NewPasswordSchema } from '../auth.schema'
import {
  forwardToBetterAuth,
  statusOnly,
  type AuthDependencies,
} from '../better-auth-forward.server'
import { AUTH_LIMITS } from '../limits'
import { newPasswordProblem } from '../password-policy.server'

const ResetBody = z.strictObject({
  token: z.string({ error: 'The link is missing its token' }).min(1).max(200),
  newPassword: NewPasswordSchema,
})

/**
 * `POST /api/auth/reset-password`: the e-mailed link's token and a new password; ends every
 * session of the account.
 */
export const resetPasswordEndpoint = (dependencies: AuthDependencies) =>
  endpoint({
    tier: 'auth',
    body: ResetBody,
    rateLimits: [AUTH_LIMITS.resetPerClient],
    handle: (context) => {
      const { token, newPassword } = context.body
      const problem = newPasswordProblem(newPassword)
      if (problem) {
        return errorResponse(422, 'Please correct the highlighted fields.', {
          fields: { newPassword: problem },
        })
      }
      return forwardToBetterAuth(dependencies, context, {
        method: 'POST',
        path: '/reset-password',
        body: { token, newPassword },
        reshape: statusOnly,
        passwordField: 'newPassword',
      })
    },
  })
