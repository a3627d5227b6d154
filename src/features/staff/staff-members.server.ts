import 'server-only'
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { staffInvitations, staffSessions, staffUsers } from '@/server/db/schema'
import { recordAudit } from '@/server/audit/audit-log'
import { decide, isStaffRole, type Actor, type Decision, type StaffRole } from './policy'

/**
 * The changes owners and admins make to the staff: a new role, or removal. Each
 * change is decided by the policy first and recorded in the audit log in its own transaction.
 */

type Refusal = Extract<Decision, { allowed: false }> | { allowed: false; reason: 'unknown' }
export type StaffChange = { ok: true; changed: boolean } | { ok: false; refusal: Refusal }

const UNKNOWN: Refusal = { allowed: false, reason: 'unknown' }
const NOT_ANY_MORE: Refusal = { allowed: false, reason: 'role' }

/**
 * The member asking and the member changed, both locked, in id order (two owners changing each
 * other at once take turns, and the second sees the first's change), or the refusal: the one
 * asking was removed or given another role since their request was read, or the other is not a
 * member.
 */
async function lockActorAndMember(db: Database, actor: Actor, memberId: string) {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(inArray(staffUsers.id, [actor.id, memberId]))
    .orderBy(asc(staffUsers.id))
    .for('update')
  const self = rows.find((candidate) => candidate.id === actor.id)
  const row = rows.find((candidate) => candidate.id === memberId)
  if (!self || self.banned || self.role !== actor.role) return { refusal: NOT_ANY_MORE }
  if (!row || !isStaffRole(row.role)) return { refusal: UNKNOWN }
  return { member: { ...row, role: row.role } }
}

/**
 * Gives a member another role. Idempotent: the role they already have changes nothing and records
 * nothing. Their sessions carry on; the new role applies from their next request, since every
 * request reads the role afresh.
 */
export async function changeStaffRole(
  db: Database,
  actor: Actor,
  memberId: string,
  role: StaffRole,
  requestId?: string,
): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    const { member, refusal } = await lockActorAndMember(tx, actor, memberId)
    if (!member) return { ok: false as const, refusal }
    if (member.banned) return { ok: false as const, refusal: UNKNOWN }
    const decision = decide(actor, 'staff.change-role', {
      kind: 'staff-member',
      id: member.id,
      currentRole: member.role,
      role,
    })
    if (!decision.allowed) return { ok: false as const, refusal: decision }
    if (member.role === role) return { ok: true as const, changed: false }
    await tx
      .update(staffUsers)
      .set({ role, updatedAt: new Date() })
      .where(eq(staffUsers.id, member.id))
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'staff.change-role',
      target: { type: 'staff-member', id: member.id },
      requestId,
      detail: { from: member.role, to: role },
    })
    return { ok: true as const, changed: true }
  })
}

/**
 * Removes a member from the staff: they can no longer sign in (the admin plugin refuses a banned
 * user), every session they have ends now, on every instance, since sessions are rows, and the
 * invitations they sent that are still open are revoked. The account is kept, so the audit log
 * still names who did what. Idempotent like the role change.
 */
export async function removeStaffMember(
  db: Database,
  actor: Actor,
  memberId: string,
  requestId?: string,
): Promise<StaffChange> {
  return db.transaction(async (tx) => {
    // Two owners removing each other at once take turns, and the second finds itself removed (so
    // the firm keeps an owner).
    const { member: row, refusal } = await lockActorAndMember(tx, actor, memberId)
    if (!row) return { ok: false as const, refusal }
    const decision = decide(actor, 'staff.remove', {
      kind: 'staff-member',
      id: row.id,
      currentRole: row.role,
    })
    if (!decision.allowed) return { ok: false as const, refusal: decision }
    if (row.banned) return { ok: true as const, changed: false }
    await tx
      .update(staffUsers)
      .set({ banned: true, banReason: 'Removed from the staff', updatedAt: new Date() })
      .where(eq(staffUsers.id, row.id))
    await tx.delete(staffSessions).where(eq(staffSessions.userId, row.id))
    // Invitations they sent and nobody has used yet go with them.
    await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffInvitations.invitedBy, row.id),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'staff.remove',
      target: { type: 'staff-member', id: row.id },
      requestId,
      detail: { role: row.role },
    })
    return { ok: true as const, changed: true }
  })
}

/** A member as the console's staff page lists them. */
export type ListedMember = {
  id: string
  name: string
  email: string
  role: StaffRole
  twoFactorEnabled: boolean
  createdAt: string
}

/** An invitation nobody has used yet, and until when it works. */
export type OpenInvitation = { id: string; email: string; role: StaffRole; expiresAt: string }

/** The staff as it is now (removed members left out) and the invitations still open, by name and date. */
export async function staffOverview(
  db: Database,
  now: Date = new Date(),
): Promise<{ members: ListedMember[]; invitations: OpenInvitation[] }> {
  const [members, invitations] = await Promise.all([
    db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.banned, false))
      .orderBy(asc(staffUsers.name), asc(staffUsers.id)),
    db
      .select()
      .from(staffInvitations)
      .where(
        and(
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .orderBy(asc(staffInvitations.expiresAt)),
  ])
  return {
    members: members.flatMap((row) =>
      isStaffRole(row.role)
        ? [
            {
              id: row.id,
              name: row.name,
              email: row.email,
              role: row.role,
              twoFactorEnabled: row.twoFactorEnabled,
              createdAt: row.createdAt.toISOString(),
            },
          ]
        : [],
    ),
    invitations: invitations.flatMap((row) =>
      isStaffRole(row.role)
        ? [{ id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() }]
        : [],
    ),
  }
}

/** Every member's name by id, removed members too: the audit log still names them. */
export async function staffNames(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, banned: staffUsers.banned })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name))
  return new Map(rows.map((row) => [row.id, row.banned ? `${row.name} (removed)` : row.name]))
}
