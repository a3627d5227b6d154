import 'server-only'
import { randomUUID } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Database } from '@/server/db/client'
import { accounts, sessions, users, verifications } from '@/server/db/schema'
import { log } from '@/server/log'
import { requestOrigins } from '@/server/public-origin'
import { accountMail } from './mail/account-mail.server'
import { newPasswordProblem } from './password-policy.server'
import { hashPassword, verifyPassword } from '@/server/security/password-hash'

export type AuthSettings = {
  db: Database
  /** BETTER_AUTH_SECRET: signs session cookies and e-mail confirmation links. */
  secret: string
  /** The public origin (NEXT_PUBLIC_SITE_URL); https there means Secure, `__Secure-` cookies. */
  siteUrl: string
}

/** Where better-auth is mounted; every path below is relative to it. */
export const AUTH_BASE_PATH = '/api/auth'

export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60
/** A session used at least a day after it was last extended runs for another full week. */
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60
export const RESET_LINK_SECONDS = 60 * 60
export const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60

/** The cookies' prefix: `northbridge.session_token` (`__Secure-` in front under https). */
export const COOKIE_PREFIX = 'northbridge'

/**
 * Where the e-mailed confirmation link lands, signed in; a link that failed (expired, altered)
 * lands there with `&error=…` and the page says so.
 */
export const VERIFIED_CALLBACK_PATH = '/?account=verified'

/**
 * A better-auth message with every word that has an `@` inside it (an address, or a name the
 * address pattern of the log would miss) replaced by `<email>`. Split into words, so it takes
 * linear time: the pattern it replaces, `/\S+@\S+/g`, backtracked quadratically over a long word.
 */
export function withoutAddresses(message: string): string {
  return message
    .split(/(\s+)/)
    .map((word) => (/.@./s.test(word) ? '<email>' : word))
    .join('')
}

/**
 * better-auth on our database: e-mail and password only, e-mail confirmation required before the
 * first sign-in, password reset by e-mailed link, sessions in httpOnly cookies with a sliding
 * expiry. Its own rate limiter is off: the endpoints in front (./endpoints, limits.ts) limit
 * every request with the database limiter that all instances share, per client and per account.
 */
export function createAuth({ db, secret, siteUrl }: AuthSettings) {
  const link = (path: string) => new URL(path, siteUrl).toString()
  const origin = new URL(siteUrl).origin

  return betterAuth({
    appName: 'Northbridge Digital',
    baseURL: `${origin}${AUTH_BASE_PATH}`,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      transaction: true,
    }),
    trustedOrigins: (request) => requestOrigins(origin, request),
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        await accountMail.passwordReset(db, user, {
          name: user.name,
          resetUrl: link(`/auth/reset-password?token=${encodeURIComponent(token)}`),
          expiresInMinutes: RESET_LINK_SECONDS / 60,
        })
      },
      // Sign-up answers a known address exactly as a new one; the owner hears of it by e-mail.
      onExistingUserSignUp: async ({ user }) => {
        await accountMail.accountExists(
          db,
          user,
          { name: user.name, signInUrl: link('/auth'), resetUrl: link('/auth?reset=1') },
          randomUUID(),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in unconfirmed is refused with an offer to resend; no mail goes out unasked.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await accountMail.verifyEmail(db, user, {
          name: user.name,
          verifyUrl: url,
          expiresInHours: CONFIRMATION_LINK_SECONDS / 3600,
        })
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_AFTER_SECONDS,
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: siteUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // Sessions do not record visitors' addresses (the rate limiter keys on them, briefly).
      ipAddress: { disableIpTracking: true },
    },
    hooks: {
      // The password rules hold for every caller, not only for requests through the guard.
      before: createAuthMiddleware(async (context) => {
        const body = context.body as Record<string, unknown> | undefined
        const password =
          context.path === '/sign-up/email'
            ? body?.password
            : context.path === '/reset-password'
              ? body?.newPassword
              : undefined
        if (typeof password !== 'string') return
        const problem = newPasswordProblem(password)
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' })
      }),
    },
    logger: {
      // better-auth's messages can name an e-mail address; ours never log one.
      log: (level, message) => {
        if (level === 'error') log.error('auth', { detail: withoutAddresses(message) })
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
