import 'server-only'
import { authMessages, NewPasswordSchema } from './auth.schema'
import { isCommonPassword } from './common-passwords.server'

/**
 * Why a new password is refused, or undefined when it may be used: the spec's length and
 * composition rules (the same schema as the forms), then the common-password list, which stays
 * on the server (it is 380 KB).
 */
export function newPasswordProblem(password: string): string | undefined {
  const parsed = NewPasswordSchema.safeParse(password)
  if (!parsed.success) return parsed.error.issues[0]?.message
  if (isCommonPassword(password)) return authMessages.passwordTooCommon
  return undefined
}
