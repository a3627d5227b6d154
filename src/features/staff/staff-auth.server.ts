import 'server-only'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, twoFactor } from 'better-auth/plugins'
import { createAccessControl } from 'better-auth/plugins/access'
import type { Database } from '@/server/db/client'
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '@/server/db/schema'
import { log } from '@/server/log'
import { requestOrigins } from '@/server/public-origin'
import { hashPassword, verifyPassword } from '@/server/security/password-hash'
import { STAFF_ROLES } from './policy'

export type StaffAuthSettings = {
  db: Database
  /** BETTER_AUTH_SECRET: signs the staff cookies and encrypts TOTP secrets and backup codes. */
  secret: string
  /** The public origin; https there means Secure, `__Secure-` cookies. */
  siteUrl: string
}

/** Where the staff's better-auth is mounted: beside the visitors', never the same paths. */
export const STAFF_AUTH_BASE_PATH = '/api/staff/auth'

/** `northbridge.staff.session_token`: a visitor's session cookie never opens the console. */
export const STAFF_COOKIE_PREFIX = 'northbridge.staff'

/** A staff session ends 12 hours after sign-in, however busy (no sliding renewal). */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60

/** What the authenticator app shows the codes under. */
export const TOTP_ISSUER = 'Northbridge Digital staff'

/** Backup codes given at enrolment, each good once when the phone is not at hand. */
export const BACKUP_CODE_COUNT = 10

/**
 * The admin plugin's permissions, without impersonation for any role: nobody at the firm signs in
 * as somebody else. Which staff member may do what is decided by ./policy.ts, not here; these only
 * keep the plugin's own endpoints (none of which the site exposes) from granting more.
 */
const access = createAccessControl({
  user: ['create', 'list', 'set-role', 'ban', 'get', 'update'],
  session: ['list', 'revoke'],
} as const)
const manager = access.newRole({
  user: ['create', 'list', 'set-role', 'ban', 'get', 'update'],
  session: ['list', 'revoke'],
})
const member = access.newRole({ user: [], session: [] })
const roles = Object.fromEntries(
  STAFF_ROLES.map((role) => [role, role === 'owner' || role === 'admin' ? manager : member]),
)

/**
 * better-auth for the firm's staff (decision 041): e-mail and password, no sign-up (accounts come
 * from invitations, ./invitations.server.ts), a second factor by TOTP that every staff member
 * enrols before the console opens, and the admin plugin's roles and bans. Its own tables and
 * cookies keep it apart from visitor accounts. Its rate limiter is off like the visitors': the
 * routes in front limit with the database limiter (./limits.ts).
 */
export function createStaffAuth({ db, secret, siteUrl }: StaffAuthSettings) {
  const origin = new URL(siteUrl).origin
  return betterAuth({
    appName: TOTP_ISSUER,
    baseURL: `${origin}${STAFF_AUTH_BASE_PATH}`,
    basePath: STAFF_AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
      transaction: true,
    }),
    trustedOrigins: (request) => requestOrigins(origin, request),
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: STAFF_SESSION_SECONDS,
      disableSessionRefresh: true,
      // Read from the database on every request, so removing a member ends their sessions at once.
      cookieCache: { enabled: false },
    },
    plugins: [
      admin({
        ac: access,
        roles,
        defaultRole: 'consultant',
        adminRoles: ['owner', 'admin'],
        allowImpersonatingAdmins: false,
        bannedUserMessage: 'Invalid email or password.',
      }),
      twoFactor({
        issuer: TOTP_ISSUER,
        // A device is never trusted: every sign-in asks for a code.
        trustDeviceMaxAge: 1,
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
    ],
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      useSecureCookies: siteUrl.startsWith('https://'),
      // Strict: the console is never reached from another site's link with its session.
      defaultCookieAttributes: { httpOnly: true, sameSite: 'strict', path: '/' },
      ipAddress: { disableIpTracking: true },
    },
    logger: {
      log: (level, message) => {
        if (level === 'error') log.error('staff auth', { detail: message.slice(0, 500) })
      },
    },
  })
}

export type StaffAuth = ReturnType<typeof createStaffAuth>
