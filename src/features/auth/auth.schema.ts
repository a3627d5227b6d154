import { z } from '@/lib/zod'
import { EmailSchema, NameSchema, fieldMessages } from '@/lib/field-schemas'

/**
 * The account forms' rules and messages (spec sections 5 and 8), written once and used by the
 * browser forms and by the server in front of better-auth alike.
 */
export const authMessages = {
  ...fieldMessages,
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password is too long',
  passwordComposition:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  passwordTooCommon: 'This password is too common',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: "Passwords don't match",
} as const

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const

/** The special characters the spec's composition rule asks for (one of them at least). */
export const PASSWORD_SPECIALS = '@$!%*?&'

/**
 * A new password: 8–128 characters with an uppercase letter, a lowercase letter, a digit and one
 * of @$!%*?&. Other characters are allowed too (the rule asks for presence, not a whitelist).
 */
export const NewPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_LIMITS.min, authMessages.passwordTooShort)
  .max(PASSWORD_LIMITS.max, authMessages.passwordTooLong)
  .refine(
    (value) =>
      /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[@$!%*?&]/.test(value),
    authMessages.passwordComposition,
  )

/** A password typed to sign in: only required (the rules are for choosing one). */
export const CurrentPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_LIMITS.max, authMessages.passwordTooLong)

export const SignInSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
})
export type SignIn = z.output<typeof SignInSchema>

const ConfirmPasswordSchema = z
  .string({ error: authMessages.confirmRequired })
  .min(1, authMessages.confirmRequired)

/** The sign-up form; the server takes the same fields minus the confirmation. */
export const SignUpFormSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.confirmMismatch,
  })
export type SignUpForm = z.input<typeof SignUpFormSchema>

/** The page behind the e-mailed reset link: a new password, typed twice. */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.confirmMismatch,
  })
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>

/** 'Forgot password?' and 'resend the confirmation': an address only. */
export const EmailOnlySchema = z.object({ email: EmailSchema })

/**
 * A path on this site to go to after signing in (`/auth?next=/account/consultations`): a single
 * leading slash and no scheme, so a link can never send a visitor to another site.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback
  }
  try {
    const url = new URL(value, 'https://site.invalid')
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments collapse on parsing ('/.//evil.example' → '//evil.example'): the path that
    // comes out must itself be no protocol-relative URL, or the browser would leave the site.
    return url.origin === 'https://site.invalid' && !path.startsWith('//') ? path : fallback
  } catch {
    return fallback
  }
}
