import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * Webinars are the one collection the spec loads from a server, so staff can publish them without
 * a deploy. Column names follow the spec's `webinars` table.
 */
export const webinars = pgTable(
  'webinars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Newline-separated agenda items, as in the spec. */
    agenda: text('agenda').notNull().default(''),
    speakers: text('speakers').array().notNull().default([]),
    webinarDate: timestamp('webinar_date', { withTimezone: true }).notNull(),
    zoomLink: text('zoom_link'),
    image: text('image').notNull(),
    category: text('category').notNull(),
    /** Human-readable length such as '45 minutes'. */
    duration: text('duration').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webinars_slug_unique').on(table.slug),
    index('webinars_published_date_idx').on(table.isPublished, table.webinarDate),
  ],
)

export type WebinarRow = typeof webinars.$inferSelect
export type NewWebinarRow = typeof webinars.$inferInsert

/**
 * `delivered_locally`: no SMTP server is configured, so the message was written to the server log
 * and stays readable in the local mailbox (/dev/mailbox) instead of leaving the machine.
 */
export const mailStatus = pgEnum('mail_status', [
  'pending',
  'sending',
  'sent',
  'delivered_locally',
  'failed',
])

export type MailAttachment = { filename: string; contentType: string; content: string }

/**
 * The e-mail outbox. Features insert messages in the same transaction as their own rows, and a
 * worker delivers them with retries, so a committed booking never loses its confirmation.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One logical message is queued once, however often the caller retries. */
    idempotencyKey: text('idempotency_key').notNull(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker claimed the message; a claim older than the lease is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('mail_outbox_idempotency_key_unique').on(table.idempotencyKey),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect
