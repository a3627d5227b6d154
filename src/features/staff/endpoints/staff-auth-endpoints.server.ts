import 'server-only'
import QRCode from 'qrcode'
import { EmailSchema } from '@/lib/field-schemas'
import { z } from '@/lib/zod'
import type { Database } from '@/server/db/client'
import { endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { rateLimitSubject } from '@/server/http/client-address'
import { recordAudit } from '@/server/audit/audit-log'
import { consumeRateLimit } from '@/server/rate-limit/rate-limit'
import { throttledSignIn } from '@/server/rate-limit/sign-in-throttle'
import {
  STAFF_PASSWORD_CHECK_LIMIT,
  STAFF_PASSWORD_RECHECK_FAILURES,
  STAFF_SECOND_FACTOR_LIMIT,
  STAFF_SIGN_IN_FAILURES,
  STAFF_SIGN_IN_LIMIT,
} from '../limits'
import type { StaffEnrolment, StaffSignInStep } from '../staff-api-types'
import { STAFF_COOKIE_PREFIX } from '../staff-auth.server'
import {
  claimTotpCode,
  endOtherSessions,
  endSession,
  readStaffSession,
  recheckPassword,
} from '../staff-session.server'
import { forwardToStaffAuth, type StaffAuthDependencies } from './forward.server'

/*
 * The staff sign-in endpoints (one route file each under src/app/api/staff/auth): e-mail and
 * password, then a code from the authenticator app or a backup code; enrolment of the app; sign
 * out; and the password asked again before a sensitive action. Each answers only what the
 * browser needs: never a session token (it lives in the httpOnly cookie), never whether an
 * address is on the staff.
 */

const PasswordSchema = z.string().min(1, 'Please enter your password.').max(128)

/** `POST /api/staff/auth/sign-in/email`. */
export const staffSignInEndpoint = (dependencies: StaffAuthDependencies) =>
  endpoint({
    tier: 'auth',
    body: z.strictObject({ email: EmailSchema, password: PasswordSchema }),
    rateLimits: [STAFF_SIGN_IN_LIMIT],
    handle: (context) => {
      const { email, password } = context.body
      return throttledSignIn(
        context.db,
        STAFF_SIGN_IN_FAILURES,
        {
          email,
          client: rateLimitSubject(context.client),
          now: dependencies.now?.() ?? new Date(),
          pause: dependencies.pause,
        },
        () =>
          forwardToStaffAuth(dependencies, context, {
            path: '/sign-in/email',
            body: { email, password, rememberMe: false },
            reshape: (body): StaffSignInStep => {
              if (body.twoFactorRedirect === true) return { next: 'code' }
              const user = body.user as { twoFactorEnabled?: boolean } | undefined
              return { next: user?.twoFactorEnabled ? 'console' : 'enrol' }
            },
          }),
      )
    },
  })

export const CODE_ALREADY_USED =
  'That code has just been used. Please wait for the next code from your app and sign in again.'

/** A six-digit code from the app, spaces allowed as apps show them. */
const TotpSchema = z
  .string()
  .max(16)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the six digits your authenticator app shows.'))

/**
 * A request that carries a staff session must carry a live one (not idle, not past 12 hours):
 * better-auth's own check behind the forwarded endpoints knows only its expiry. Answers the
 * session, null when there is none, or a 401 to send.
 */
async function liveSessionOrRefusal(
  dependencies: StaffAuthDependencies,
  { request, db }: { request: Request; db: Database },
) {
  const cookies = request.headers.get('cookie') ?? ''
  if (!cookies.includes(`${STAFF_COOKIE_PREFIX}.session_token=`)) return { session: null }
  const session = await readStaffSession(
    dependencies.auth(),
    db,
    request.headers,
    dependencies.now?.() ?? new Date(),
  )
  return session ? { session } : { refusal: errorResponse(401, 'Please sign in again.') }
}

/**
 * `POST /api/staff/auth/two-factor/verify-totp`: the code after the password, or the first code
 * of an app being enrolled. Enrolment ends the member's other sessions: any opened with the
 * password alone before it (decision 041).
 */
export const staffVerifyTotpEndpoint = (dependencies: StaffAuthDependencies) =>
  endpoint({
    tier: 'auth',
    body: z.strictObject({ code: TotpSchema }),
    rateLimits: [STAFF_SECOND_FACTOR_LIMIT],
    handle: async (context) => {
      const live = await liveSessionOrRefusal(dependencies, context)
      if (live.refusal) return live.refusal
      const enrolling = live.session !== null && !live.session.member.twoFactorEnabled
      return forwardToStaffAuth(dependencies, context, {
        path: '/two-factor/verify-totp',
        body: { code: context.body.code, trustDevice: false },
        reshape: (): StaffSignInStep => ({ next: 'console' }),
        onNewSession: async (token) => {
          // A code works once: the same code again within its window is refused.
          const now = dependencies.now?.() ?? new Date()
          const claimed = await claimTotpCode(context.db, token, context.body.code, now)
          if (!claimed) return errorResponse(401, CODE_ALREADY_USED)
          if (enrolling) {
            await endOtherSessions(context.db, token)
            // better-auth wrote the enrolment in its own transaction; the record follows it.
            await recordAudit(context.db, {
              actorId: claimed.memberId,
              action: 'staff.enrol-app',
              target: { type: 'staff-member', id: claimed.memberId },
              requestId: context.requestId,
            })
          }
        },
      })
    },
  })

const BackupCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Enter one of your backup codes, as it was given.')

/** `POST /api/staff/auth/two-factor/verify-backup-code`: instead of the app's code, once each. */
export const staffVerifyBackupCodeEndpoint = (dependencies: StaffAuthDependencies) =>
  endpoint({
    tier: 'auth',
    body: z.strictObject({ code: BackupCodeSchema }),
    rateLimits: [STAFF_SECOND_FACTOR_LIMIT],
    handle: (context) =>
      forwardToStaffAuth(dependencies, context, {
        path: '/two-factor/verify-backup-code',
        body: { code: context.body.code, trustDevice: false },
        reshape: (): StaffSignInStep => ({ next: 'console' }),
      }),
  })

/** The QR code of an otpauth:// URI as one SVG path over a grid of `size` modules. */
export function qrCodePath(uri: string): { size: number; path: string } {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' })
  const parts: string[] = []
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`)
    }
  }
  return { size: modules.size, path: parts.join('') }
}

/**
 * `POST /api/staff/auth/two-factor/enable`: starts enrolment for the signed-in member (password
 * again). The app is enrolled once its first code is typed back (verify-totp).
 */
export const staffEnableTotpEndpoint = (dependencies: StaffAuthDependencies) =>
  endpoint({
    tier: 'auth',
    body: z.strictObject({ password: PasswordSchema }),
    rateLimits: [STAFF_PASSWORD_CHECK_LIMIT],
    handle: async (context) => {
      const live = await liveSessionOrRefusal(dependencies, context)
      if (live.refusal) return live.refusal
      if (!live.session) return errorResponse(401, 'Please sign in again.')
      return forwardToStaffAuth(dependencies, context, {
        path: '/two-factor/enable',
        body: { password: context.body.password },
        reshape: (body): StaffEnrolment => {
          const uri = String(body.totpURI ?? '')
          return {
            qr: qrCodePath(uri),
            manualKey: new URL(uri).searchParams.get('secret') ?? '',
            backupCodes: Array.isArray(body.backupCodes) ? body.backupCodes.map(String) : [],
          }
        },
      })
    },
  })

/** `POST /api/staff/auth/sign-out`. */
export const staffSignOutEndpoint = (dependencies: StaffAuthDependencies) =>
  endpoint({
    handle: (context) =>
      forwardToStaffAuth(dependencies, context, {
        path: '/sign-out',
        reshape: () => ({ status: true }),
      }),
  })

/** `POST /api/staff/password-check`: the password again, before a sensitive action. */
export const staffPasswordCheckEndpoint = (dependencies: StaffAuthDependencies) =>
  endpoint({
    body: z.strictObject({ password: PasswordSchema }),
    rateLimits: [STAFF_PASSWORD_CHECK_LIMIT],
    handle: async ({ request, body, db, requestId }) => {
      const now = dependencies.now?.() ?? new Date()
      const session = await readStaffSession(dependencies.auth(), db, request.headers, now)
      if (!session) return errorResponse(401, 'Please sign in again.')
      if (!(await recheckPassword(db, session, body.password, now, requestId))) {
        const failures = await consumeRateLimit(
          db,
          STAFF_PASSWORD_RECHECK_FAILURES,
          session.sessionId,
          now,
        )
        if (!failures.allowed) {
          await endSession(db, session)
          return errorResponse(401, 'Too many wrong passwords. Please sign in again.')
        }
        return errorResponse(422, 'Please correct the highlighted fields.', {
          fields: { password: 'That password is not right.' },
        })
      }
      return jsonResponse({ status: true })
    },
  })
