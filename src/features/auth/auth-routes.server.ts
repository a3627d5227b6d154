import 'server-only'
import { createHash, randomInt } from 'node:crypto'
import { z } from '@/lib/zod'
import { EmailSchema, NameSchema } from '@/lib/field-schemas'
import type { Database } from '@/server/db/client'
import {
  apiRoute,
  endpoint,
  type ApiRouteOptions,
  type EndpointContext,
} from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { rateLimitSubject } from '@/server/http/client-address'
import {
  consumeRateLimit,
  countedRequests,
  refundRateLimit,
  type RateLimitRule,
} from '@/server/rate-limit/rate-limit'
import type { AccountUser } from './auth-api'
import { CurrentPasswordSchema, NewPasswordSchema } from './auth.schema'
import {
  AUTH_BASE_PATH,
  COOKIE_PREFIX,
  SESSION_LIFETIME_SECONDS,
  VERIFIED_CALLBACK_PATH,
  type Auth,
} from './auth.server'
import { newPasswordProblem } from './password-policy.server'
import { signedInHintName } from './signed-in-hint'

/*
 * Rate limits (decisions 020 and 032), all in the database so they hold across instances. Per
 * client address: what one person at one computer could need. Per account (the e-mail address,
 * hashed): what stops a guessing run spread over many addresses from reaching one account.
 *
 * Sign-in counts FAILED attempts only, so nobody can use it to lock an owner out: the hard limit
 * is per account and client together (one client guessing at one account is refused); per account
 * from all clients there is only a soft ceiling, past which every attempt is slowed, never refused
 * (SIGN_IN_SLOWDOWN), so the right password still gets in within seconds from anywhere.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const AUTH_LIMITS = {
  signInPerClient: { name: 'auth-sign-in', limit: 5, windowMs: MINUTE },
  /** Failed sign-ins to one account from one client (its /64 for IPv6): past it, 429. */
  signInFailuresPerAccountAndClient: {
    name: 'auth-sign-in-failures',
    limit: 10,
    windowMs: HOUR,
  },
  /** Failed sign-ins to one account from every client: past it, each attempt is slowed. */
  signInFailuresPerAccount: { name: 'auth-sign-in-failures-account', limit: 10, windowMs: HOUR },
  signUpPerClient: { name: 'auth-sign-up', limit: 10, windowMs: HOUR },
  signUpPerAccount: { name: 'auth-sign-up-account', limit: 3, windowMs: HOUR },
  resetRequestPerClient: { name: 'auth-reset-request', limit: 5, windowMs: HOUR },
  resetRequestPerAccount: { name: 'auth-reset-request-account', limit: 3, windowMs: HOUR },
  resendPerClient: { name: 'auth-resend', limit: 5, windowMs: HOUR },
  resendPerAccount: { name: 'auth-resend-account', limit: 3, windowMs: HOUR },
  resetPerClient: { name: 'auth-reset', limit: 10, windowMs: HOUR },
  verifyPerClient: { name: 'auth-verify', limit: 20, windowMs: HOUR },
  sessionPerClient: { name: 'auth-session', limit: 120, windowMs: MINUTE },
  signOutPerClient: { name: 'auth-sign-out', limit: 30, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>

/**
 * How a sign-in to an account past its soft ceiling is slowed: held before the password is
 * checked, 250 ms for the first failure over the ceiling, doubling with each further one, never
 * more than 5 s. A guessing run from many clients gains nothing by spreading out; the owner waits
 * a few seconds at most and is let in.
 */
export const SIGN_IN_SLOWDOWN = { firstDelayMs: 250, maxDelayMs: 5_000 } as const

/** How long an attempt waits when the account has seen `failures` failed sign-ins this hour. */
export function signInDelayMs(failures: number): number {
  const over = failures - AUTH_LIMITS.signInFailuresPerAccount.limit
  if (over < 0) return 0
  // 2^5 × 250 ms is past the cap already; the exponent is bounded so the number stays small.
  return Math.min(
    SIGN_IN_SLOWDOWN.maxDelayMs,
    SIGN_IN_SLOWDOWN.firstDelayMs * 2 ** Math.min(over, 5),
  )
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The form's hidden honeypot: people never see it, form-filling scripts fill it in. */
const honeypot = { contact_me_by_fax: z.string().max(200).optional() }

const SignInBody = z.strictObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  ...honeypot,
})
const SignUpBody = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  ...honeypot,
})
const EmailBody = z.strictObject({ email: EmailSchema, ...honeypot })
const ResetBody = z.strictObject({
  token: z.string({ error: 'The link is missing its token' }).min(1).max(200),
  newPassword: NewPasswordSchema,
})
const NoBody = z.strictObject({})
const VerifyQuery = z.object({
  token: z.string({ error: 'The link is missing its token' }).min(1).max(4000),
  // better-auth's own link carries it; we always send people to the same page instead.
  callbackURL: z.string().max(500).optional(),
})

/** Our wording for better-auth's refusals (its codes), so every answer reads the same way. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  EMAIL_NOT_VERIFIED:
    'Please confirm your email address before signing in. Check your inbox for the confirmation link, or send a new one.',
  INVALID_TOKEN:
    'This password reset link has expired or has already been used. Please ask for a new one.',
}

const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)

/** A 429 for one account, in the same words as the per-client limit. */
async function accountLimit(db: Database, rule: RateLimitRule, email: string) {
  const verdict = await consumeRateLimit(db, rule, accountKey(email))
  return verdict.allowed ? undefined : tooManyForAccount(verdict.retryAfterSeconds)
}

function tooManyForAccount(wait: number) {
  const minutes = Math.ceil(wait / 60)
  return errorResponse(
    429,
    `Too many attempts for this account. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { headers: { 'retry-after': String(wait) } },
  )
}

const publicUser = (user: Record<string, unknown>): AccountUser => ({
  id: String(user.id),
  name: String(user.name ?? ''),
  email: String(user.email ?? ''),
  emailVerified: user.emailVerified === true,
})

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

function hintCookie(signedIn: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return signedIn
    ? `${signedInHintName(secure)}=1; Max-Age=${SESSION_LIFETIME_SECONDS}; ${attributes}`
    : `${signedInHintName(secure)}=; Max-Age=0; ${attributes}`
}

/** An id like better-auth's own (32 letters and digits), for answers that must read like its. */
function lookalikeId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from({ length: 32 }, () => alphabet[randomInt(alphabet.length)]).join('')
}

type Reshape = (body: unknown) => unknown

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
      (body?.code && MESSAGES[body.code]) || body?.message || 'The request was refused.'
    const fields =
      body?.code === 'WEAK_PASSWORD' && passwordField ? { [passwordField]: message } : undefined
    return errorResponse(response.status, message, { fields, headers })
  }
  return jsonResponse(reshape(body ?? null), { headers })
}

type AuthContext = EndpointContext<z.ZodType | undefined, z.ZodType | undefined>

export type AuthRouteOptions = ApiRouteOptions & {
  /** How a slowed sign-in waits; a real timer by default (tests record the waits instead). */
  pause?: (ms: number) => Promise<void>
  auth: () => Auth
  /** The public origin; https there means the hint cookie is Secure like the session's. */
  siteUrl: () => string
  /** Called after a request that may have queued e-mail (wakes the delivery worker). */
  afterMail?: () => void
}

/**
 * `/api/auth/*`: the endpoints the site's forms use, each through the one request helper
 * (method, cross-site check, JSON content type, per-client database rate limit, size limit, zod
 * with the spec's messages, one error shape), then per-account limits, then better-auth. Every
 * other better-auth endpoint answers 404: nothing is reachable that the site does not use.
 */
export function authRoutes(options: AuthRouteOptions) {
  const forward = async (
    context: AuthContext,
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
  ) => {
    const url = new URL(`${AUTH_BASE_PATH}${path}`, context.request.url)
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value)
    const headers = new Headers(context.request.headers)
    headers.delete('content-length')
    const request = new Request(url, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    })
    const response = await options.auth().handler(request)
    return finish(response, {
      reshape,
      secure: options.siteUrl().startsWith('https://'),
      requestId: context.requestId,
      passwordField,
    })
  }

  const userOnly: Reshape = (body) => ({
    user: publicUser(
      ((body as { user?: Record<string, unknown> } | null)?.user ?? {}) as Record<string, unknown>,
    ),
  })
  const statusOnly: Reshape = () => ({ status: true })

  /** A filled honeypot gets the answer a person would, and nothing happens. */
  const trapped = (context: AuthContext, answer: unknown) => {
    log.warn('auth request refused: honeypot filled', { requestId: context.requestId })
    return jsonResponse(answer)
  }

  /**
   * An address-only request that may send an e-mail (resend the confirmation, reset the
   * password): the same answer whether or not the address has an account.
   */
  const mailingRoute = ({
    perClient,
    perAccount,
    path,
    extra,
  }: {
    perClient: RateLimitRule
    perAccount: RateLimitRule
    path: string
    extra: Record<string, string>
  }) =>
    apiRoute(
      {
        POST: endpoint({
          tier: 'auth',
          body: EmailBody,
          rateLimits: [perClient],
          handle: async (context) => {
            const { email, contact_me_by_fax } = context.body
            if (contact_me_by_fax) return trapped(context, { status: true })
            const limited = await accountLimit(context.db, perAccount, email)
            if (limited) return limited
            const response = await forward(context, {
              method: 'POST',
              path,
              body: { email, ...extra },
              reshape: statusOnly,
            })
            options.afterMail?.()
            return response
          },
        }),
      },
      options,
    )

  const routes: Record<string, ReturnType<typeof apiRoute>> = {
    '/get-session': apiRoute(
      {
        GET: endpoint({
          rateLimits: [AUTH_LIMITS.sessionPerClient],
          handle: (context) =>
            forward(context, {
              method: 'GET',
              path: '/get-session',
              reshape: (body) => {
                const user = (body as { user?: Record<string, unknown> } | null)?.user
                return user ? { user: publicUser(user) } : null
              },
            }),
        }),
      },
      options,
    ),
    '/verify-email': apiRoute(
      {
        GET: endpoint({
          query: VerifyQuery,
          rateLimits: [AUTH_LIMITS.verifyPerClient],
          handle: (context) =>
            forward(context, {
              method: 'GET',
              path: '/verify-email',
              // Always the same landing page: the link cannot be turned into a redirect elsewhere.
              query: { token: context.query.token, callbackURL: VERIFIED_CALLBACK_PATH },
              reshape: statusOnly,
            }),
        }),
      },
      options,
    ),
    '/sign-in/email': apiRoute(
      {
        POST: endpoint({
          tier: 'auth',
          body: SignInBody,
          rateLimits: [AUTH_LIMITS.signInPerClient],
          handle: async (context) => {
            const { email, password, contact_me_by_fax } = context.body
            if (contact_me_by_fax) return errorResponse(401, MESSAGES.INVALID_EMAIL_OR_PASSWORD!)
            const { db } = context
            const now = options.now?.() ?? new Date()
            const account = accountKey(email)
            const pair = `${account}:${rateLimitSubject(context.client)}`
            const perPair = AUTH_LIMITS.signInFailuresPerAccountAndClient
            const perAccount = AUTH_LIMITS.signInFailuresPerAccount

            // Counted as a failure up front, so attempts sent at once cannot slip past the limit;
            // given back below when it turns out not to be one.
            const verdict = await consumeRateLimit(db, perPair, pair, now)
            if (!verdict.allowed) return tooManyForAccount(verdict.retryAfterSeconds)
            const delay = signInDelayMs(await countedRequests(db, perAccount, account, now))
            if (delay > 0) await (options.pause ?? sleep)(delay)

            const response = await forward(context, {
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
        }),
      },
      options,
    ),
    '/sign-up/email': apiRoute(
      {
        POST: endpoint({
          tier: 'auth',
          body: SignUpBody,
          rateLimits: [AUTH_LIMITS.signUpPerClient],
          handle: async (context) => {
            const { name, email, password, contact_me_by_fax } = context.body
            if (contact_me_by_fax) {
              return trapped(context, {
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
            const response = await forward(context, {
              method: 'POST',
              path: '/sign-up/email',
              body: { name, email, password, callbackURL: VERIFIED_CALLBACK_PATH },
              reshape: userOnly,
              passwordField: 'password',
            })
            options.afterMail?.()
            return response
          },
        }),
      },
      options,
    ),
    '/sign-out': apiRoute(
      {
        POST: endpoint({
          tier: 'auth',
          body: NoBody,
          rateLimits: [AUTH_LIMITS.signOutPerClient],
          handle: async (context) => {
            const response = await forward(context, {
              method: 'POST',
              path: '/sign-out',
              body: {},
              reshape: () => ({ success: true }),
            })
            // Signing out twice (a stale tab) is still "signed out"; clear the hint either way.
            if (!response.ok) {
              const headers = new Headers({
                'set-cookie': hintCookie(false, options.siteUrl().startsWith('https://')),
              })
              return jsonResponse({ success: true }, { headers })
            }
            return response
          },
        }),
      },
      options,
    ),
    '/send-verification-email': mailingRoute({
      perClient: AUTH_LIMITS.resendPerClient,
      perAccount: AUTH_LIMITS.resendPerAccount,
      path: '/send-verification-email',
      extra: { callbackURL: VERIFIED_CALLBACK_PATH },
    }),
    '/request-password-reset': mailingRoute({
      perClient: AUTH_LIMITS.resetRequestPerClient,
      perAccount: AUTH_LIMITS.resetRequestPerAccount,
      path: '/request-password-reset',
      extra: { redirectTo: '/auth/reset-password' },
    }),
    '/reset-password': apiRoute(
      {
        POST: endpoint({
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
            return forward(context, {
              method: 'POST',
              path: '/reset-password',
              body: { token, newPassword },
              reshape: statusOnly,
              passwordField: 'newPassword',
            })
          },
        }),
      },
      options,
    ),
  }

  const notFound = () => errorResponse(404, 'Not found.')
  const dispatch =
    (method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS') =>
    (request: Request): Promise<Response> | Response => {
      const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length)
      const route = routes[path]
      return route ? route[method](request) : notFound()
    }

  return {
    GET: dispatch('GET'),
    HEAD: dispatch('HEAD'),
    POST: dispatch('POST'),
    PUT: dispatch('PUT'),
    PATCH: dispatch('PATCH'),
    DELETE: dispatch('DELETE'),
    OPTIONS: dispatch('OPTIONS'),
  }
}
