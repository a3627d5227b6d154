import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { staffUsers } from './staff-schema'

/*
 * Lead webhooks (issue 30, docs/webhooks.md, decision 053): endpoints staff configure, the
 * deliveries queued for them in the transaction of the event (the outbox pattern, as mail), and
 * a log of every attempt to send one.
 */

/** A receiver owners and admins configured in the console. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The event types it receives (WEBHOOK_EVENT_TYPES). */
  events: text('events').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
  /** `whsec_` + base64 of 32 random bytes: signs every delivery; shown to staff once. */
  secret: text('secret').notNull(),
  /** The first failed attempt since its last delivered one; null while it is healthy. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  /** Switched off by the worker after 24 hours of failures (or null: by staff, or on). */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
  createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  /** Bumped on every edit: an edit made from an outdated page is refused. */
  version: integer('version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect

/**
 * One message for one endpoint. `id` is the message id sent as `webhook-id`: the same on every
 * retry and redelivery. `eventId` names the event, so one event is queued once per endpoint.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** The exact JSON body signed and sent. */
    body: text('body').notNull(),
    /** pending | sending | delivered | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The first attempt of this round (queued or redelivered): retries stop 24 hours after it. */
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_unique').on(table.eventId, table.endpointId),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
)

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect

/** Every attempt to send a delivery: what came back, how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status; null when none came (refused, timed out, unreachable). */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** The first 1 KB of the receiver's answer, no more. */
    responseBody: text('response_body'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attempt)],
)

export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect
