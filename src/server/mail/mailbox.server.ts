import 'server-only'
import { desc, eq, sql } from 'drizzle-orm'
import { z } from '@/lib/zod'
import { getEnv, isProductionDeployment, type Env } from '@/config/env.server'
import type { Database } from '@/server/db/client'
import { getDb } from '@/server/db/instance'
import { mailOutbox, type MailOutboxRow } from '@/server/db/schema'
import { isLoopbackRequest } from '@/server/peer-address'

/**
 * Whether this server has a mailbox at all. It shows what the site would have e-mailed, links to
 * password resets and sign-up confirmations included, so: only while no SMTP server is
 * configured, and never in a production deployment or behind a proxy (TRUSTED_PROXY_HEADER)
 * unless the operator says `MAILBOX=on`. `MAILBOX=off` closes it everywhere.
 */
export function mailboxEnabled(env: Env): boolean {
  if (env.SMTP_URL || env.MAILBOX === 'off') return false
  if (env.MAILBOX === 'on') return true
  return !env.TRUSTED_PROXY_HEADER && !isProductionDeployment(env)
}

/**
 * The mailbox answers a request only when it is enabled and the request came straight from this
 * machine: a loopback socket and no forwarding header of any kind (src/server/peer-address.ts).
 * Every /dev/mailbox address asks this first.
 */
export function mailboxIsOpen(headers: Headers, env: Env = getEnv()): boolean {
  return mailboxEnabled(env) && isLoopbackRequest(headers)
}

/** The newest messages the mailbox lists; older ones stay in the outbox table. */
export const MAILBOX_LIMIT = 200

/** `?to=` as typed: matched case-insensitively; anything unusable means "everyone". */
export const MailboxFilterSchema = z.object({
  to: z.string().trim().toLowerCase().min(1).max(320).optional().catch(undefined),
})

export type MailboxFilter = z.infer<typeof MailboxFilterSchema>

export type MailboxMessage = Pick<
  MailOutboxRow,
  | 'id'
  | 'to'
  | 'from'
  | 'replyTo'
  | 'subject'
  | 'text'
  | 'html'
  | 'attachments'
  | 'status'
  | 'createdAt'
  | 'sentAt'
>

const columns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  from: mailOutbox.from,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  attachments: mailOutbox.attachments,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
}

/** Messages in the outbox, newest first, optionally for one recipient. */
export async function listMailbox(db: Database, filter: MailboxFilter = {}) {
  return db
    .select(columns)
    .from(mailOutbox)
    .where(filter.to ? eq(sql`lower(${mailOutbox.to})`, filter.to) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAILBOX_LIMIT)
}

const IdSchema = z.uuid()

/** One message by id; undefined for an unknown or malformed id. */
export async function getMailboxMessage(
  db: Database,
  id: string,
): Promise<MailboxMessage | undefined> {
  if (!IdSchema.safeParse(id).success) return undefined
  const [message] = await db.select(columns).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1)
  return message
}

/** One message for a request: undefined when the mailbox is closed to it or the id is unknown. */
export async function openMailboxMessage(
  headers: Headers,
  id: string,
): Promise<MailboxMessage | undefined> {
  return mailboxIsOpen(headers) ? getMailboxMessage(getDb(), id) : undefined
}

/** The JSON view's shape: what a test or script needs to read a message. */
export function toMailboxJson(message: MailboxMessage) {
  return {
    id: message.id,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    createdAt: message.createdAt.toISOString(),
  }
}
