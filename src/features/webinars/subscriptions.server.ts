import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { publicUrl } from '@/server/public-origin'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/client'
import {
  webinarAnnouncements,
  webinarSubscriptions,
  type WebinarSubscriptionRow,
} from '@/server/db/schema'
import { consumeRateLimit } from '@/server/rate-limit/rate-limit'
import { signLinkValue, verifyLinkValue } from '@/server/signed-link'
import { isUpcoming, type Webinar } from './webinar'

/** The links a subscriber's e-mails carry. */
export type SubscriptionLinks = {
  /** Page that confirms the subscription (double opt-in). */
  confirmUrl: string
  /** Page that unsubscribes in one click. */
  unsubscribeUrl: string
  /** RFC 8058 one-click endpoint for mail clients (List-Unsubscribe-Post). */
  oneClickUnsubscribeUrl: string
  /** Page that puts a departed subscriber back on the list. */
  resubscribeUrl: string
}

/**
 * The e-mails of a subscription, queued inside the transaction that changes it, so a sign-up and
 * its confirmation e-mail are committed together. src/app wires in the mail feature.
 */
export type SubscriptionMailer = {
  confirm: (tx: Database, to: SubscriberMail) => Promise<void>
  unsubscribed: (tx: Database, to: SubscriberMail) => Promise<void>
  announce: (tx: Database, to: SubscriberMail, webinar: Webinar) => Promise<void>
}

export type SubscriberMail = { subscriptionId: string; email: string; links: SubscriptionLinks }

/** Confirmation e-mails one address can be sent a day, whoever asks: nobody can mail-bomb it. */
export const CONFIRMATIONS_PER_ADDRESS = {
  name: 'webinar-confirmations',
  limit: 3,
  windowMs: 24 * 60 * 60_000,
}

const subscriptionPath = (action: string, token: string) =>
  publicUrl(`/insights/webinars/subscription/${action}?token=${encodeURIComponent(token)}`)

/** The links of one subscription; the confirm link is only good for the current sign-up. */
export function subscriptionLinks(row: Pick<WebinarSubscriptionRow, 'id' | 'requestedAt'>) {
  const confirm = signLinkValue(
    'webinar-subscription-confirm',
    `${row.id}.${row.requestedAt.getTime()}`,
  )
  const unsubscribe = signLinkValue('webinar-subscription-unsubscribe', row.id)
  return {
    confirmUrl: subscriptionPath('confirm', confirm),
    unsubscribeUrl: subscriptionPath('unsubscribe', unsubscribe),
    oneClickUnsubscribeUrl: publicUrl(
      `/api/webinars/subscriptions/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
    ),
    resubscribeUrl: subscriptionPath(
      'resubscribe',
      signLinkValue('webinar-subscription-resubscribe', row.id),
    ),
  } satisfies SubscriptionLinks
}

const mailFor = (row: WebinarSubscriptionRow): SubscriberMail => ({
  subscriptionId: row.id,
  email: row.email,
  links: subscriptionLinks(row),
})

/**
 * Signs an address up for webinar announcements. Whatever the address's history, the caller
 * answers the same, so the form reveals nothing about who is subscribed:
 * - new, or unsubscribed earlier: a pending subscription and a confirmation e-mail;
 * - pending: the confirmation e-mail again (with a fresh link);
 * - confirmed: nothing changes and nothing is sent.
 * Confirmation e-mails to one address are capped per day (the cap is silent too).
 */
export async function subscribe(
  db: Database,
  address: string,
  mailer: SubscriptionMailer,
  now: Date = new Date(),
): Promise<void> {
  const email = address.trim().toLowerCase()
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webinarSubscriptions)
      .values({ email, status: 'pending', requestedAt: now, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: webinarSubscriptions.email,
        // A confirmed subscriber stays as they are; anyone else starts a fresh sign-up.
        set: {
          status: sql`case when ${webinarSubscriptions.status} = 'confirmed' then 'confirmed'::webinar_subscription_status else 'pending'::webinar_subscription_status end`,
          requestedAt: sql`case when ${webinarSubscriptions.status} = 'confirmed' then ${webinarSubscriptions.requestedAt} else ${now.toISOString()}::timestamptz end`,
          updatedAt: now,
        },
      })
      .returning()
    if (!row || row.status !== 'pending') return
    const verdict = await consumeRateLimit(tx, CONFIRMATIONS_PER_ADDRESS, email, now)
    if (!verdict.allowed) return
    await mailer.confirm(tx, mailFor(row))
  })
}

async function subscriptionById(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(webinarSubscriptions)
    .where(eq(webinarSubscriptions.id, id))
    .limit(1)
  return row ?? null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export type LinkOutcome =
  | { outcome: 'done'; email: string }
  | { outcome: 'unchanged'; email: string }
  | { outcome: 'invalid' }

/**
 * The confirm link: a pending sign-up becomes a subscription. Confirming again says so; a link
 * from an older sign-up (the address left or signed up again since) is no longer good.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<LinkOutcome> {
  const value = verifyLinkValue('webinar-subscription-confirm', token)
  const [id, requestedAt] = value?.split('.') ?? []
  if (!id || !UUID.test(id) || !requestedAt) return { outcome: 'invalid' }
  const row = await subscriptionById(db, id)
  if (!row || String(row.requestedAt.getTime()) !== requestedAt) return { outcome: 'invalid' }
  if (row.status === 'confirmed') return { outcome: 'unchanged', email: row.email }
  if (row.status !== 'pending') return { outcome: 'invalid' }
  await db
    .update(webinarSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(and(eq(webinarSubscriptions.id, id), eq(webinarSubscriptions.status, 'pending')))
  return { outcome: 'done', email: row.email }
}

/**
 * The unsubscribe link (and the one-click endpoint): off the list at once, a last e-mail saying
 * so with the way back. Following the link again changes nothing and sends nothing.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  mailer: SubscriptionMailer,
  now: Date = new Date(),
): Promise<LinkOutcome> {
  const id = verifyLinkValue('webinar-subscription-unsubscribe', token)
  if (!id || !UUID.test(id)) return { outcome: 'invalid' }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webinarSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
      .where(
        and(eq(webinarSubscriptions.id, id), sql`${webinarSubscriptions.status} <> 'unsubscribed'`),
      )
      .returning()
    if (row) {
      await mailer.unsubscribed(tx, mailFor(row))
      return { outcome: 'done', email: row.email }
    }
    const existing = await subscriptionById(tx, id)
    return existing ? { outcome: 'unchanged', email: existing.email } : { outcome: 'invalid' }
  })
}

/**
 * The 'subscribe again' link of the unsubscribe e-mail: the address had confirmed before, so it
 * is confirmed again at once.
 */
export async function resubscribe(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<LinkOutcome> {
  const id = verifyLinkValue('webinar-subscription-resubscribe', token)
  if (!id || !UUID.test(id)) return { outcome: 'invalid' }
  const row = await subscriptionById(db, id)
  if (!row) return { outcome: 'invalid' }
  if (row.status === 'confirmed') return { outcome: 'unchanged', email: row.email }
  if (!row.confirmedAt) return { outcome: 'invalid' }
  await db
    .update(webinarSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now, unsubscribedAt: null, updatedAt: now })
    .where(eq(webinarSubscriptions.id, id))
  return { outcome: 'done', email: row.email }
}

/**
 * Announces a published, upcoming webinar to every confirmed subscriber who has not had it yet,
 * in one transaction: the announcement rows and their e-mails are committed together, and a
 * subscriber already announced to is skipped however often this runs. Answers how many were sent.
 */
export async function announceWebinar(
  db: Database,
  webinar: Webinar,
  mailer: SubscriptionMailer,
  now: Date = new Date(),
): Promise<{ announced: number }> {
  if (!webinar.isPublished || !isUpcoming(webinar, now)) return { announced: 0 }
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ subscription_id: string }>(
      await tx.execute(sql`
        insert into ${webinarAnnouncements} (webinar_id, subscription_id)
        select ${webinar.id}, ${webinarSubscriptions.id} from ${webinarSubscriptions}
        where ${webinarSubscriptions.status} = 'confirmed'
        on conflict do nothing
        returning subscription_id`),
    )
    for (const { subscription_id: id } of claimed) {
      const row = await subscriptionById(tx, id)
      if (row) await mailer.announce(tx, mailFor(row), webinar)
    }
    return { announced: claimed.length }
  })
}
