/**
 * The browser's calls to the account endpoints (`/api/auth/*`, better-auth behind our request
 * guard). Plain fetch, no auth client library: the forms need six calls, and every answer that
 * is not a success comes in the site's one error shape `{ error, fields? }`.
 */

/** The signed-in person as the browser sees them. */
export type AccountUser = { id: string; name: string; email: string; emailVerified: boolean }

export type AuthResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fields?: Record<string, string> }

/** Status 0: the request never got an answer (offline, server down). */
async function call<T>(path: string, init?: RequestInit): Promise<AuthResult<T>> {
  let response: Response
  try {
    response = await fetch(`/api/auth${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: init?.body ? { 'content-type': 'application/json' } : undefined,
    })
  } catch {
    return { ok: false, status: 0, error: 'The server could not be reached. Please try again.' }
  }
  const body = (await response.json().catch(() => undefined)) as
    (T & { error?: string; fields?: Record<string, string> }) | undefined
  if (response.ok && body !== undefined)
    return { ok: true, status: response.status, data: body as T }
  // A success whose body never arrived (the page was left mid-answer) says nothing about the
  // session: it must not read as "signed out" (`null` is a body; `undefined` is none).
  if (response.ok)
    return { ok: false, status: 0, error: 'The answer was cut short. Please try again.' }
  return {
    ok: false,
    status: response.status,
    error: body?.error ?? 'Something went wrong. Please try again.',
    fields: body?.fields,
  }
}

const post = <T>(path: string, body: unknown = {}) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body) })

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
  session: async (): Promise<AuthResult<{ user: AccountUser } | null>> =>
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
