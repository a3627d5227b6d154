import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { rowTimes } from './auth-columns'
import { staffUsers } from './staff-schema'

/*
 * Who can take a consultation when (issue 28, decision 044): consultants with their own hours,
 * date overrides and time off, and the firm's rules. Read on every request, so a change made in
 * the console applies at once on every instance.
 */

/** Clock ranges of a day as stored: minutes since local midnight, end exclusive. */
export type StoredClockRange = { start: number; end: number }

/** Weekly hours as stored: ISO weekday ('1' Monday … '7' Sunday) to its ranges. */
export type StoredWeeklyHours = Partial<
  Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', StoredClockRange[]>
>

/**
 * A calendar consultations are booked against. A staff member with the consultant role has one
 * of their own; the firm's calendar (seeded, no staff member) keeps the spec's published hours.
 */
export const consultants = pgTable(
  'consultants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff member whose calendar it is; null for the firm's calendar. */
    staffUserId: text('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** What the console calls a calendar with no staff member. */
    label: text('label'),
    /** IANA zone: hours (unless they follow the visitor's zone), time off and caps count in it. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** The hours are wall-clock times in the zone the visitor chose (the spec's 9 to 5). */
    hoursFollowVisitorZone: boolean('hours_follow_visitor_zone').notNull().default(false),
    weeklyHours: jsonb('weekly_hours').$type<StoredWeeklyHours>().notNull().default({}),
    /** The most consultations on one of their days; null for no cap. */
    dailyCap: integer('daily_cap'),
    /** Share of bookings in fair assignment, 1 to 100. */
    weight: integer('weight').notNull().default(100),
    active: boolean('active').notNull().default(true),
    ...rowTimes(),
  },
  (table) => [
    uniqueIndex('consultants_staff_user_unique').on(table.staffUserId),
    check('consultants_weight_range', sql`${table.weight} between 1 and 100`),
    check(
      'consultants_daily_cap_positive',
      sql`${table.dailyCap} is null or ${table.dailyCap} > 0`,
    ),
  ],
)

export type ConsultantRow = typeof consultants.$inferSelect

/** Different hours on one date; an empty list is a day not worked. */
export const consultantOverrides = pgTable(
  'consultant_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    hours: jsonb('hours').$type<StoredClockRange[]>().notNull().default([]),
  },
  (table) => [uniqueIndex('consultant_overrides_day_unique').on(table.consultantId, table.day)],
)

/** Days off, inclusive, in the consultant's own zone. */
export const consultantTimeOff = pgTable(
  'consultant_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => consultants.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consultant_time_off_consultant_idx').on(table.consultantId),
    check('consultant_time_off_order', sql`${table.toDay} >= ${table.fromDay}`),
  ],
)

/**
 * The firm's booking rules, one row (id 1). Absent, the defaults apply; start-up seeds it once
 * from BOOKING_HORIZON_DAYS and BOOKING_CLOSED_DATES (deprecated since).
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: smallint('id').primaryKey().default(1),
    closeOnFederalHolidays: boolean('close_on_federal_holidays').notNull().default(true),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(120),
    horizonDays: integer('horizon_days').notNull().default(60),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('booking_settings_single_row', sql`${table.id} = 1`)],
)

/** Days the whole firm takes no consultations, inclusive, as the visitor's calendar shows them. */
export const firmClosedDays = pgTable(
  'firm_closed_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('firm_closed_days_order', sql`${table.toDay} >= ${table.fromDay}`)],
)
