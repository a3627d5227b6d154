import 'server-only'
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/client'
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '@/server/db/schema'
import {
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@/lib/webhook-events'

/** What every event's `data` carries besides its own fields. */
export type WebhookData = Record<string, string | number | boolean | null>

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** A message id, sent as `webhook-id`: the same on every retry and redelivery of the message. */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`
}

/** The exact body signed and sent: the Standard Webhooks shape. */
export function webhookBody(type: string, data: WebhookData, at: Date): string {
  return JSON.stringify({
    type,
    timestamp: at.toISOString(),
    data: { version: WEBHOOK_PAYLOAD_VERSION, ...data },
  })
}

/**
 * Queues one delivery of an event for every active endpoint subscribed to its type. Pass the
 * caller's transaction as `db`: the deliveries exist exactly when the event's own rows do (a
 * booking rolled back queues nothing). `eventId` names the event (the booking and its version):
 * the same event is queued once per endpoint however often this runs. Answers how many were
 * queued; wake the delivery worker after the commit (wakeWebhookDelivery).
 */
export async function queueWebhookEvent(
  db: Database,
  type: WebhookEventType,
  data: WebhookData,
  { eventId, now = new Date() }: { eventId: string; now?: Date },
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), sql`${type} = any(${webhookEndpoints.events})`))
  if (endpoints.length === 0) return 0
  const body = webhookBody(type, data, now)
  const inserted = await db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        id: newMessageId(),
        eventId: `${type}:${eventId}`,
        endpointId: endpoint.id,
        eventType: type,
        body,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: [webhookDeliveries.eventId, webhookDeliveries.endpointId] })
    .returning({ id: webhookDeliveries.id })
  return inserted.length
}

/** Queues a `webhook.test` event for one endpoint alone (the console's "Send test event"). */
export async function queueTestEvent(
  db: Database,
  endpoint: Pick<WebhookEndpointRow, 'id'>,
  now: Date = new Date(),
): Promise<WebhookDeliveryRow> {
  const id = newMessageId()
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id,
      eventId: `${WEBHOOK_TEST_EVENT}:${id}`,
      endpointId: endpoint.id,
      eventType: WEBHOOK_TEST_EVENT,
      body: webhookBody(
        WEBHOOK_TEST_EVENT,
        { message: 'A test event from the staff console.', endpointId: endpoint.id },
        now,
      ),
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning()
  return row!
}

/**
 * Queues a delivery again for an immediate attempt, with the same message id and body (the
 * receiver tells a redelivery by its `webhook-id`); its 24 hours of retries start again. A
 * delivery being sent right now is left alone. Answers the row, or undefined.
 */
export async function redeliver(
  db: Database,
  deliveryId: string,
  now: Date = new Date(),
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = rowsOf<WebhookDeliveryRow>(
    await db.execute(sql`
      update ${webhookDeliveries}
      set status = 'pending', next_attempt_at = ${now.toISOString()}, first_attempt_at = null,
          claimed_at = null
      where id = ${deliveryId} and status <> 'sending'
      returning id`),
  )
  return row
}

/**
 * Deletes the deliveries (and their attempts) whose lead is this address: part of erasing a
 * person at their request. Run it in the erasure's transaction. Answers how many went.
 */
export async function eraseWebhookDeliveriesFor(db: Database, email: string): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      sql`lower((${webhookDeliveries.body})::jsonb -> 'data' ->> 'email') = ${email.toLowerCase()}`,
    )
    .returning({ id: webhookDeliveries.id })
  return deleted.length
}

/** How long a settled delivery (delivered or failed) and its attempts are kept. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30

/** Deletes settled deliveries older than the retention: the housekeeping job's. */
export async function deleteOldWebhookDeliveries(
  db: Database,
  now: Date = new Date(),
  days: number = WEBHOOK_LOG_RETENTION_DAYS,
): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000)
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      sql`${webhookDeliveries.status} in ('delivered', 'failed') and ${webhookDeliveries.createdAt} < ${before.toISOString()}`,
    )
    .returning({ id: webhookDeliveries.id })
  return deleted.length
}
