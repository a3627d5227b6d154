import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/*
 * First-party, cookie-less counting (issue 30, docs/analytics.md). Nothing here names a person:
 * a visitor is a keyed hash that changes every UTC day, and the key (the day's salt) is deleted
 * once its day is over, so no row can be tied to an address, a browser or another day's rows.
 */

/**
 * The salt of each UTC day's visitor ids: made by whichever instance counts the day's first
 * event, deleted by the housekeeping job once the day is over.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  /** The UTC day, `YYYY-MM-DD`. */
  day: date('day', { mode: 'string' }).primaryKey(),
  /** 32 random bytes, base64url. */
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Raw events, kept ANALYTICS_RETENTION_DAYS (90 by default) and then folded into
 * `analytics_daily`. `name` is `pageview` or one of the server's conversions
 * (src/server/analytics/events.server.ts).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of `at`: the day the visitor id belongs to. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The day's keyed hash of address, user agent and site (hex); never the address itself. */
    visitor: text('visitor').notNull(),
    name: text('name').notNull(),
    /** Where a conversion came from, when it has several (a booking's `contact`, `chat`, `account`). */
    source: text('source'),
    /** The page's path without its query string. */
    path: text('path'),
    /** The referring site's host name alone, never its path; null for none or the site itself. */
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** The screen-width bucket: `phone`, `tablet`, `laptop` or `desktop`. */
    device: text('device'),
  },
  (table) => [
    index('analytics_events_day_name_idx').on(table.day, table.name),
    index('analytics_events_visitor_idx').on(table.day, table.visitor, table.at),
  ],
)

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect

/**
 * What is kept of a day once its raw events are past retention: one row per day, dimension
 * (`site`, `page`, `entry`, `referrer`, `utm_source`, `utm_campaign`, `device`, `conversion`,
 * `booking_source`, `funnel`) and key (a path, a host, a step), with the counts the dashboard
 * sums; written by the roll-up with the dashboard's own statement (decision 052).
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull().default(''),
    visitors: integer('visitors').notNull().default(0),
    pageviews: integer('pageviews').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    bounces: integer('bounces').notNull().default(0),
    /** How many times a conversion happened (a visitor may book twice). */
    events: integer('events').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key] })],
)

export type AnalyticsDailyRow = typeof analyticsDaily.$inferSelect
