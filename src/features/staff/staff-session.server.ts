import 'server-only'
import { and, eq, gt, ne } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { staffAccounts, staffSessions } from '@/server/db/schema'
import { verifyPassword } from '@/server/security/password-hash'
import { claimOnce } from '@/server/security/used-once'
import { recordAudit } from '@/server/audit/audit-log'
import { isStaffRole, PASSWORD_RECHECK_MS, type StaffRole } from './policy'
import { STAFF_SESSION_SECONDS, type StaffAuth } from './staff-auth.server'

/** A staff session unused for this long has ended; the next request signs in again. */
export const STAFF_IDLE_MS = 30 * 60 * 1000

/** The signed-in staff member behind a request. */
export type StaffMember = {
  id: string
  name: string
  email: string
  role: StaffRole
  /** False until an authenticator app is enrolled: the console does not open before. */
  twoFactorEnabled: boolean
}

export type StaffSession = {
  member: StaffMember
  sessionId: string
  /** When the password was last typed in this session (sign-in or a later check). */
  passwordCheckedAt: Date
}

/**
 * The staff member signed in on this request, or null: no session, a session better-auth has
 * ended (12 hours after sign-in), one idle for 30 minutes (deleted here, so it cannot come back),
 * or a member removed from the staff (banned; their sessions are deleted with the ban, this is
 * the second lock). Seeing a live session marks it used, in the same statement that checks it.
 */
export async function readStaffSession(
  auth: StaffAuth,
  db: Database,
  headers: Headers,
  now: Date = new Date(),
): Promise<StaffSession | null> {
  const found = await auth.api.getSession({ headers }).catch(() => null)
  if (!found) return null
  const { user, session } = found
  if (user.banned || !isStaffRole(user.role)) return null
  const [seen] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(staffSessions.id, session.id),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MS)),
        gt(staffSessions.expiresAt, now),
        // Counted from sign-in here, whatever expiry better-auth gave the row (it gives a session
        // made without "remember me" a day).
        gt(staffSessions.createdAt, new Date(now.getTime() - STAFF_SESSION_SECONDS * 1000)),
      ),
    )
    .returning({ passwordCheckedAt: staffSessions.passwordCheckedAt })
  if (!seen) {
    await db.delete(staffSessions).where(eq(staffSessions.id, session.id))
    return null
  }
  return {
    member: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
    sessionId: session.id,
    passwordCheckedAt: seen.passwordCheckedAt,
  }
}

/** Whether a sensitive action may go ahead without asking for the password again. */
export function passwordRecentlyChecked(session: StaffSession, now: Date = new Date()): boolean {
  return now.getTime() - session.passwordCheckedAt.getTime() <= PASSWORD_RECHECK_MS
}

/**
 * Checks the password again for this session: true, and the session remembers the moment, when
 * it is the member's; false otherwise (the caller limits how often this may be tried).
 */
export async function recheckPassword(
  db: Database,
  session: StaffSession,
  password: string,
  now: Date = new Date(),
  requestId?: string,
): Promise<boolean> {
  const [account] = await db
    .select({ hash: staffAccounts.password })
    .from(staffAccounts)
    .where(
      and(eq(staffAccounts.userId, session.member.id), eq(staffAccounts.providerId, 'credential')),
    )
    .limit(1)
  if (!account?.hash || !(await verifyPassword({ hash: account.hash, password }))) return false
  await db.transaction(async (tx) => {
    await tx
      .update(staffSessions)
      .set({ passwordCheckedAt: now })
      .where(eq(staffSessions.id, session.sessionId))
    await recordAudit(tx, {
      actorId: session.member.id,
      action: 'staff.confirm-password',
      target: { type: 'staff-member', id: session.member.id },
      requestId,
    })
  })
  return true
}

/**
 * Ends every other session of the member whose session `token` is, keeping that one: called when
 * an authenticator app has just been enrolled, so a session opened with the password alone before
 * enrolment (anyone's who knew it) cannot go on into the console once the member has a second
 * factor.
 */
export async function endOtherSessions(db: Database, token: string): Promise<void> {
  const [current] = await db
    .select({ userId: staffSessions.userId })
    .from(staffSessions)
    .where(eq(staffSessions.token, token))
    .limit(1)
  if (!current) return
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, current.userId), ne(staffSessions.token, token)))
}

/**
 * How long an authenticator code stays refused after its use: better-auth accepts a code for its
 * own 30 seconds and one step either side, 90 seconds in all.
 */
export const TOTP_REUSE_WINDOW_MS = 90_000

/**
 * Claims the code that started this session for its member: false when the same member already
 * signed in with this code within the last 90 seconds (someone who watched the code being typed,
 * or a second request replaying it: null, and the session it would have started is ended). The
 * primary key of the used-once table decides, so two requests at once cannot both win.
 */
export async function claimTotpCode(
  db: Database,
  sessionToken: string,
  code: string,
  now: Date = new Date(),
): Promise<{ memberId: string } | null> {
  const [session] = await db
    .select({ userId: staffSessions.userId })
    .from(staffSessions)
    .where(eq(staffSessions.token, sessionToken))
    .limit(1)
  if (!session) return null
  const fresh = await claimOnce(
    db,
    `staff-totp:${session.userId}:${code}`,
    new Date(now.getTime() + TOTP_REUSE_WINDOW_MS),
  )
  if (!fresh) {
    await db.delete(staffSessions).where(eq(staffSessions.token, sessionToken))
    return null
  }
  return { memberId: session.userId }
}

/** Ends one session now (its cookie then names nothing). */
export async function endSession(db: Database, session: StaffSession): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, session.sessionId))
}
