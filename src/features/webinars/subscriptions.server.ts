import 'server-only'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { PRIVACY_POLICY_VERSION } from '@/content/legal'
import { publicUrl } from '@/server/public-origin'
import { queueWebhookEvent } from '@/server/webhooks/outbox.server'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/client'
import {
  webinarAnnouncements,
  webinarSubscriptions,
  type WebinarSubscriptionRow,
} from '@/server/db/schema'
import { consumeRateLimit } from '@/server/rate-limit/rate-limit'
import { signLinkValue, verifyLinkValue, type LinkPurpose } from '@/server/signed-link'
import {
  webinarMail,
  type SubscriberMail,
  type SubscriptionLinks,
} from './mail/webinar-mail.server'
import { wasErased } from './audience.server'
import { CONFIRMATIONS_PER_ADDRESS } from './limits'
import { subscriptionEndpointPath, subscriptionPagePath } from './subscription-paths'
import { isUpcoming, type Webinar } from './webinar'

/** How long a confirmation link works after the sign-up it was sent for. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000

type LinkRow = Pick<WebinarSubscriptionRow, 'id' | 'requestedAt' | 'linkVersion'>

/** The signed tokens of one subscription's links, as they stand now. */
export function subscriptionTokens(row: LinkRow) {
  return {
    // Names the sign-up's moment: only the newest sign-up's link confirms, for 7 days.
    confirm: signLinkValue(
      'webinar-subscription-confirm',
      `${row.id}.${row.requestedAt.getTime()}`,
    ),
    // Name the links' generation: once one has acted, none of its generation works again.
    unsubscribe: signLinkValue('webinar-subscription-unsubscribe', `${row.id}.${row.linkVersion}`),
    resubscribe: signLinkValue('webinar-subscription-resubscribe', `${row.id}.${row.linkVersion}`),
  }
}

/** The links of one subscription, on the public origin. */
export function subscriptionLinks(row: LinkRow): SubscriptionLinks {
  const tokens = subscriptionTokens(row)
  return {
    confirmUrl: publicUrl(subscriptionPagePath('confirm', tokens.confirm)),
    unsubscribeUrl: publicUrl(subscriptionPagePath('unsubscribe', tokens.unsubscribe)),
    oneClickUnsubscribeUrl: publicUrl(subscriptionEndpointPath('unsubscribe', tokens.unsubscribe)),
    resubscribeUrl: publicUrl(subscriptionPagePath('resubscribe', tokens.resubscribe)),
  }
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
  now: Date = new Date(),
  /** Where the sign-up was made (a page's path), for the consent record. */
  source: string | null = null,
): Promise<{ erased: boolean }> {
  const email = address.trim().toLowerCase()
  // An address erased at its owner's request is not added again from the form (decision 046).
  if (await wasErased(db, email)) return { erased: true }
  const consent = { source, policyVersion: PRIVACY_POLICY_VERSION }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webinarSubscriptions)
      .values({
        email,
        status: 'pending',
        requestedAt: now,
        createdAt: now,
        updatedAt: now,
        ...consent,
      })
      .onConflictDoUpdate({
        target: webinarSubscriptions.email,
        // A confirmed subscriber stays as they are, consent record and all; anyone else starts
        // a fresh sign-up, under the policy in force now.
        set: {
          status: sql`case when ${webinarSubscriptions.status} = 'confirmed' then 'confirmed'::webinar_subscription_status else 'pending'::webinar_subscription_status end`,
          requestedAt: sql`case when ${webinarSubscriptions.status} = 'confirmed' then ${webinarSubscriptions.requestedAt} else ${now.toISOString()}::timestamptz end`,
          source: sql`case when ${webinarSubscriptions.status} = 'confirmed' then ${webinarSubscriptions.source} else ${source} end`,
          policyVersion: sql`case when ${webinarSubscriptions.status} = 'confirmed' then ${webinarSubscriptions.policyVersion} else ${consent.policyVersion} end`,
          updatedAt: now,
        },
      })
      .returning()
    if (!row || row.status !== 'pending') return
    const verdict = await consumeRateLimit(tx, CONFIRMATIONS_PER_ADDRESS, email, now)
    if (!verdict.allowed) return
    await webinarMail.confirm(tx, mailFor(row))
  })
  return { erased: false }
}

async function subscriptionById(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(webinarSubscriptions)
    .where(eq(webinarSubscriptions.id, id))
    .limit(1)
  return row ?? null
}

/** `<uuid>.<number>`, or a bare uuid (management links sent before decision 033: generation 0). */
const LINK_VALUE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.(\d{1,15}))?$/

function readLinkValue(purpose: LinkPurpose, token: string) {
  const value = verifyLinkValue(purpose, token)
  const match = value === null ? null : LINK_VALUE.exec(value)
  if (!match) return null
  return { id: match[1]!, number: match[2] === undefined ? undefined : Number(match[2]) }
}

/** What a confirm link would do now. */
export type ConfirmLink =
  | { state: 'ready'; email: string }
  | { state: 'confirmed'; email: string }
  | { state: 'expired' }
  | { state: 'invalid' }

/**
 * What a confirm link would do now, changing nothing (the page a link opens). The link names the
 * sign-up it was sent for: it confirms only that one, within 7 days; once that sign-up is
 * confirmed it says so for good; a link from an older sign-up (the address left, or signed up
 * again since) no longer works.
 */
export async function inspectConfirmLink(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<ConfirmLink> {
  const link = readLinkValue('webinar-subscription-confirm', token)
  if (!link || link.number === undefined) return { state: 'invalid' }
  const row = await subscriptionById(db, link.id)
  const current = row !== null && row.requestedAt.getTime() === link.number
  if (current && row.status === 'confirmed') return { state: 'confirmed', email: row.email }
  if (now.getTime() - link.number > CONFIRM_LINK_LIFETIME_MS) return { state: 'expired' }
  if (!current || row.status !== 'pending') return { state: 'invalid' }
  return { state: 'ready', email: row.email }
}

/** What an unsubscribe or subscribe-again link would do now. */
export type ManagementLink =
  | { state: 'current'; subscription: WebinarSubscriptionRow }
  | { state: 'used' }
  | { state: 'invalid' }

/**
 * Whether a management link (unsubscribe, subscribe again) is of its subscription's current
 * generation, changing nothing. A link of an earlier generation was used, or was replaced when
 * another link of the subscription acted: it is refused, and the newest e-mail carries one that
 * works.
 */
export async function inspectManagementLink(
  db: Database,
  action: 'unsubscribe' | 'resubscribe',
  token: string,
): Promise<ManagementLink> {
  const link = readLinkValue(`webinar-subscription-${action}`, token)
  if (!link) return { state: 'invalid' }
  const row = await subscriptionById(db, link.id)
  const version = link.number ?? 0
  if (!row || version > row.linkVersion) return { state: 'invalid' }
  if (version < row.linkVersion) return { state: 'used' }
  return { state: 'current', subscription: row }
}

/** Whether a subscription can come back by its subscribe-again link: confirmed once, not now. */
export const canResubscribe = (row: WebinarSubscriptionRow) =>
  row.status !== 'confirmed' && row.confirmedAt !== null

export type ConfirmOutcome =
  { outcome: 'done' | 'unchanged'; email: string } | { outcome: 'expired' | 'invalid' }

/**
 * The confirm link's button: the pending sign-up it names becomes a subscription. Confirming
 * again says so; an expired or outdated link changes nothing.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  const link = await inspectConfirmLink(db, token, now)
  if (link.state === 'confirmed') return { outcome: 'unchanged', email: link.email }
  if (link.state !== 'ready') return { outcome: link.state }
  const { id, number: requestedAt } = readLinkValue('webinar-subscription-confirm', token)!
  const row = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(webinarSubscriptions)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
      .where(
        and(
          eq(webinarSubscriptions.id, id),
          eq(webinarSubscriptions.status, 'pending'),
          eq(webinarSubscriptions.requestedAt, new Date(requestedAt!)),
        ),
      )
      .returning()
    if (confirmed) {
      await queueWebhookEvent(
        tx,
        'subscriber.confirmed',
        {
          subscriptionId: confirmed.id,
          email: confirmed.email,
          source: confirmed.source,
          confirmedAt: now.toISOString(),
        },
        { eventId: `${confirmed.id}:${now.getTime()}`, now },
      )
    }
    return confirmed
  })
  if (row) return { outcome: 'done', email: row.email }
  // Another request got there first: say what the link says now.
  const after = await inspectConfirmLink(db, token, now)
  return after.state === 'confirmed'
    ? { outcome: 'unchanged', email: after.email }
    : { outcome: after.state === 'expired' ? 'expired' : 'invalid' }
}

export type ManagementOutcome =
  | { outcome: 'done'; email: string; tokens: SubscriptionTokens }
  | { outcome: 'unchanged'; email: string }
  | { outcome: 'used' }
  | { outcome: 'invalid' }

export type SubscriptionTokens = ReturnType<typeof subscriptionTokens>

/** Why a management link's update matched no row: someone else's, used, or nothing to do. */
async function unmatched(
  db: Database,
  action: 'unsubscribe' | 'resubscribe',
  token: string,
): Promise<ManagementOutcome> {
  const link = await inspectManagementLink(db, action, token)
  if (link.state !== 'current') return { outcome: link.state }
  const { subscription } = link
  if (action === 'resubscribe' && subscription.status !== 'confirmed') return { outcome: 'invalid' }
  return { outcome: 'unchanged', email: subscription.email }
}

/**
 * A management link's change: applied to the subscription the link names only while the link is
 * of its current generation and `condition` holds, and the generation moves on with it (this link
 * and every older one stop working). Undefined when no row matched.
 */
async function moveGeneration(
  db: Database,
  link: { id: string; number?: number },
  changes: Partial<typeof webinarSubscriptions.$inferInsert>,
  condition: SQL,
): Promise<WebinarSubscriptionRow | undefined> {
  const [row] = await db
    .update(webinarSubscriptions)
    .set({ ...changes, linkVersion: sql`${webinarSubscriptions.linkVersion} + 1` })
    .where(
      and(
        eq(webinarSubscriptions.id, link.id),
        eq(webinarSubscriptions.linkVersion, link.number ?? 0),
        condition,
      ),
    )
    .returning()
  return row
}

/**
 * The unsubscribe link's button, and the RFC 8058 one-click POST: off the list at once, the
 * links' generation moved on (this link and every older one stop working), and a last e-mail
 * saying so with the new way back. The answer carries the new tokens for the page that follows.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<ManagementOutcome> {
  const link = readLinkValue('webinar-subscription-unsubscribe', token)
  if (!link) return { outcome: 'invalid' }
  return db.transaction(async (tx) => {
    const row = await moveGeneration(
      tx,
      link,
      { status: 'unsubscribed', unsubscribedAt: now, updatedAt: now },
      sql`${webinarSubscriptions.status} <> 'unsubscribed'`,
    )
    if (!row) return unmatched(tx, 'unsubscribe', token)
    await webinarMail.unsubscribed(tx, mailFor(row))
    return { outcome: 'done', email: row.email, tokens: subscriptionTokens(row) }
  })
}

/**
 * The subscribe-again link's button: the address had confirmed before, so it is confirmed again
 * at once, and the links' generation moves on as for an unsubscribe.
 */
export async function resubscribe(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<ManagementOutcome> {
  const link = readLinkValue('webinar-subscription-resubscribe', token)
  if (!link) return { outcome: 'invalid' }
  const row = await moveGeneration(
    db,
    link,
    { status: 'confirmed', confirmedAt: now, unsubscribedAt: null, updatedAt: now },
    sql`${webinarSubscriptions.status} <> 'confirmed' and ${webinarSubscriptions.confirmedAt} is not null`,
  )
  if (!row) return unmatched(db, 'resubscribe', token)
  return { outcome: 'done', email: row.email, tokens: subscriptionTokens(row) }
}

/**
 * Announces a published, upcoming webinar to every confirmed subscriber who has not had it yet,
 * in one transaction: the announcement rows and their e-mails are committed together, and a
 * subscriber already announced to is skipped however often this runs. Answers how many were sent.
 */
export async function announceWebinar(
  db: Database,
  webinar: Webinar,
  now: Date = new Date(),
): Promise<{ announced: number }> {
  if (!webinar.isPublished || webinar.cancelledAt || !isUpcoming(webinar, now)) {
    return { announced: 0 }
  }
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
      if (row) await webinarMail.announce(tx, mailFor(row), webinar)
    }
    return { announced: claimed.length }
  })
}
