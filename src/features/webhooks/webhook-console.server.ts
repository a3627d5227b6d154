import 'server-only'
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { recordAudit } from '@/server/audit/audit-log'
import type { Database } from '@/server/db/client'
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookAttemptRow,
  type WebhookEndpointRow,
} from '@/server/db/schema'
import { newWebhookSecret, queueTestEvent, redeliver } from '@/server/webhooks/outbox.server'
import type { WebhookEndpointForm } from './webhook-form.schema'

/*
 * The console's side of lead webhooks (issue 30): owners and admins add, change and remove
 * endpoints, send a test event and redeliver a message. Each change writes the audit log in its
 * own transaction. The signing secret leaves the server once, in the answer that created (or
 * rotated) it: never in a list, a page, a log or the audit log.
 */

export type StaffChange = { staffId: string; requestId?: string }

/** An endpoint as the console shows it: everything but its secret. */
export type WebhookEndpointView = Omit<WebhookEndpointRow, 'secret'>

const VIEW = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  active: webhookEndpoints.active,
  failingSince: webhookEndpoints.failingSince,
  disabledAt: webhookEndpoints.disabledAt,
  disabledReason: webhookEndpoints.disabledReason,
  createdBy: webhookEndpoints.createdBy,
  version: webhookEndpoints.version,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
}

export function listWebhookEndpoints(db: Database): Promise<WebhookEndpointView[]> {
  return db.select(VIEW).from(webhookEndpoints).orderBy(webhookEndpoints.createdAt)
}

/**
 * How many endpoints the worker switched off after a day of failures and nobody has switched on
 * again: leads are not reaching the CRM, so the console's home says so.
 */
export async function switchedOffEndpoints(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, false), isNotNull(webhookEndpoints.disabledAt)))
  return row?.total ?? 0
}

export async function webhookEndpoint(
  db: Database,
  id: string,
): Promise<WebhookEndpointView | undefined> {
  const [row] = await db.select(VIEW).from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
  return row
}

/** The audit's facts about an endpoint: how many events and whether it is on, never its URL. */
const detailOf = (form: WebhookEndpointForm) => ({
  events: form.events.length,
  active: form.active,
  https: form.url.startsWith('https:'),
})

/** Adds an endpoint; answers it with its new secret, which is shown this once. */
export async function createWebhookEndpoint(
  db: Database,
  form: WebhookEndpointForm,
  change: StaffChange,
  now: Date = new Date(),
): Promise<{ id: string; secret: string }> {
  const secret = newWebhookSecret()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...form, secret, createdBy: change.staffId, createdAt: now, updatedAt: now })
      .returning({ id: webhookEndpoints.id })
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'webhooks.create',
      target: { type: 'webhook-endpoint', id: row!.id },
      requestId: change.requestId,
      detail: detailOf(form),
    })
    return { id: row!.id, secret }
  })
}

export type EndpointChange = { ok: true } | { ok: false; reason: 'unknown' | 'stale' }

async function missingOrStale(tx: Database, id: string): Promise<EndpointChange> {
  const [exists] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
  return { ok: false, reason: exists ? 'stale' : 'unknown' }
}

/**
 * Saves an edit made on the endpoint as it was at `version`; refused when someone changed it
 * since. Switching it on again clears a switch-off and its failing state.
 */
export async function updateWebhookEndpoint(
  db: Database,
  id: string,
  form: WebhookEndpointForm & { version: number },
  change: StaffChange,
  now: Date = new Date(),
): Promise<EndpointChange> {
  const { version, ...fields } = form
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...fields,
        version: sql`${webhookEndpoints.version} + 1`,
        updatedAt: now,
        disabledAt: fields.active ? null : sql`${webhookEndpoints.disabledAt}`,
        disabledReason: fields.active ? null : sql`${webhookEndpoints.disabledReason}`,
        failingSince: fields.active
          ? sql`case when ${webhookEndpoints.active} then ${webhookEndpoints.failingSince} end`
          : sql`${webhookEndpoints.failingSince}`,
      })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.version, version)))
      .returning({ id: webhookEndpoints.id })
    if (!row) return missingOrStale(tx, id)
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'webhooks.update',
      target: { type: 'webhook-endpoint', id },
      requestId: change.requestId,
      detail: detailOf(form),
    })
    return { ok: true }
  })
}

/** Removes an endpoint with its deliveries and their log. */
export async function deleteWebhookEndpoint(
  db: Database,
  id: string,
  change: StaffChange,
): Promise<EndpointChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id })
    if (!row) return { ok: false, reason: 'unknown' }
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'webhooks.delete',
      target: { type: 'webhook-endpoint', id },
      requestId: change.requestId,
    })
    return { ok: true }
  })
}

/** A new secret for an endpoint (the old one stops signing at once); shown this once. */
export async function rotateWebhookSecret(
  db: Database,
  id: string,
  change: StaffChange,
  now: Date = new Date(),
): Promise<{ ok: true; secret: string } | { ok: false; reason: 'unknown' }> {
  const secret = newWebhookSecret()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret, version: sql`${webhookEndpoints.version} + 1`, updatedAt: now })
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id })
    if (!row) return { ok: false as const, reason: 'unknown' as const }
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'webhooks.rotate-secret',
      target: { type: 'webhook-endpoint', id },
      requestId: change.requestId,
    })
    return { ok: true as const, secret }
  })
}

/** Queues a `webhook.test` event for this endpoint alone; an endpoint switched off sends nothing. */
export async function sendTestWebhook(
  db: Database,
  id: string,
  change: StaffChange,
  now: Date = new Date(),
): Promise<{ ok: true; messageId: string } | { ok: false; reason: 'unknown' | 'inactive' }> {
  return db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select({ id: webhookEndpoints.id, active: webhookEndpoints.active })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
    if (!endpoint) return { ok: false as const, reason: 'unknown' as const }
    if (!endpoint.active) return { ok: false as const, reason: 'inactive' as const }
    const delivery = await queueTestEvent(tx, endpoint, now)
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'webhooks.test',
      target: { type: 'webhook-endpoint', id },
      requestId: change.requestId,
    })
    return { ok: true as const, messageId: delivery.id }
  })
}

/** Queues a delivery again for an immediate attempt, same message id. */
export async function redeliverWebhook(
  db: Database,
  deliveryId: string,
  change: StaffChange,
  now: Date = new Date(),
): Promise<{ ok: true } | { ok: false; reason: 'unknown' | 'sending' }> {
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId))
    if (!delivery) return { ok: false as const, reason: 'unknown' as const }
    if (!(await redeliver(tx, deliveryId, now))) {
      return { ok: false as const, reason: 'sending' as const }
    }
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'webhooks.redeliver',
      target: { type: 'webhook-delivery', id: deliveryId },
      requestId: change.requestId,
    })
    return { ok: true as const }
  })
}

export type DeliveryLogEntry = {
  id: string
  eventType: string
  status: string
  attempts: number
  createdAt: Date
  nextAttemptAt: Date
  deliveredAt: Date | null
  log: Pick<
    WebhookAttemptRow,
    'attempt' | 'at' | 'statusCode' | 'durationMs' | 'error' | 'responseBody'
  >[]
}

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/**
 * A page of an endpoint's deliveries, newest first, each with its attempts; `status` filters.
 * Paged on the server: an endpoint's log grows with every lead.
 */
export async function deliveryLog(
  db: Database,
  endpointId: string,
  {
    status,
    offset = 0,
    limit = 25,
  }: { status?: DeliveryStatus; offset?: number; limit?: number } = {},
): Promise<{ rows: DeliveryLogEntry[]; total: number }> {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    status ? eq(webhookDeliveries.status, status) : undefined,
  )
  const [counted] = await db.select({ total: count() }).from(webhookDeliveries).where(where)
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      createdAt: webhookDeliveries.createdAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .offset(offset)
    .limit(limit)
  const total = counted?.total ?? 0
  if (deliveries.length === 0) return { rows: [], total }
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        deliveries.map((delivery) => delivery.id),
      ),
    )
    .orderBy(webhookAttempts.attempt, webhookAttempts.at)
  const rows = deliveries.map((delivery) => ({
    ...delivery,
    log: attempts
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map(({ attempt, at, statusCode, durationMs, error, responseBody }) => ({
        attempt,
        at,
        statusCode,
        durationMs,
        error,
        responseBody,
      })),
  }))
  return { rows, total }
}
