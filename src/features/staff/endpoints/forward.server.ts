import 'server-only'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { STAFF_AUTH_BASE_PATH, STAFF_COOKIE_PREFIX, type StaffAuth } from '../staff-auth.server'

/*
 * The one way to the staff's better-auth. Each route file under src/app/api/staff/auth checks a
 * request (schema, limits) and hands it on here; better-auth's other endpoints, the admin
 * plugin's included, are not routed at all (the catch-all answers 404).
 */

/** What the staff endpoints need besides the request helper's own options. */
export type StaffAuthDependencies = {
  auth: () => StaffAuth
  /** The clock the session checks and sign-in limits go by; the real one by default. */
  now?: () => Date
  /** How a slowed sign-in waits; a real timer by default (tests record the waits instead). */
  pause?: (ms: number) => Promise<void>
}

/** Our wording for better-auth's refusals. One message for every failed sign-in: no enumeration. */
const STAFF_AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  BANNED_USER: 'Invalid email or password.',
  INVALID_CODE: 'That code is not right. Check the time on your phone and try the newest code.',
  INVALID_BACKUP_CODE: 'That backup code is not right, or it has been used.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in has expired. Please sign in again.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    'Too many wrong codes. Please wait 15 minutes, then sign in again.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Too many wrong codes. Please wait 15 minutes, then sign in again.',
  INVALID_PASSWORD: 'That password is not right.',
  TOTP_ALREADY_ENABLED: 'Your authenticator app is already set up.',
}

/** Cuts better-auth's success body to what the browser may see. */
export type Reshape = (body: Record<string, unknown>) => unknown

const SESSION_COOKIE = new RegExp(
  `^(?:__Secure-)?${STAFF_COOKIE_PREFIX.replace('.', '\\.')}\\.session_token=([^;]+)`,
)

/** The session token a better-auth answer set (its cookie is `token.signature`), if it set one. */
function newSessionToken(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const value = SESSION_COOKIE.exec(cookie)?.[1]
    if (value && !/max-age=0/i.test(cookie)) return decodeURIComponent(value).split('.')[0]
  }
  return undefined
}

/**
 * Hands a checked request to the staff better-auth endpoint at `path` with the body given
 * (nothing else of the original body reaches it), keeping the request's cookies and origin and
 * the answer's cookies; errors come back in the API's one error shape with our wording.
 */
export async function forwardToStaffAuth(
  dependencies: StaffAuthDependencies,
  { request: original, requestId }: { request: Request; requestId: string },
  {
    path,
    body,
    reshape,
    onNewSession,
  }: {
    path: string
    body?: Record<string, unknown>
    reshape: Reshape
    /**
     * Called with the token of a session the answer started, before the answer is sent; a
     * Response it returns is sent instead (the session refused after all).
     */
    onNewSession?: (token: string) => Promise<Response | void>
  },
): Promise<Response> {
  const headers = new Headers(original.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  const response = await dependencies.auth().handler(
    new Request(new URL(`${STAFF_AUTH_BASE_PATH}${path}`, original.url), {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
    }),
  )
  const answerHeaders = new Headers()
  for (const cookie of response.headers.getSetCookie()) answerHeaders.append('set-cookie', cookie)
  const parsed = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (response.status >= 500) {
    log.error('staff auth failed', { requestId, status: response.status, code: parsed?.code })
    answerHeaders.set('retry-after', '30')
    return errorResponse(503, 'The service is unavailable right now. Please try again shortly.', {
      headers: answerHeaders,
    })
  }
  if (response.status >= 400) {
    const code = typeof parsed?.code === 'string' ? parsed.code : ''
    const message = STAFF_AUTH_MESSAGES[code] ?? 'The request was refused.'
    return errorResponse(response.status === 403 ? 401 : response.status, message, {
      headers: answerHeaders,
    })
  }
  const token = newSessionToken(response)
  if (token && onNewSession) {
    const refusal = await onNewSession(token)
    if (refusal) return refusal
  }
  return jsonResponse(reshape(parsed ?? {}), { headers: answerHeaders })
}
