import 'server-only'
import { createHash } from 'node:crypto'
import { and, count, desc, eq, gte, isNotNull, like, lt, or, type SQL } from 'drizzle-orm'
import { recordAudit } from '@/server/audit/audit-log'
import type { Database } from '@/server/db/client'
import { mailOutbox, mailSuppressions } from '@/server/db/schema'

/*
 * The outbox as the console shows it (issue 29, decision 045): every message with its status,
 * attempts and last error, never its body; a failed message sent again; and whether anything
 * failed for good lately, for the console's home.
 */

/**
 * What kind of mail a message is, read from its idempotency key's first part, which each
 * feature's mail module writes (`consultation:…`, `account-reset:…`). A new key prefix shows
 * as "Other" until it is named here.
 */
export const MAIL_KINDS = [
  { id: 'consultation', label: 'Consultation', prefixes: ['consultation:'] },
  { id: 'reminder', label: 'Consultation reminder', prefixes: ['consultation-reminder:'] },
  { id: 'account', label: 'Visitor account', prefixes: ['account-'] },
  {
    id: 'subscription',
    label: 'Subscription',
    prefixes: ['webinar-subscription:', 'webinar-unsubscribed:'],
  },
  { id: 'announcement', label: 'Webinar announcement', prefixes: ['webinar-announcement:'] },
  {
    id: 'registration',
    label: 'Webinar registration',
    prefixes: [
      'webinar-registration:',
      'webinar-time-changed:',
      'webinar-cancelled:',
      'webinar-replay:',
    ],
  },
  { id: 'webinar-reminder', label: 'Webinar reminder', prefixes: ['webinar-reminder:'] },
  { id: 'staff', label: 'Staff invitation', prefixes: ['staff-invitation:'] },
] as const

export type MailKind = (typeof MAIL_KINDS)[number]['id']

export const isMailKind = (value: string): value is MailKind =>
  MAIL_KINDS.some((kind) => kind.id === value)

/** The label of a message's kind, from its idempotency key. */
export function mailKindLabel(idempotencyKey: string): string {
  const kind = MAIL_KINDS.find((candidate) =>
    candidate.prefixes.some((prefix) => idempotencyKey.startsWith(prefix)),
  )
  return kind?.label ?? 'Other'
}

/** The statuses staff filter by; 'sent' covers the local mailbox's 'delivered_locally'. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'withdrawn'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export type OutboxFilter = {
  status?: OutboxStatus
  kind?: MailKind
  /** Queued from this instant (inclusive) to `before` (exclusive). */
  from?: Date
  before?: Date
  /** List mail only (announcements, reminders, recordings): all marketing may see. */
  listOnly?: boolean
}

/** A message as the console lists it: who, what, how it went; no body, no attachments. */
export type OutboxEntry = {
  id: string
  to: string
  subject: string
  kind: string
  status: OutboxStatus
  attempts: number
  lastError: string | null
  createdAt: Date
  lastAttemptAt: Date | null
  sentAt: Date | null
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

function conditionsOf(filter: OutboxFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filter.status === 'sent') {
    conditions.push(or(eq(mailOutbox.status, 'sent'), eq(mailOutbox.status, 'delivered_locally')))
  } else if (filter.status) {
    conditions.push(eq(mailOutbox.status, filter.status))
  }
  if (filter.kind) {
    const kind = MAIL_KINDS.find((candidate) => candidate.id === filter.kind)!
    conditions.push(
      or(
        ...kind.prefixes.map((prefix) => like(mailOutbox.idempotencyKey, `${escapeLike(prefix)}%`)),
      ),
    )
  }
  if (filter.from) conditions.push(gte(mailOutbox.createdAt, filter.from))
  if (filter.before) conditions.push(lt(mailOutbox.createdAt, filter.before))
  if (filter.listOnly) conditions.push(eq(mailOutbox.list, true))
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** One page of messages matching the filter, newest first, with how many match in all. */
export async function listOutbox(
  db: Database,
  filter: OutboxFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: OutboxEntry[]; total: number }> {
  const where = conditionsOf(filter)
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        idempotencyKey: mailOutbox.idempotencyKey,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        lastAttemptAt: mailOutbox.lastAttemptAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ])
  return {
    rows: rows.map(({ idempotencyKey, status, ...row }) => ({
      ...row,
      kind: mailKindLabel(idempotencyKey),
      status: status === 'delivered_locally' ? 'sent' : status,
    })),
    total: totals?.total ?? 0,
  }
}

const WEEK_MS = 7 * 24 * 60 * 60_000

/**
 * How many messages failed for good in the last seven days (the console home's banner); with
 * `listOnly`, of list mail alone.
 */
export async function recentFailures(
  db: Database,
  now: Date = new Date(),
  { listOnly = false }: { listOnly?: boolean } = {},
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'failed'),
        gte(mailOutbox.lastAttemptAt, new Date(now.getTime() - WEEK_MS)),
        listOnly ? eq(mailOutbox.list, true) : undefined,
      ),
    )
  return row?.total ?? 0
}

/**
 * Sends a failed message again: it is due at once and gets one more attempt (a permanent
 * rejection or another failure marks it failed again). Audited in the same transaction; a
 * message that is not failed (sent meanwhile, or already queued again) is left alone.
 */
export async function resendFailedMail(
  db: Database,
  id: string,
  change: { staffId: string; requestId?: string },
  now: Date = new Date(),
): Promise<{ ok: true } | { ok: false; reason: 'unknown' | 'not-failed' }> {
  return db.transaction(async (tx) => {
    const [requeued] = await tx
      .update(mailOutbox)
      .set({ status: 'pending', nextAttemptAt: now })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning({ id: mailOutbox.id, attempts: mailOutbox.attempts })
    if (!requeued) {
      const [exists] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id))
      return { ok: false as const, reason: exists ? ('not-failed' as const) : ('unknown' as const) }
    }
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'mail.resend',
      target: { type: 'mail', id },
      requestId: change.requestId,
      detail: { attemptsBefore: requeued.attempts },
    })
    return { ok: true as const }
  })
}

/** An address list mail no longer goes to, as the console lists it. */
export type SuppressedAddress = {
  address: string
  reason: 'rejected' | 'failures'
  suppressedAt: Date
  lastError: string | null
}

/** The suppressed addresses, most recent first. */
export async function listSuppressions(db: Database, limit = 200): Promise<SuppressedAddress[]> {
  const rows = await db
    .select()
    .from(mailSuppressions)
    .where(isNotNull(mailSuppressions.suppressedAt))
    .orderBy(desc(mailSuppressions.suppressedAt))
    .limit(limit)
  return rows.map((row) => ({
    address: row.address,
    reason: row.reason === 'rejected' ? 'rejected' : 'failures',
    suppressedAt: row.suppressedAt!,
    lastError: row.lastError,
  }))
}

/**
 * Lifts an address's suppression (the person's mailbox works again): list mail goes to it again
 * and its failures are counted afresh. Audited by a fingerprint of the address, which the log
 * does not keep.
 */
export async function liftSuppression(
  db: Database,
  address: string,
  change: { staffId: string; requestId?: string },
): Promise<{ ok: boolean }> {
  return db.transaction(async (tx) => {
    const lifted = await tx
      .delete(mailSuppressions)
      .where(
        and(
          eq(mailSuppressions.address, address.toLowerCase()),
          isNotNull(mailSuppressions.suppressedAt),
        ),
      )
      .returning({ address: mailSuppressions.address })
    if (lifted.length === 0) return { ok: false }
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'mail.lift-suppression',
      target: {
        type: 'mail-address',
        id: createHash('sha256').update(lifted[0]!.address).digest('hex').slice(0, 16),
      },
      requestId: change.requestId,
    })
    return { ok: true }
  })
}
