import 'server-only'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { staffAccounts, staffInvitations, staffUsers } from '@/server/db/schema'
import { recordAudit } from '@/server/audit/audit-log'
import { queueMail } from '@/server/mail/outbox.server'
import { publicUrl } from '@/server/public-origin'
import { hashPassword } from '@/server/security/password-hash'
import { renderStaffInvitation } from './mail/staff-invitation'
import { decide, type Actor, type StaffRole } from './policy'

/**
 * Invitations to the staff (decision 041): the only way a staff account comes to exist. An
 * invitation is a random token whose SHA-256 is stored; its link works once, for 48 hours. The
 * row, its e-mail and its audit entry are written in one transaction.
 */

export const INVITATION_HOURS = 48

/** Where an invitation's link lands. */
export const INVITATION_PATH = '/staff/invitation'

/** The token is 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export const invitationUrl = (token: string) =>
  publicUrl(`${INVITATION_PATH}?token=${encodeURIComponent(token)}`)

/** Who is inviting: a staff member (as the policy knows them, and their name), or the operator's command line (null). */
export type Inviter = (Actor & { name: string }) | null

export type InvitationSent = {
  ok: true
  invitationId: string
  /** The one-time link; shown to the operator's command line, e-mailed to the invitee. */
  url: string
  expiresAt: Date
}

/**
 * `member`: the address already belongs to a staff member, so nothing was sent; `forbidden`: the
 * inviter's role may not invite with this role.
 */
export type InvitationRefused = { ok: false; reason: 'member' | 'forbidden' }

/**
 * Invites `email` with `role`. An earlier invitation to the same address that is still open is
 * revoked, so only the newest link works. Addresses are compared lowercased, as better-auth
 * stores them.
 */
export async function inviteStaff(
  db: Database,
  invitation: { email: string; role: StaffRole },
  { inviter, requestId, now = new Date() }: { inviter: Inviter; requestId?: string; now?: Date },
): Promise<InvitationSent | InvitationRefused> {
  if (
    inviter &&
    !decide(inviter, 'staff.invite', { kind: 'role', role: invitation.role }).allowed
  ) {
    return { ok: false, reason: 'forbidden' }
  }
  const email = invitation.email.trim().toLowerCase()
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000)
  return db.transaction(async (tx) => {
    if (inviter) {
      // The inviter as they are now, locked: one removed (or given another role) since their
      // request was read invites no one, and a removal running at the same time waits, then
      // revokes this invitation with the others they sent.
      const [self] = await tx
        .select({ role: staffUsers.role, banned: staffUsers.banned })
        .from(staffUsers)
        .where(eq(staffUsers.id, inviter.id))
        .for('update')
      if (!self || self.banned || self.role !== inviter.role) {
        return { ok: false as const, reason: 'forbidden' as const }
      }
    }
    const [member] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email))
      .limit(1)
    if (member) return { ok: false as const, reason: 'member' as const }
    await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email,
        role: invitation.role,
        tokenHash: hashToken(token),
        invitedBy: inviter?.id ?? null,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: staffInvitations.id })
    if (!row) throw new Error('the invitation was not stored')
    const url = invitationUrl(token)
    await queueMail(tx, {
      idempotencyKey: `staff-invitation:${row.id}`,
      to: email,
      mail: renderStaffInvitation({
        invitedBy: inviter?.name,
        role: invitation.role,
        acceptUrl: url,
        expiresInHours: INVITATION_HOURS,
      }),
    })
    await recordAudit(tx, {
      actorId: inviter?.id ?? null,
      action: 'staff.invite',
      target: { type: 'invitation', id: row.id },
      requestId,
      detail: { role: invitation.role },
    })
    return { ok: true as const, invitationId: row.id, url, expiresAt }
  })
}

/** What an invitation link leads to. */
export type InvitationLookup =
  | { state: 'open'; email: string; role: StaffRole; expiresAt: Date }
  | { state: 'unknown' | 'used' | 'expired' }

async function invitationFor(db: Database, token: string) {
  if (!TOKEN.test(token)) return undefined
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)))
    .limit(1)
  return row
}

/** The invitation behind a link, and whether it can still be used. */
export async function findInvitation(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<InvitationLookup> {
  const row = await invitationFor(db, token)
  if (!row || row.revokedAt) return { state: 'unknown' }
  if (row.acceptedAt) return { state: 'used' }
  if (row.expiresAt <= now) return { state: 'expired' }
  return { state: 'open', email: row.email, role: row.role as StaffRole, expiresAt: row.expiresAt }
}

export type AcceptedInvitation = { ok: true; userId: string; email: string; role: StaffRole }

/**
 * Uses an invitation: marks it accepted and creates the staff member with its role and the chosen
 * name and password, in one transaction. The conditional update is what makes the link single-use:
 * of two requests with the same token, one updates the row and the other finds nothing to update.
 * The password has already passed the password rules (the route checks them).
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  account: { name: string; password: string },
  { requestId, now = new Date() }: { requestId?: string; now?: Date } = {},
): Promise<
  AcceptedInvitation | { ok: false; lookup: Exclude<InvitationLookup, { state: 'open' }> }
> {
  if (!TOKEN.test(token)) return { ok: false, lookup: { state: 'unknown' } }
  const passwordHash = await hashPassword(account.password)
  const accepted = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(token)),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning()
    if (!invitation) return undefined
    const userId = randomUUID()
    const role = invitation.role as StaffRole
    await tx.insert(staffUsers).values({
      id: userId,
      name: account.name,
      email: invitation.email,
      emailVerified: true,
      role,
      createdAt: now,
      updatedAt: now,
    })
    await tx.insert(staffAccounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    })
    await recordAudit(tx, {
      actorId: userId,
      action: 'staff.join',
      target: { type: 'staff-member', id: userId },
      requestId,
      detail: { role, invitation: invitation.id },
    })
    return { ok: true as const, userId, email: invitation.email, role }
  })
  if (accepted) return accepted
  const lookup = await findInvitation(db, token, now)
  return { ok: false, lookup: lookup.state === 'open' ? { state: 'used' } : lookup }
}
