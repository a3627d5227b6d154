import 'server-only'
import { and, eq, isNotNull, isNull, like, sql } from 'drizzle-orm'
import { getEnv } from '@/config/env.server'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/client'
import { dueBefore } from '@/server/db/due'
import {
  mailOutbox,
  mailSuppressions,
  type MailAttachment,
  type MailOutboxRow,
} from '@/server/db/schema'
import { log } from '@/server/log'
import { mailLogFields } from './log-fields'
import type { RenderedMail } from './rendered-mail'

export type OutgoingMail = {
  idempotencyKey: string
  to: string
  from: string
  replyTo?: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on list mail). */
  headers?: Record<string, string>
  /** Hold the message until then (a reminder before a meeting); otherwise it is due at once. */
  notBefore?: Date
  /** List mail (an announcement), which a suppressed address does not get. */
  list?: boolean
}

/** Waits between attempts: 1 min, 5 min, 30 min, 2 h, 12 h. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const

/** Where claimed messages go: an SMTP server, or the server log and the local mailbox. */
export type MailSender = {
  /** The status a message gets once this sender has taken it. */
  deliveredStatus: 'sent' | 'delivered_locally'
  send: (mail: MailOutboxRow) => Promise<void>
}

export const DEFAULT_BATCH_SIZE = 10

export type DeliveryOptions = {
  /** Attempts before a message is marked failed (the first send counts). */
  maxAttempts?: number
  /** The wait after each failed attempt (the last one repeats): RETRY_DELAYS_MS unless set. */
  retryDelaysMs?: readonly number[]
  /** How many messages one pass claims. */
  batchSize?: number
  /** A 'sending' claim older than this is taken over (its worker died). */
  leaseMs?: number
  now?: () => Date
  /** Once aborted, messages claimed but not yet started are handed back instead of sent. */
  signal?: AbortSignal
  /** Ids this pass has claimed and not yet settled, for a worker that must release them. */
  inFlight?: Set<string>
}

/**
 * Queues a message. Pass the caller's transaction as `db` so the message exists exactly when the
 * caller's own rows do. The same idempotency key is queued once.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<{ queued: boolean }> {
  const { notBefore, list = false, ...message } = mail
  // List mail to a suppressed address is recorded, not sent: staff see why in the console.
  const suppressed = list && (await isSuppressed(db, mail.to))
  const inserted = await db
    .insert(mailOutbox)
    .values({
      ...message,
      list,
      replyTo: mail.replyTo ?? null,
      attachments: mail.attachments ?? [],
      headers: mail.headers ?? {},
      ...(notBefore ? { nextAttemptAt: notBefore } : {}),
      ...(suppressed ? { status: 'withdrawn' as const, lastError: SUPPRESSED_NOTE } : {}),
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id })
  return { queued: inserted.length > 0 }
}

/**
 * Queues a message a feature's template rendered, from the site's sender (MAIL_FROM): what
 * features call to send mail. Pass the caller's transaction as `db`; the same idempotency key is
 * queued once.
 */
export function queueMail(
  db: Database,
  message: {
    idempotencyKey: string
    to: string
    mail: RenderedMail
    headers?: Record<string, string>
    notBefore?: Date
    /** List mail (an announcement): not for a suppressed address. */
    list?: boolean
  },
): Promise<{ queued: boolean }> {
  const { idempotencyKey, to, mail, headers, notBefore, list } = message
  return enqueueMail(db, {
    idempotencyKey,
    to,
    from: getEnv().MAIL_FROM,
    ...mail,
    ...(headers ? { headers } : {}),
    ...(notBefore ? { notBefore } : {}),
    ...(list ? { list } : {}),
  })
}

/**
 * Withdraws messages not sent yet whose idempotency key starts with `keyPrefix` (a reminder for a
 * meeting that was cancelled or moved). Run it in the caller's transaction. Messages a worker is
 * sending at this moment, or has sent, stay as they are.
 */
export async function withdrawMail(db: Database, keyPrefix: string): Promise<number> {
  const pattern = `${keyPrefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const withdrawn = await db
    .update(mailOutbox)
    .set({ status: 'withdrawn' })
    .where(and(eq(mailOutbox.status, 'pending'), like(mailOutbox.idempotencyKey, pattern)))
    .returning({ id: mailOutbox.id })
  return withdrawn.length
}

/** What a list message to a suppressed address says in the outbox instead of being sent. */
export const SUPPRESSED_NOTE = 'Not sent: list mail to a suppressed address.'

/** Failed attempts in a row, answered by the receiving server, that suppress an address. */
export const FAILURES_BEFORE_SUPPRESSION = 3

async function isSuppressed(db: Database, address: string): Promise<boolean> {
  const [row] = await db
    .select({ address: mailSuppressions.address })
    .from(mailSuppressions)
    .where(
      and(
        eq(mailSuppressions.address, address.toLowerCase()),
        isNotNull(mailSuppressions.suppressedAt),
      ),
    )
  return row !== undefined
}

/**
 * Withdraws the list mail still queued for addresses suppressed since it was queued; each pass
 * does it before claiming, so none of it is sent.
 */
async function withdrawSuppressedListMail(db: Database): Promise<void> {
  await db.execute(sql`
    update ${mailOutbox} set status = 'withdrawn', last_error = ${SUPPRESSED_NOTE}
    where status = 'pending' and list and lower("to") in (
      select address from ${mailSuppressions} where suppressed_at is not null)`)
}

/**
 * Counts a failed attempt against its address. A failure the receiving server answered counts:
 * a permanent refusal (5xx) suppresses the address at once, a third temporary one (4xx) in a
 * row too. A server that cannot be reached at all says nothing about the address (an outage of
 * our own SMTP relay must not suppress everyone), so it is not counted.
 */
async function countFailure(db: Database, mail: MailOutboxRow, error: unknown, now: Date) {
  const code = (error as { responseCode?: number }).responseCode
  if (typeof code !== 'number') return
  const permanent = code >= 500 && code < 600
  const at = now.toISOString()
  await db.execute(sql`
    insert into ${mailSuppressions}
      (address, failed_attempts, suppressed_at, reason, last_error, updated_at)
    values (lower(${mail.to}), 1, ${permanent ? at : null}, ${permanent ? 'rejected' : null},
      ${describe(error)}, ${at})
    on conflict (address) do update set
      failed_attempts = ${mailSuppressions}.failed_attempts + 1,
      suppressed_at = coalesce(${mailSuppressions}.suppressed_at,
        case when ${permanent} or ${mailSuppressions}.failed_attempts + 1 >= ${FAILURES_BEFORE_SUPPRESSION}
        then ${at}::timestamptz end),
      reason = coalesce(${mailSuppressions}.reason,
        case when ${permanent} then 'rejected'
             when ${mailSuppressions}.failed_attempts + 1 >= ${FAILURES_BEFORE_SUPPRESSION} then 'failures' end),
      last_error = excluded.last_error, updated_at = excluded.updated_at`)
}

/** A delivered message clears its address's count of failures (not a suppression: staff lift those). */
async function countSuccess(db: Database, mail: MailOutboxRow) {
  await db
    .update(mailSuppressions)
    .set({ failedAttempts: 0 })
    .where(
      and(
        eq(mailSuppressions.address, mail.to.toLowerCase()),
        isNull(mailSuppressions.suppressedAt),
      ),
    )
}

/**
 * Claims due messages for this worker. FOR UPDATE SKIP LOCKED lets several app instances share one
 * PostgreSQL without two of them taking the same message.
 */
export async function claimDueMail(
  db: Database,
  {
    batchSize = DEFAULT_BATCH_SIZE,
    leaseMs = 10 * 60_000,
    now = () => new Date(),
  }: DeliveryOptions = {},
): Promise<MailOutboxRow[]> {
  const at = now()
  const staleBefore = new Date(at.getTime() - leaseMs)
  const result = await db.execute(sql`
    update ${mailOutbox}
    set status = 'sending', claimed_at = ${at.toISOString()}, attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where (status = 'pending' and next_attempt_at < ${dueBefore(at)})
         or (status = 'sending' and claimed_at < ${staleBefore.toISOString()})
      order by next_attempt_at, created_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, idempotency_key as "idempotencyKey", "to", "from", reply_to as "replyTo", subject,
      text, html, attachments, headers, attempts, next_attempt_at as "nextAttemptAt",
      created_at as "createdAt"`)
  // RETURNING has no order of its own: send the oldest due message first.
  const dueOrder = (row: MailOutboxRow) =>
    `${new Date(row.nextAttemptAt).toISOString()} ${new Date(row.createdAt).toISOString()}`
  return rowsOf<MailOutboxRow>(result).sort((a, b) => dueOrder(a).localeCompare(dueOrder(b)))
}

/** SMTP 5xx answers are permanent: retrying the same message cannot succeed. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500)
}

async function deliverOne(
  db: Database,
  sender: MailSender,
  mail: MailOutboxRow,
  maxAttempts: number,
  retryDelaysMs: readonly number[],
  now: () => Date,
): Promise<'sent' | 'retry' | 'failed'> {
  try {
    await sender.send(mail)
    await db.execute(sql`
      update ${mailOutbox}
      set status = ${sender.deliveredStatus}, sent_at = ${now().toISOString()}, last_error = null,
          claimed_at = null, last_attempt_at = ${now().toISOString()}
      where id = ${mail.id}`)
    await countSuccess(db, mail)
    return 'sent'
  } catch (error) {
    const failed = isPermanent(error) || mail.attempts >= maxAttempts
    const delay = retryDelaysMs[Math.min(mail.attempts, retryDelaysMs.length) - 1] ?? 0
    const next = new Date(now().getTime() + delay)
    await db.execute(sql`
      update ${mailOutbox}
      set status = ${failed ? 'failed' : 'pending'}, last_error = ${describe(error)},
          next_attempt_at = ${next.toISOString()}, claimed_at = null,
          last_attempt_at = ${now().toISOString()}
      where id = ${mail.id}`)
    await countFailure(db, mail, error, now())
    const fields = { ...mailLogFields(mail), attempts: mail.attempts, error: describe(error) }
    if (failed) log.error('mail delivery failed for good', fields)
    else log.warn('mail delivery failed, will retry', { ...fields, retryAt: next.toISOString() })
    return failed ? 'failed' : 'retry'
  }
}

/**
 * Hands claimed messages back to the queue untouched, as if never claimed: used when a worker
 * stops before sending them.
 */
export async function releaseMail(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  await db.execute(sql`
    update ${mailOutbox}
    set status = 'pending', claimed_at = null, attempts = greatest(attempts - 1, 0)
    where status = 'sending' and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
}

/** One delivery pass: claim what is due and hand it to the sender. */
export async function deliverDueMail(
  db: Database,
  sender: MailSender,
  options: DeliveryOptions = {},
): Promise<{ sent: number; retry: number; failed: number; released: number }> {
  const {
    maxAttempts = RETRY_DELAYS_MS.length + 1,
    retryDelaysMs = RETRY_DELAYS_MS,
    now = () => new Date(),
    signal,
  } = options
  const inFlight = options.inFlight ?? new Set<string>()
  const tally = { sent: 0, retry: 0, failed: 0, released: 0 }
  await withdrawSuppressedListMail(db)
  const claimed = await claimDueMail(db, options)
  for (const mail of claimed) inFlight.add(mail.id)
  for (const [index, mail] of claimed.entries()) {
    if (signal?.aborted) {
      // Only what is still ours: a stopping worker may have handed some back already.
      const rest = claimed
        .slice(index)
        .map((unsent) => unsent.id)
        .filter((id) => inFlight.has(id))
      await releaseMail(db, rest)
      for (const id of rest) inFlight.delete(id)
      tally.released = rest.length
      break
    }
    tally[await deliverOne(db, sender, mail, maxAttempts, retryDelaysMs, now)] += 1
    inFlight.delete(mail.id)
  }
  return tally
}
