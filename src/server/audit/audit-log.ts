import 'server-only'
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { auditLog, type AuditLogRow } from '@/server/db/schema'

/**
 * The staff audit log (decision 040): every staff mutation records one entry in the transaction
 * that makes the change, so a change and its record are committed together or not at all. The
 * table only grows (a trigger refuses updates and deletes); `deleteExpiredAudit` is the one
 * delete it lets through.
 */

/**
 * `area.verb` or `area.verb-object`, lowercase, either part hyphenated
 * (`booking-rules.manage`): how the staff policy names its actions.
 */
const ACTION = /^[a-z]{1,32}(?:-[a-z]{1,32}){0,3}\.[a-z]{1,32}(?:-[a-z]{1,32}){0,3}$/
/** A target's type (`consultation`, `staff-member`) and id: short, no spaces. */
const NAME = /^[A-Za-z0-9_-]{1,64}$/

/** Enumerated facts about an action (a role, a status, a count): never a visitor's data. */
export type AuditDetail = Record<string, string | number | boolean | null>

export type AuditEntry = {
  /** The staff member; null for the operator's command line. */
  actorId: string | null
  action: string
  target?: { type: string; id: string }
  requestId?: string
  detail?: AuditDetail
}

/** The longest string a detail may hold: enough for a role or a status, too short for prose. */
const DETAIL_VALUE_MAX = 64

/** Whether the log takes this name for an action (every policy action must be one). */
export const isAuditAction = (action: string) => ACTION.test(action)

function checked(entry: AuditEntry): AuditEntry {
  if (!isAuditAction(entry.action)) throw new Error(`not an audit action: ${entry.action}`)
  if (entry.target && (!NAME.test(entry.target.type) || !NAME.test(entry.target.id))) {
    throw new Error('an audit target is a type and an id')
  }
  for (const [key, value] of Object.entries(entry.detail ?? {})) {
    if (!NAME.test(key) || (typeof value === 'string' && value.length > DETAIL_VALUE_MAX)) {
      throw new Error(`audit detail ${key} is not a short enumerated value`)
    }
  }
  return entry
}

/** Appends one entry; pass the transaction that makes the change. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  const { actorId, action, target, requestId, detail } = checked(entry)
  await db.insert(auditLog).values({
    actorId,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    requestId: requestId ?? null,
    detail: detail ?? null,
  })
}

export type AuditFilter = {
  actorId?: string
  action?: string
  target?: { type: string; id?: string }
  /** From this instant (inclusive) to `before` (exclusive). */
  from?: Date
  before?: Date
}

export type AuditPage = { rows: AuditLogRow[]; total: number }

/** One page of entries matching the filter, newest first, with how many match in all. */
export async function listAudit(
  db: Database,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<AuditPage> {
  const conditions: SQL[] = []
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId))
  if (filter.action) conditions.push(eq(auditLog.action, filter.action))
  if (filter.target) {
    conditions.push(eq(auditLog.targetType, filter.target.type))
    if (filter.target.id) conditions.push(eq(auditLog.targetId, filter.target.id))
  }
  if (filter.from) conditions.push(gte(auditLog.at, filter.from))
  if (filter.before) conditions.push(lt(auditLog.at, filter.before))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit)
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where)
  return { rows, total: totals?.total ?? 0 }
}

const DAY_MS = 24 * 60 * 60_000

/**
 * Deletes the entries older than the retention period, the only delete the table's trigger
 * allows: the permission is set for this transaction alone. Safe on every instance at once.
 */
export async function deleteExpiredAudit(
  db: Database,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('northbridge.audit_retention', 'on', true)`)
    const deleted = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, cutoff))
      .returning({ id: auditLog.id })
    return deleted.length
  })
}

/** The actions the log holds, for the viewer's filter. */
export async function auditActions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(auditLog.action)
  return rows.map((row) => row.action)
}
