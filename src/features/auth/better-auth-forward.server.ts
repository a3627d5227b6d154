import 'server-only'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import type { AccountUser } from './auth-api'
import { AUTH_BASE_PATH, COOKIE_PREFIX, SESSION_LIFETIME_SECONDS, type Auth } from './auth.server'
import { signedInHintName } from './signed-in-hint'

/*
 * The one way to better-auth (decision 020). The site's endpoints (one route file each under
 * src/app/api/auth, their handlers in ./endpoints) check a request first, then hand it on here;
 * every other path under /api/auth, better-auth's own endpoints that the site does not use
 * included, is refused by `unexposedAuthPaths` before better-auth or the database sees it.
 */

/** What the account endpoints need besides the request helper's own options. */
export type AuthDependencies = {
  auth: () => Auth
  /** The public origin; https there means the hint cookie is Secure like the session's. */
  siteUrl: () => string
  /** Called after a request that may have queued e-mail (wakes the delivery worker). */
  afterMail?: () => void
  /** The clock sign-in's own counts go by; the real one by default (tests move it on). */
  now?: () => Date
  /** How a slowed sign-in waits; a real timer by default (tests record the waits instead). */
  pause?: (ms: number) => Promise<void>
}

/** Our wording for better-auth's refusals (its codes), so every answer reads the same way. */
export const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  EMAIL_NOT_VERIFIED:
    'Please confirm your email address before signing in. Check your inbox for the confirmation link, or send a new one.',
  INVALID_TOKEN:
    'This password reset link has expired or has already been used. Please ask for a new one.',
}

export type Reshape = (body: unknown) => unknown

export const publicUser = (user: Record<string, unknown>): AccountUser => ({
  id: String(user.id),
  name: String(user.name ?? ''),
  email: String(user.email ?? ''),
  emailVerified: user.emailVerified === true,
})

/** A success body cut to `{ user }` with the public fields only. */
export const userOnly: Reshape = (body) => ({
  user: publicUser(
    ((body as { user?: Record<string, unknown> } | null)?.user ?? {}) as Record<string, unknown>,
  ),
})

/** A success body that says nothing more than that it worked. */
export const statusOnly: Reshape = () => ({ status: true })

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie()
}

/** Whether better-auth's answer started a session (true), ended one (false), or neither. */
function sessionChange(response: Response): boolean | undefined {
  const cookie = setCookies(response).find((line) =>
    new RegExp(`^(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`).test(line),
  )
  if (!cookie) return undefined
  const value = cookie.slice(cookie.indexOf('=') + 1).split(';')[0]
  return Boolean(value) && !/max-age=0/i.test(cookie)
}

/** The signed-in hint (signed-in-hint.ts), set or cleared; Secure when the site is https. */
export function hintCookie(signedIn: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return signedIn
    ? `${signedInHintName(secure)}=1; Max-Age=${SESSION_LIFETIME_SECONDS}; ${attributes}`
    : `${signedInHintName(secure)}=; Max-Age=0; ${attributes}`
}

/** Whether the site is served over https (its cookies are Secure then). */
export const isSecureSite = (dependencies: AuthDependencies) =>
  dependencies.siteUrl().startsWith('https://')

/**
 * better-auth's answer in the site's terms: errors in the one error shape with our wording,
 * success bodies cut to what the browser needs (never the session token: it lives in the
 * httpOnly cookie only), its cookies kept, and the signed-in hint set or cleared beside them.
 */
async function finish(
  response: Response,
  {
    reshape,
    secure,
    requestId,
    passwordField,
  }: {
    reshape: Reshape
    secure: boolean
    requestId: string
    passwordField?: string
  },
): Promise<Response> {
  const headers = new Headers()
  for (const cookie of setCookies(response)) headers.append('set-cookie', cookie)
  const change = sessionChange(response)
  if (change !== undefined) headers.append('set-cookie', hintCookie(change, secure))

  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location')
    if (location) headers.set('location', location)
    return new Response(null, { status: response.status, headers })
  }

  const body = (await response.json().catch(() => undefined)) as
    { code?: string; message?: string } | null | undefined
  if (response.status >= 500) {
    log.error('auth provider failed', { requestId, status: response.status, code: body?.code })
    headers.set('retry-after', '30')
    return errorResponse(503, 'The service is unavailable right now. Please try again shortly.', {
      headers,
    })
  }
  if (response.status >= 400) {
    const message =
      (body?.code && AUTH_MESSAGES[body.code]) || body?.message || 'The request was refused.'
    const fields =
      body?.code === 'WEAK_PASSWORD' && passwordField ? { [passwordField]: message } : undefined
    return errorResponse(response.status, message, { fields, headers })
  }
  return jsonResponse(reshape(body ?? null), { headers })
}

/**
 * Hands a checked request to better-auth's endpoint at `path` (below /api/auth) with the body
 * and query given (nothing else of the original body reaches it), and answers in the site's
 * terms (`finish`). The original request's headers go along: its cookies, origin and host.
 */
export async function forwardToBetterAuth(
  dependencies: AuthDependencies,
  { request: original, requestId }: { request: Request; requestId: string },
  {
    method,
    path,
    body,
    query,
    reshape,
    passwordField,
  }: {
    method: 'GET' | 'POST'
    path: string
    body?: Record<string, unknown>
    query?: Record<string, string>
    reshape: Reshape
    passwordField?: string
  },
): Promise<Response> {
  const url = new URL(`${AUTH_BASE_PATH}${path}`, original.url)
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value)
  const headers = new Headers(original.headers)
  headers.delete('content-length')
  const request = new Request(url, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  const response = await dependencies.auth().handler(request)
  return finish(response, {
    reshape,
    secure: isSecureSite(dependencies),
    requestId,
    passwordField,
  })
}

type AnyMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

/**
 * `/api/auth/[...all]`: every path under /api/auth that is not one of the site's endpoints, with
 * any method. Nothing is reachable that the site does not use: better-auth's other endpoints
 * (change-password, update-user, list-sessions, delete-user…) answer 404 in the one error shape,
 * like an unknown path, without reaching better-auth, the rate limiter or the database.
 */
export function unexposedAuthPaths(): Record<AnyMethod, (request: Request) => Response> {
  const notFound = () => errorResponse(404, 'Not found.')
  return {
    GET: notFound,
    HEAD: notFound,
    POST: notFound,
    PUT: notFound,
    PATCH: notFound,
    DELETE: notFound,
    OPTIONS: notFound,
  }
}
