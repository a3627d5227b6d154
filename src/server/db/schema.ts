import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  authAccountColumns,
  authSessionColumns,
  authUserColumns,
  authVerificationColumns,
  rowTimes,
} from './auth-columns'
import { staffUsers } from './staff-schema'
import { FIRM_CALENDAR_ID } from './firm-calendar'

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
    /** A draft's scheduled publish: the minute job publishes it once this time has come. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When it was last published (by the schedule or by hand). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Who published it then: `schedule`, or `hand` (the console, the command line). */
    publishedBy: text('published_by'),
    /** Where the recording can be watched, added by staff after the session (null until then). */
    replayLink: text('replay_link'),
    /** How many may register (null: no limit); when reached, the page offers the subscribe form. */
    registrationLimit: integer('registration_limit'),
    /** Called off by staff: gone from the lists, its page says so, registrants were told. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webinars_slug_unique').on(table.slug),
    // The minute job looks for drafts whose time has come.
    index('webinars_publish_at_idx').on(table.publishAt),
    index('webinars_published_date_idx').on(table.isPublished, table.webinarDate),
  ],
)

export type WebinarRow = typeof webinars.$inferSelect
export type NewWebinarRow = typeof webinars.$inferInsert

/**
 * Binary data, as PostgreSQL's bytea. PGlite hands back a Uint8Array and node-postgres a Buffer
 * (a subclass): read as a plain Uint8Array view from either, so a row is the same value on both.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
})

/**
 * A picture staff uploaded for a webinar (issue 29). Kept in the database so every instance can
 * serve it; its variants hold the re-encoded sizes the pages use. The webinar's `image` names it
 * as `/webinar-images/<id>`.
 */
export const webinarImages = pgTable('webinar_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** What the upload's content turned out to be: jpeg, png or webp. */
  sourceFormat: text('source_format').notNull(),
  uploadedBy: text('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One size of an uploaded picture, re-encoded as WebP. */
export const webinarImageVariants = pgTable(
  'webinar_image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => webinarImages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width] })],
)

/**
 * A visitor registered for one session (issue 29). No double opt-in: they asked for this one
 * session, and every message carries a link to cancel. The join link in their mail carries a
 * signed registration id; following it records `joinedAt` and sends them to the session.
 */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webinarId: uuid('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lowercased, so one address registers once per session however it was typed. */
    email: text('email').notNull(),
    company: text('company'),
    /** When the current registration was made (again, after a cancellation). */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** First use of the personal join link, and how often it was used. */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    joinCount: integer('join_count').notNull().default(0),
    /** Consent record: the page registered from, and the privacy policy then in force. */
    source: text('source'),
    policyVersion: text('policy_version'),
  },
  (table) => [
    uniqueIndex('webinar_registrations_webinar_email_unique').on(table.webinarId, table.email),
    index('webinar_registrations_email_idx').on(table.email),
  ],
)

export type WebinarRegistrationRow = typeof webinarRegistrations.$inferSelect

/**
 * `pending`: signed up, confirmation e-mail sent, not confirmed yet (nothing else is sent).
 * `confirmed`: gets an announcement for each webinar published. `unsubscribed`: kept so the
 * unsubscribe link keeps answering and the address can rejoin with one click.
 */
export const subscriptionStatus = pgEnum('webinar_subscription_status', [
  'pending',
  'confirmed',
  'unsubscribed',
])

/**
 * Addresses that asked to hear about new webinars (double opt-in). The e-mails' confirm and
 * unsubscribe links carry values signed with SIGNING_SECRET (src/server/signed-link.ts), so they
 * stay valid without storing a token per message.
 */
export const webinarSubscriptions = pgTable(
  'webinar_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased, so one address is one subscription however it was typed. */
    email: text('email').notNull(),
    status: subscriptionStatus('status').notNull().default('pending'),
    /**
     * When the current sign-up began (the last time the address asked to subscribe): a confirm
     * link is signed for this moment, so an old confirmation e-mail cannot re-subscribe someone
     * who has left since.
     */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * The generation of the subscription's management links (unsubscribe, subscribe again): each
     * link carries the generation it was signed for, and acting on one moves this on, so every
     * link of an earlier generation stops working (decision 033).
     */
    linkVersion: integer('link_version').notNull().default(0),
    /** Consent record: the page the current sign-up was made from (its path), when known. */
    source: text('source'),
    /** Consent record: the privacy policy in force at the current sign-up (its effective date). */
    policyVersion: text('policy_version'),
  },
  (table) => [
    uniqueIndex('webinar_subscriptions_email_unique').on(table.email),
    index('webinar_subscriptions_status_idx').on(table.status),
  ],
)

export type WebinarSubscriptionRow = typeof webinarSubscriptions.$inferSelect

/**
 * Addresses erased at their owner's request (issue 29): only a keyed hash (HMAC-SHA256 under a
 * key derived from SIGNING_SECRET) is kept, so the site can decline to add them again without
 * keeping the address itself.
 */
export const erasedAddresses = pgTable('erased_addresses', {
  addressHash: text('address_hash').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per webinar and subscriber it was announced to: publishing the same webinar again (or
 * from two places at once) announces it to nobody twice.
 */
export const webinarAnnouncements = pgTable(
  'webinar_announcements',
  {
    webinarId: uuid('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webinarSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.webinarId, table.subscriptionId] })],
)

/**
 * `delivered_locally`: no SMTP server is configured, so the message was written to the server log
 * and stays readable in the local mailbox (/dev/mailbox) instead of leaving the machine.
 * `withdrawn`: a message scheduled for later that is no longer wanted (the reminder of a booking
 * that was cancelled or moved); it is kept for the record and never sent.
 */
export const mailStatus = pgEnum('mail_status', [
  'pending',
  'sending',
  'sent',
  'delivered_locally',
  'failed',
  'withdrawn',
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
    /** Extra headers, e.g. List-Unsubscribe on list mail. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker claimed the message; a claim older than the lease is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * List mail (an announcement to subscribers), which a suppressed address does not get;
     * everything else is mail the person asked for, tried whatever the address's record.
     */
    list: boolean('list').notNull().default(false),
    /** When a worker last tried it, delivered or not (the console's "failed for good" dates). */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('mail_outbox_idempotency_key_unique').on(table.idempotencyKey),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    // The console's outbox, newest first, and its "failed in the last 7 days" banner.
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect

/**
 * Addresses whose mail keeps failing (decision 045): failed attempts in a row are counted, and a
 * permanent refusal (SMTP 5xx) or three failures in a row suppress the address for list mail
 * until staff lift it. A delivered message resets the count of an address not suppressed.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  /** Lower-cased, as the outbox addresses it. */
  address: text('address').primaryKey(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** Null while the address is only being counted. */
  suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
  /** `rejected` (a 5xx answer) or `failures` (three failed attempts in a row). */
  reason: text('reason'),
  /** The last error, as the outbox keeps it. */
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type MailSuppressionRow = typeof mailSuppressions.$inferSelect

/**
 * Fixed-window request counters, one row per limited key (e.g. `consultations:203.0.113.7`).
 * Kept in the database so a limit holds across every instance of the site (decision 009).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the current window ends and the count starts again from zero. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
)

/**
 * The RSC payload of a page rendered per request, as a script of its own (decision 060): the
 * production server takes it out of the page and names it by its content, so every visitor of
 * the same version of a page shares one row, and any instance can answer for it.
 */
export const pagePayloads = pgTable(
  'page_payloads',
  {
    /** SHA-256 of the script, base64url: its address under /api/page-payloads. */
    hash: text('hash').primaryKey(),
    script: text('script').notNull(),
    /** When a page last named it (to the hour): a week later it is deleted. */
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('page_payloads_used_at_idx').on(table.usedAt)],
)

/**
 * Human-check solutions already accepted, by digest, until they would have expired anyway: a
 * solution or token is good for one pass only.
 */
export const usedVerifications = pgTable(
  'used_verifications',
  {
    digest: text('digest').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_verifications_expires_at_idx').on(table.expiresAt)],
)

/**
 * Tokens the chat model used (or has reserved for answers under way) per day, UTC: the site-wide
 * daily budget (CHAT_DAILY_TOKEN_BUDGET), held in the database so it holds across instances. One
 * row a day; the rows of past days are the usage record.
 */
export const chatTokenUsage = pgTable('chat_token_usage', {
  /** The UTC day, YYYY-MM-DD. */
  day: date('day', { mode: 'string' }).primaryKey(),
  tokens: bigint('tokens', { mode: 'number' }).notNull(),
})

export const consultationStatus = pgEnum('consultation_status', ['confirmed', 'cancelled'])

/** How a consultation was booked: `/contact`, the chat assistant's form, or signed in to an account. */
export const CONSULTATION_CHANNELS = ['contact', 'chat', 'account'] as const
export const consultationChannel = pgEnum('consultation_channel', CONSULTATION_CHANNELS)

export const CONSULTATION_OUTCOMES = ['completed', 'no-show'] as const
export const consultationOutcome = pgEnum('consultation_outcome', CONSULTATION_OUTCOMES)

export const CONSULTATION_EVENT_KINDS = [
  'booked',
  'rescheduled',
  'cancelled',
  'completed',
  'no-show',
] as const
export const consultationEventKind = pgEnum('consultation_event_kind', CONSULTATION_EVENT_KINDS)

/** The four US time zones a visitor books in (spec section 9). */
export const consultationTimeZone = pgEnum('consultation_time_zone', ['PT', 'MT', 'CT', 'ET'])

/**
 * Booked 30-minute consultations. A confirmed booking owns its start instant: the partial unique
 * index makes a second confirmed booking of the same instant impossible, whatever the number of
 * concurrent requests or instances. Rescheduling moves the row (same id, so the same calendar UID)
 * and raises `sequence`, as iCalendar updates require.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    questions: text('questions').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The zone the visitor chose; e-mails and pages show the time in it. */
    timeZone: consultationTimeZone('time_zone').notNull(),
    status: consultationStatus('status').notNull().default('confirmed'),
    /** iCalendar SEQUENCE: 0 when booked, +1 on every move or cancellation. */
    sequence: integer('sequence').notNull().default(0),
    /** SHA-256 of the random token in the e-mail's cancel and reschedule links. */
    manageTokenHash: text('manage_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Where the visitor booked it: the contact page, the chat assistant, or signed in. */
    bookedVia: consultationChannel('booked_via').notNull().default('contact'),
    /** Set by staff once the time has passed: it took place, or the visitor did not come. */
    outcome: consultationOutcome('outcome'),
    /**
     * The consultant who will hold it; null until the consultants of issue 28 exist (everyone on
     * the staff with the consultations may see it until then).
     */
    consultantId: text('consultant_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /**
     * The calendar whose time it takes (`consultants`): a consultant's own, or the firm's
     * (FIRM_CALENDAR_ID, the default). No foreign key: calendars are deactivated, never deleted,
     * and the firm's row is created on first use (decision 044).
     */
    calendarId: uuid('calendar_id').notNull().default(FIRM_CALENDAR_ID),
    /**
     * The firm's buffers when it was booked or last moved: its calendar is blocked from this many
     * minutes before it to this many after it (the exclusion constraint of migration 0011).
     */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
  },
  (table) => [
    uniqueIndex('consultations_manage_token_hash_unique').on(table.manageTokenHash),
    index('consultations_starts_at_idx').on(table.startsAt),
    index('consultations_created_at_idx').on(table.createdAt),
  ],
)

export type ConsultationRow = typeof consultations.$inferSelect

/**
 * What happened to a consultation, in order: booked, moved (from and to), cancelled (by the
 * visitor or a staff member, with the staff's internal reason), marked completed or no-show. The
 * inbox shows it as the consultation's history; the reminders sent are read from the outbox.
 */
export const consultationEvents = pgTable(
  'consultation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: consultationEventKind('kind').notNull(),
    /** Whether staff did it (the visitor otherwise), kept apart from who: see `staffId`. */
    byStaff: boolean('by_staff').notNull().default(false),
    /** The staff member who did it; null when the visitor did (or the member's row is gone). */
    staffId: text('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** A move's old and new start. */
    fromStartsAt: timestamp('from_starts_at', { withTimezone: true }),
    toStartsAt: timestamp('to_starts_at', { withTimezone: true }),
    /** Why staff cancelled (internal), and the message they chose to send the visitor, if any. */
    reason: text('reason'),
    messageToVisitor: text('message_to_visitor'),
  },
  (table) => [index('consultation_events_consultation_idx').on(table.consultationId, table.at)],
)

export type ConsultationEventRow = typeof consultationEvents.$inferSelect

/** Staff-only notes on a consultation: what was discussed, what to prepare. */
export const consultationNotes = pgTable(
  'consultation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consultation_notes_consultation_idx').on(table.consultationId)],
)

export type ConsultationNoteRow = typeof consultationNotes.$inferSelect

/*
 * Accounts (better-auth, decision 020). The four tables have the shape better-auth's core schema
 * asks for; the Drizzle adapter maps its models `user`, `session`, `account` and `verification`
 * onto them (src/features/auth/auth.server.ts). Ids are better-auth's random strings.
 */

/** A person with an account. */
export const users = pgTable('users', { ...authUserColumns(), ...rowTimes() }, (table) => [
  uniqueIndex('users_email_unique').on(table.email),
])

/**
 * A signed-in browser. Ending a session deletes its row, so sign-out and "sign out everywhere"
 * after a password reset take effect on every instance. `ipAddress` is always null: the site does
 * not keep visitors' addresses (ipAddress tracking is off).
 */
export const sessions = pgTable(
  'sessions',
  { ...authSessionColumns(() => users.id), ...rowTimes() },
  (table) => [
    uniqueIndex('sessions_token_unique').on(table.token),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
)

/** How a user signs in. */
export const accounts = pgTable(
  'accounts',
  authAccountColumns(() => users.id),
  (table) => [index('accounts_user_id_idx').on(table.userId)],
)

/** Password-reset tokens (e-mail confirmation links are signed). */
export const verifications = pgTable('verifications', authVerificationColumns(), (table) => [
  index('verifications_identifier_idx').on(table.identifier),
  index('verifications_expires_at_idx').on(table.expiresAt),
])

/**
 * What staff did (decision 040): who, which action, to which record, in which request. Rows are
 * only ever added: a trigger refuses every UPDATE, and every DELETE but the retention job's
 * (src/server/audit/audit-log.ts), which removes rows older than AUDIT_RETENTION_DAYS. Targets are
 * named by type and id, and `detail` holds only enumerated facts (a role, a status): no visitor's
 * name, address or words are ever written here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member; null for the operator's command line (`npm run staff`). */
    actorId: text('actor_id'),
    /** `area.verb`, as the staff policy names it: `consultations.cancel`, `staff.invite`. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** The X-Request-Id of the request that did it, to find its lines in the server's log. */
    requestId: text('request_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_at_idx').on(table.actorId, table.at),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
)

export type AuditLogRow = typeof auditLog.$inferSelect

export * from './staff-schema'
export * from './availability-schema'
export * from './analytics-schema'
export * from './webhook-schema'
