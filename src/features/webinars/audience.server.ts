import 'server-only'
import { createHmac } from 'node:crypto'
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import { recordAudit } from '@/server/audit/audit-log'
import type { Database } from '@/server/db/client'
import {
  erasedAddresses,
  mailOutbox,
  mailSuppressions,
  webinarAnnouncements,
  webinarRegistrations,
  webinarSubscriptions,
  webinars,
} from '@/server/db/schema'
import { getSecrets } from '@/server/secrets'
import { eraseWebhookDeliveriesFor } from '@/server/webhooks/outbox.server'

/*
 * The subscribers as the console's Audience page shows them (issue 29, decision 046): status,
 * consent record, what they were sent; and erasure at a person's written request.
 */

/** The statuses staff filter by: the subscription's own, and `suppressed` from the outbox. */
export const SUBSCRIBER_STATUSES = [
  'unconfirmed',
  'confirmed',
  'unsubscribed',
  'suppressed',
] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

export type SubscriberFilter = {
  /** Part of the address. */
  q?: string
  status?: SubscriberStatus
}

export type Subscriber = {
  id: string
  email: string
  status: SubscriberStatus
  subscribedAt: Date
  source: string | null
  confirmedAt: Date | null
  unsubscribedAt: Date | null
  policyVersion: string | null
  /** The webinars announced to them, newest first. */
  announcements: { title: string; at: Date }[]
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

const isSuppressed = sql<boolean>`exists (select 1 from ${mailSuppressions} s
  where s.address = ${webinarSubscriptions.email} and s.suppressed_at is not null)`

function conditionsOf(filter: SubscriberFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.q) conditions.push(ilike(webinarSubscriptions.email, `%${escapeLike(filter.q)}%`))
  switch (filter.status) {
    case 'suppressed':
      conditions.push(isSuppressed)
      break
    case 'unconfirmed':
      conditions.push(eq(webinarSubscriptions.status, 'pending'), sql`not ${isSuppressed}`)
      break
    case 'confirmed':
    case 'unsubscribed':
      conditions.push(eq(webinarSubscriptions.status, filter.status), sql`not ${isSuppressed}`)
      break
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** One page of subscribers matching the filter, newest sign-up first, with the total. */
export async function listSubscribers(
  db: Database,
  filter: SubscriberFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: Subscriber[]; total: number }> {
  const where = conditionsOf(filter)
  const [rows, [totals]] = await Promise.all([
    db
      .select({ subscription: webinarSubscriptions, suppressed: isSuppressed })
      .from(webinarSubscriptions)
      .where(where)
      .orderBy(desc(webinarSubscriptions.requestedAt), desc(webinarSubscriptions.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(webinarSubscriptions).where(where),
  ])
  const ids = rows.map((row) => row.subscription.id)
  const sent =
    ids.length === 0
      ? []
      : await db
          .select({
            subscriptionId: webinarAnnouncements.subscriptionId,
            title: webinars.title,
            at: webinarAnnouncements.createdAt,
          })
          .from(webinarAnnouncements)
          .innerJoin(webinars, eq(webinars.id, webinarAnnouncements.webinarId))
          .where(inArray(webinarAnnouncements.subscriptionId, ids))
          .orderBy(desc(webinarAnnouncements.createdAt))
  return {
    rows: rows.map(({ subscription, suppressed }) => ({
      id: subscription.id,
      email: subscription.email,
      status: suppressed
        ? 'suppressed'
        : subscription.status === 'pending'
          ? 'unconfirmed'
          : subscription.status,
      subscribedAt: subscription.requestedAt,
      source: subscription.source,
      confirmedAt: subscription.confirmedAt,
      unsubscribedAt: subscription.unsubscribedAt,
      policyVersion: subscription.policyVersion,
      announcements: sent
        .filter((announcement) => announcement.subscriptionId === subscription.id)
        .map(({ title, at }) => ({ title, at })),
    })),
    total: totals?.total ?? 0,
  }
}

/** The most subscribers one CSV export takes; more asks for a narrower filter. */
export const SUBSCRIBERS_EXPORT_MAX = 10_000

/** Every subscriber matching the filter, for a CSV export; null when there are too many. */
export async function exportSubscribers(
  db: Database,
  filter: SubscriberFilter,
): Promise<Subscriber[] | null> {
  const { rows } = await listSubscribers(db, filter, {
    offset: 0,
    limit: SUBSCRIBERS_EXPORT_MAX + 1,
  })
  return rows.length > SUBSCRIBERS_EXPORT_MAX ? null : rows
}

let derived: { secret: string; key: Buffer } | undefined

/**
 * The keyed hash an erased address is remembered by: HMAC-SHA256 under a key derived from
 * SIGNING_SECRET for this one purpose. Without the secret the table tells nobody which addresses
 * were erased, nor lets them test a guess.
 */
export function erasedAddressHash(
  address: string,
  secret: string = getSecrets().SIGNING_SECRET,
): string {
  if (derived?.secret !== secret) {
    derived = {
      secret,
      key: createHmac('sha256', secret).update('northbridge erased addresses').digest(),
    }
  }
  return createHmac('sha256', derived.key).update(address.trim().toLowerCase()).digest('hex')
}

/** Whether the address was erased at its owner's request (so it is not added again here). */
export async function wasErased(db: Database, address: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: erasedAddresses.addressHash })
    .from(erasedAddresses)
    .where(eq(erasedAddresses.addressHash, erasedAddressHash(address)))
  return row !== undefined
}

/**
 * Erases a person at their written request: their subscription (and the record of what was
 * announced to them), their webinar registrations, every message addressed to them in the
 * outbox, body and all (reminders still waiting included), and their
 * suppression record; keeps only the keyed hash. One transaction, audited with counts and no
 * address. Consultations are the firm's business records and are not touched here.
 */
export async function erasePerson(
  db: Database,
  address: string,
  change: { staffId: string; requestId?: string },
  now: Date = new Date(),
): Promise<{ subscriptions: number; registrations: number; messages: number }> {
  const email = address.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const subscriptions = await tx
      .delete(webinarSubscriptions)
      .where(eq(webinarSubscriptions.email, email))
      .returning({ id: webinarSubscriptions.id })
    const registrations = await tx
      .delete(webinarRegistrations)
      .where(eq(webinarRegistrations.email, email))
      .returning({ id: webinarRegistrations.id })
    const messages = await tx
      .delete(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = ${email}`)
      .returning({ id: mailOutbox.id })
    await tx.delete(mailSuppressions).where(eq(mailSuppressions.address, email))
    // The leads sent to webhooks: their bodies name the address.
    await eraseWebhookDeliveriesFor(tx, email)
    const hash = erasedAddressHash(email)
    await tx
      .insert(erasedAddresses)
      .values({ addressHash: hash, erasedAt: now })
      .onConflictDoNothing()
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'subscribers.erase',
      target: { type: 'erased-address', id: hash.slice(0, 16) },
      requestId: change.requestId,
      detail: {
        subscriptions: subscriptions.length,
        registrations: registrations.length,
        messages: messages.length,
      },
    })
    return {
      subscriptions: subscriptions.length,
      registrations: registrations.length,
      messages: messages.length,
    }
  })
}

/** For the page's status counts. */
export async function subscriberCounts(db: Database): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .select({
      status: webinarSubscriptions.status,
      suppressed: isSuppressed,
      total: count(),
    })
    .from(webinarSubscriptions)
    .groupBy(webinarSubscriptions.status, isSuppressed)
  const counts: Record<SubscriberStatus, number> = {
    unconfirmed: 0,
    confirmed: 0,
    unsubscribed: 0,
    suppressed: 0,
  }
  for (const row of rows) {
    const status = row.suppressed
      ? 'suppressed'
      : row.status === 'pending'
        ? 'unconfirmed'
        : row.status
    counts[status] += row.total
  }
  return counts
}
