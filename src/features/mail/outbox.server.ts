import 'server-only'
import { sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/client'
import { mailOutbox, type MailAttachment, type MailOutboxRow } from '@/server/db/schema'

export type OutgoingMail = {
  idempotencyKey: string
  to: string
  from: string
  replyTo?: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

/** Waits between attempts: 1 min, 5 min, 30 min, 2 h, 12 h. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const

export type DeliveryOptions = {
  /** Attempts before a message is marked failed (the first send counts). */
  maxAttempts?: number
  /** How many messages one pass claims. */
  batchSize?: number
  /** A 'sending' claim older than this is taken over (its worker died). */
  leaseMs?: number
  now?: () => Date
}

/**
 * Queues a message. Pass the caller's transaction as `db` so the message exists exactly when the
 * caller's own rows do. The same idempotency key is queued once.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<{ queued: boolean }> {
  const inserted = await db
    .insert(mailOutbox)
    .values({ ...mail, replyTo: mail.replyTo ?? null, attachments: mail.attachments ?? [] })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id })
  return { queued: inserted.length > 0 }
}

/**
 * Claims due messages for this worker. FOR UPDATE SKIP LOCKED lets several app instances share one
 * PostgreSQL without two of them taking the same message.
 */
export async function claimDueMail(
  db: Database,
  { batchSize = 10, leaseMs = 10 * 60_000, now = () => new Date() }: DeliveryOptions = {},
): Promise<MailOutboxRow[]> {
  const at = now()
  const staleBefore = new Date(at.getTime() - leaseMs)
  const result = await db.execute(sql`
    update ${mailOutbox}
    set status = 'sending', claimed_at = ${at.toISOString()}, attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where (status = 'pending' and next_attempt_at <= ${at.toISOString()})
         or (status = 'sending' and claimed_at < ${staleBefore.toISOString()})
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, "to", "from", reply_to as "replyTo", subject, text, html, attachments, attempts`)
  return rowsOf<MailOutboxRow>(result)
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
  transport: Transporter,
  mail: MailOutboxRow,
  maxAttempts: number,
  now: () => Date,
): Promise<'sent' | 'retry' | 'failed'> {
  try {
    await transport.sendMail({
      to: mail.to,
      from: mail.from,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    })
    await db.execute(
      sql`update ${mailOutbox} set status = 'sent', sent_at = ${now().toISOString()}, last_error = null where id = ${mail.id}`,
    )
    return 'sent'
  } catch (error) {
    const failed = isPermanent(error) || mail.attempts >= maxAttempts
    const delay = RETRY_DELAYS_MS[Math.min(mail.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0
    const next = new Date(now().getTime() + delay)
    await db.execute(sql`
      update ${mailOutbox}
      set status = ${failed ? 'failed' : 'pending'}, last_error = ${describe(error)},
          next_attempt_at = ${next.toISOString()}, claimed_at = null
      where id = ${mail.id}`)
    return failed ? 'failed' : 'retry'
  }
}

/** One delivery pass: claim what is due and send it. Returns what happened to each message. */
export async function deliverDueMail(
  db: Database,
  transport: Transporter,
  options: DeliveryOptions = {},
): Promise<{ sent: number; retry: number; failed: number }> {
  const { maxAttempts = RETRY_DELAYS_MS.length + 1, now = () => new Date() } = options
  const tally = { sent: 0, retry: 0, failed: 0 }
  for (const mail of await claimDueMail(db, options)) {
    tally[await deliverOne(db, transport, mail, maxAttempts, now)] += 1
  }
  return tally
}
