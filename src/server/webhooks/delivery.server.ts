import 'server-only'
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/client'
import { dueBefore } from '@/server/db/due'
import {
  staffUsers,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '@/server/db/schema'
import { recordAudit } from '@/server/audit/audit-log'
import { log } from '@/server/log'
import { queueMail } from '@/server/mail/outbox.server'
import { publicUrl } from '@/server/public-origin'
import { renderEndpointDisabled } from './endpoint-disabled-mail'
import { sendWebhook, type SendOptions, type SendResult } from './send.server'

/** Waits after each failed attempt (the last repeats): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000,
] as const
/** A message is retried this long after its first attempt, then failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000
/** An endpoint failing this long, with no delivery in between, is switched off. */
export const DISABLE_AFTER_MS = 24 * 60 * 60_000
export const DISABLED_REASON = 'Every delivery failed for 24 hours.'

export type WebhookDeliveryOptions = {
  allowPrivateTargets: boolean
  timeoutMs?: number
  retryDelaysMs?: readonly number[]
  batchSize?: number
  /** A 'sending' claim older than this is taken over (its worker died). */
  leaseMs?: number
  now?: () => Date
}

type ClaimedDelivery = {
  id: string
  endpointId: string
  eventType: string
  body: string
  attempts: number
  firstAttemptAt: Date | string
  nextAttemptAt: Date | string
  createdAt: Date | string
  url: string
  secret: string
}

/**
 * Claims due deliveries of active endpoints. FOR UPDATE SKIP LOCKED lets several instances share
 * one database without two of them taking the same message; a claim whose worker died is taken
 * over once its lease is over.
 */
export async function claimDueWebhooks(
  db: Database,
  { batchSize = 10, leaseMs = 60_000, now = () => new Date() }: WebhookDeliveryOptions,
): Promise<ClaimedDelivery[]> {
  const at = now()
  const staleBefore = new Date(at.getTime() - leaseMs)
  const result = await db.execute(sql`
    update ${webhookDeliveries} d
    set status = 'sending', claimed_at = ${at.toISOString()}, attempts = d.attempts + 1,
        first_attempt_at = coalesce(d.first_attempt_at, ${at.toISOString()})
    from ${webhookEndpoints} e
    where e.id = d.endpoint_id and d.id in (
      select dd.id from ${webhookDeliveries} dd
      join ${webhookEndpoints} ee on ee.id = dd.endpoint_id and ee.active
      where (dd.status = 'pending' and dd.next_attempt_at < ${dueBefore(at)})
         or (dd.status = 'sending' and dd.claimed_at < ${staleBefore.toISOString()})
      order by dd.next_attempt_at, dd.created_at
      limit ${batchSize}
      for update of dd skip locked
    )
    returning d.id, d.endpoint_id as "endpointId", d.event_type as "eventType", d.body,
      d.attempts, d.first_attempt_at as "firstAttemptAt", d.next_attempt_at as "nextAttemptAt",
      d.created_at as "createdAt", e.url, e.secret`)
  // RETURNING has no order of its own: send the oldest due first, so a lead's events keep order.
  const dueOrder = (row: ClaimedDelivery) =>
    `${new Date(row.nextAttemptAt).toISOString()} ${new Date(row.createdAt).toISOString()} ${row.id}`
  return rowsOf<ClaimedDelivery>(result).sort((a, b) => dueOrder(a).localeCompare(dueOrder(b)))
}

/** Records an attempt and what follows from it, in one transaction. */
async function settle(
  db: Database,
  delivery: ClaimedDelivery,
  sent: SendResult,
  at: Date,
  retryDelaysMs: readonly number[],
): Promise<'delivered' | 'retry' | 'failed'> {
  return db.transaction(async (tx) => {
    // Deleted with its endpoint while it was being sent: nothing left to record.
    const [still] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.id))
      .for('update')
    if (!still) return 'failed'
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attempt: delivery.attempts,
      at,
      statusCode: sent.statusCode,
      durationMs: sent.durationMs,
      error: sent.error,
      responseBody: sent.responseBody,
    })
    if (sent.ok) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'delivered', deliveredAt: at, lastAttemptAt: at, claimedAt: null })
        .where(eq(webhookDeliveries.id, delivery.id))
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, delivery.endpointId))
      return 'delivered'
    }
    const first = new Date(delivery.firstAttemptAt).getTime()
    const deadline = first + RETRY_WINDOW_MS
    const delay = retryDelaysMs[Math.min(delivery.attempts, retryDelaysMs.length) - 1] ?? 0
    const failed = at.getTime() >= deadline
    // The last try is at the end of the 24 hours, not past it.
    const next = new Date(Math.min(at.getTime() + delay, deadline))
    await tx
      .update(webhookDeliveries)
      .set({
        status: failed ? 'failed' : 'pending',
        nextAttemptAt: next,
        lastAttemptAt: at,
        claimedAt: null,
      })
      .where(eq(webhookDeliveries.id, delivery.id))
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()})` })
      .where(eq(webhookEndpoints.id, delivery.endpointId))
    return failed ? 'failed' : 'retry'
  })
}

/**
 * Switches off every active endpoint that has failed for 24 hours with no delivery since, and
 * e-mails every owner once (the conditional update decides who does it, whichever instance runs
 * this). Its deliveries still waiting are marked failed; staff can redeliver them later.
 * Answers the endpoints switched off.
 */
export async function disableFailingEndpoints(db: Database, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const disabled = await tx
      .update(webhookEndpoints)
      .set({ active: false, disabledAt: now, disabledReason: DISABLED_REASON, updatedAt: now })
      .where(
        and(
          eq(webhookEndpoints.active, true),
          lte(webhookEndpoints.failingSince, new Date(now.getTime() - DISABLE_AFTER_MS)),
        ),
      )
      .returning()
    if (disabled.length === 0) return []
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', claimedAt: null })
      .where(
        and(
          inArray(
            webhookDeliveries.endpointId,
            disabled.map((endpoint) => endpoint.id),
          ),
          eq(webhookDeliveries.status, 'pending'),
        ),
      )
    const owners = await tx
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.banned, false)))
    for (const endpoint of disabled) {
      await recordAudit(tx, {
        actorId: null,
        action: 'webhooks.disable',
        target: { type: 'webhook-endpoint', id: endpoint.id },
        detail: { reason: 'failing-24h' },
      })
      for (const owner of owners) {
        await queueMail(tx, {
          idempotencyKey: `webhook-disabled:${endpoint.id}:${now.getTime()}:${owner.email}`,
          to: owner.email,
          mail: renderEndpointDisabled({
            url: endpoint.url,
            failingSince: endpoint.failingSince!,
            consoleUrl: publicUrl('/staff/webhooks'),
          }),
        })
      }
      log.warn('webhook endpoint switched off after 24 hours of failures', {
        endpointId: endpoint.id,
      })
    }
    return disabled
  })
}

/** One delivery pass: claim what is due, send it, record how it went, switch off dead endpoints. */
export async function deliverDueWebhooks(
  db: Database,
  options: WebhookDeliveryOptions,
): Promise<{ delivered: number; retry: number; failed: number; disabled: number }> {
  const { now = () => new Date(), retryDelaysMs = WEBHOOK_RETRY_DELAYS_MS } = options
  const tally = { delivered: 0, retry: 0, failed: 0, disabled: 0 }
  const claimed = await claimDueWebhooks(db, options)
  // Signed with the real time of sending (receivers check it), whatever clock schedules retries.
  const sendOptions: SendOptions = {
    allowPrivateTargets: options.allowPrivateTargets,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  }
  for (const delivery of claimed) {
    const sent = await sendWebhook(delivery, delivery, sendOptions)
    const outcome = await settle(db, delivery, sent, now(), retryDelaysMs)
    tally[outcome] += 1
    if (!sent.ok) {
      log.warn('webhook delivery failed', {
        deliveryId: delivery.id,
        endpointId: delivery.endpointId,
        attempt: delivery.attempts,
        error: sent.error,
        outcome,
      })
    }
  }
  tally.disabled = (await disableFailingEndpoints(db, now())).length
  return tally
}
