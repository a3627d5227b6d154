import { callApi, type ApiResult } from '@/lib/api-client'

/**
 * The browser's calls to the account endpoints (`/api/auth/*`, better-auth behind our request
 * guard), through the site's API client; no auth client library: the forms need seven calls, and
 * every answer that is not a success comes in the site's one error shape `{ error, fields? }`.
 */

/** The signed-in person as the browser sees them. */
export type AccountUser = { id: string; name: string; email: string; emailVerified: boolean }

const call = <T>(path: string) => callApi<T>(`/api/auth${path}`)
const post = <T>(path: string, body: unknown = {}) => callApi<T>(`/api/auth${path}`, { body })

/**
 * The public forms' honeypot (`contact_me_by_fax`, as on the booking form): people never see it,
 * form-filling scripts fill it in. The forms always send it, empty or not; the request guard
 * refuses a filled one and takes the field out before better-auth reads the body.
 */
const trap = (honeypot: string | undefined) =>
  honeypot === undefined ? {} : { contact_me_by_fax: honeypot }

/**
 * The status a sign-in is refused with when the address is not confirmed yet: the form then
 * offers to send the confirmation e-mail again.
 */
export const EMAIL_NOT_VERIFIED_STATUS = 403

export const authApi = {
  /** The current session's user, or null when signed out (also refreshes a sliding session). */
  session: async (): Promise<ApiResult<{ user: AccountUser } | null>> =>
    call<{ user: AccountUser } | null>('/get-session'),
  signIn: (email: string, password: string, honeypot?: string) =>
    post<{ user: AccountUser }>('/sign-in/email', { email, password, ...trap(honeypot) }),
  /** Answers the same whether or not the address already has an account (no enumeration). */
  signUp: (name: string, email: string, password: string, honeypot?: string) =>
    post<{ user: AccountUser }>('/sign-up/email', { name, email, password, ...trap(honeypot) }),
  signOut: () => post<{ success: boolean }>('/sign-out'),
  /** Sends the confirmation link again to an address whose account is not confirmed yet. */
  resendConfirmation: (email: string) =>
    post<{ status: boolean }>('/send-verification-email', { email }),
  /** Answers the same whether or not the address has an account (no enumeration). */
  requestPasswordReset: (email: string, honeypot?: string) =>
    post<{ status: boolean }>('/request-password-reset', { email, ...trap(honeypot) }),
  resetPassword: (token: string, newPassword: string) =>
    post<{ status: boolean }>('/reset-password', { token, newPassword }),
}
