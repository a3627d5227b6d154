import 'server-only'
import { and, eq, gte, inArray, lt, max, sql } from 'drizzle-orm'
import { rowsOf, type Database } from '@/server/db/client'
import {
  bookingSettings,
  consultantOverrides,
  consultantTimeOff,
  consultants,
  consultations,
  firmClosedDays,
  staffUsers,
  type ConsultantRow,
  type StoredWeeklyHours,
} from '@/server/db/schema'
import { DEFAULT_BOOKING_RULES, FIRM_CALENDAR } from '@/server/db/firm-calendar'
import { lockForTransaction } from '@/server/db/transaction-lock'
import type { BookingPolicy } from './calendar-rules.server'
import { blockedRange } from './schedule'
import type {
  AssignmentLoad,
  ClockRange,
  Commitment,
  ConsultantSchedule,
  DayRange,
  Weekday,
} from './schedule'

/**
 * The consultants' calendars and the firm's rules as the database holds them right now, read on
 * every request so a change in the console applies at once on every instance (decision 044).
 */

/** A calendar as booking needs it: its schedule, and whose it is. */
export type Calendar = ConsultantSchedule & { staffUserId: string | null }

const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7]

function weeklyHoursOf(stored: StoredWeeklyHours): Map<Weekday, ClockRange[]> {
  return new Map(
    EVERY_DAY.flatMap((day) => {
      const ranges = stored[String(day) as keyof StoredWeeklyHours]
      return ranges && ranges.length > 0 ? [[day, ranges] as const] : []
    }),
  )
}

function calendarOf(
  row: Pick<
    ConsultantRow,
    | 'id'
    | 'staffUserId'
    | 'timeZone'
    | 'hoursFollowVisitorZone'
    | 'weeklyHours'
    | 'dailyCap'
    | 'weight'
  >,
  overrides: Map<string, ClockRange[]>,
  timeOff: { from: string; to: string }[],
): Calendar {
  return {
    id: row.id,
    staffUserId: row.staffUserId,
    timeZone: row.timeZone,
    hoursFollowVisitorZone: row.hoursFollowVisitorZone,
    weeklyHours: weeklyHoursOf(row.weeklyHours),
    overrides,
    timeOff,
    dailyCap: row.dailyCap,
    weight: row.weight,
  }
}

/**
 * Whether a calendar's owner may be given consultations: the firm's calendar always, a
 * consultant's only while they are a consultant on the staff (not removed, not given another
 * role). Their calendar is kept, switched off in effect, so its history and settings remain.
 */
export function mayTakeBookings(
  calendar: { staffUserId: string | null },
  member: { role: string; banned: boolean | null } | null,
): boolean {
  return calendar.staffUserId === null || (member?.role === 'consultant' && member.banned !== true)
}

/**
 * The active calendars of consultants on the staff, with their overrides and time off, in one query (a slots request reads
 * them every time). The subqueries name "consultants"."id" in full: Drizzle writes a column of a
 * one-table select unqualified, which inside them would mean their own table's id. Before any calendar row exists (a fresh database, until start-up seeds it)
 * the firm's calendar stands in.
 */
export async function activeCalendars(db: Database): Promise<Calendar[]> {
  const rows = await db
    .select({
      calendar: consultants,
      member: { role: staffUsers.role, banned: staffUsers.banned },
      overrides: sql<{ day: string; hours: ClockRange[] }[]>`coalesce((
        select json_agg(json_build_object('day', o.day, 'hours', o.hours))
        from ${consultantOverrides} o where o.consultant_id = "consultants"."id"), '[]'::json)`,
      timeOff: sql<{ from: string; to: string }[]>`coalesce((
        select json_agg(json_build_object('from', t.from_day, 'to', t.to_day))
        from ${consultantTimeOff} t where t.consultant_id = "consultants"."id"), '[]'::json)`,
    })
    .from(consultants)
    .leftJoin(staffUsers, eq(staffUsers.id, consultants.staffUserId))
  if (rows.length === 0) {
    return [
      calendarOf(
        { ...FIRM_CALENDAR, staffUserId: null, dailyCap: null, weight: 100 },
        new Map(),
        [],
      ),
    ]
  }
  return rows
    .filter(({ calendar, member }) => calendar.active && mayTakeBookings(calendar, member))
    .map(({ calendar, overrides, timeOff }) =>
      calendarOf(
        calendar,
        new Map(overrides.map((override) => [override.day, override.hours])),
        timeOff,
      ),
    )
}

/** The settings row as PostgreSQL's `row_to_json` writes it. */
type StoredRules = {
  horizon_days: number
  close_on_federal_holidays: boolean
  buffer_before_minutes: number
  buffer_after_minutes: number
  minimum_notice_minutes: number
}

/** The firm's booking rules and closed days, as staff last set them, in one query. */
export async function firmBookingPolicy(db: Database): Promise<Required<BookingPolicy>> {
  const [row] = rowsOf<{ settings: StoredRules | null; closed: DayRange[] }>(
    await db.execute(sql`
      select
        (select row_to_json(s) from ${bookingSettings} s limit 1) as settings,
        coalesce((select json_agg(json_build_object('from', c.from_day, 'to', c.to_day) order by c.from_day)
          from ${firmClosedDays} c), '[]'::json) as closed`),
  )
  const stored = row?.settings
  return {
    horizonDays: stored?.horizon_days ?? DEFAULT_BOOKING_RULES.horizonDays,
    closedRanges: row?.closed ?? [],
    closeOnFederalHolidays:
      stored?.close_on_federal_holidays ?? DEFAULT_BOOKING_RULES.closeOnFederalHolidays,
    bufferBeforeMinutes: stored?.buffer_before_minutes ?? DEFAULT_BOOKING_RULES.bufferBeforeMinutes,
    bufferAfterMinutes: stored?.buffer_after_minutes ?? DEFAULT_BOOKING_RULES.bufferAfterMinutes,
    minimumNoticeMinutes:
      stored?.minimum_notice_minutes ?? DEFAULT_BOOKING_RULES.minimumNoticeMinutes,
  }
}

/**
 * The confirmed consultations starting between two instants, as the calendars' commitments
 * (optionally of some calendars only, and without one being moved).
 */
export async function commitmentsBetween(
  db: Database,
  from: Date,
  to: Date,
  { calendarIds, except }: { calendarIds?: string[]; except?: string } = {},
): Promise<Commitment[]> {
  const rows = await db
    .select({
      id: consultations.id,
      calendarId: consultations.calendarId,
      startsAt: consultations.startsAt,
      before: consultations.bufferBeforeMinutes,
      after: consultations.bufferAfterMinutes,
    })
    .from(consultations)
    .where(
      and(
        eq(consultations.status, 'confirmed'),
        gte(consultations.startsAt, from),
        lt(consultations.startsAt, to),
        calendarIds ? inArray(consultations.calendarId, calendarIds) : undefined,
      ),
    )
  return rows
    .filter((row) => row.id !== except)
    .map((row) => {
      const blocked = blockedRange(row.startsAt, {
        beforeMinutes: row.before,
        afterMinutes: row.after,
      })
      return {
        consultantId: row.calendarId,
        startsAt: row.startsAt,
        blockedFrom: blocked.from,
        blockedUntil: blocked.until,
      }
    })
}

/**
 * Whether a staff member is a consultant still on the staff, their row share-locked until the
 * transaction ends (so a removal or a role change waits for what relies on it).
 */
export async function isConsultantOnStaff(tx: Database, staffUserId: string): Promise<boolean> {
  const [member] = await tx
    .select({ role: staffUsers.role, banned: staffUsers.banned })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId))
    .for('share')
  return member !== undefined && !member.banned && member.role === 'consultant'
}

/**
 * Transaction-scoped locks on calendars, taken in one statement and one order so two bookings
 * never wait on each other: a booking that checks a calendar is free, then takes it, does so
 * alone.
 */
export async function lockCalendars(tx: Database, ids: string[]): Promise<void> {
  await lockForTransaction(tx, ...ids.map((id) => `consultant-calendar:${id}`))
}

/**
 * What fair assignment weighs for each calendar: its confirmed consultations booked since
 * `weekStart`, and when it was last given one.
 */
export async function assignmentLoads(
  db: Database,
  ids: string[],
  weekStart: Date,
): Promise<Map<string, AssignmentLoad>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            calendarId: consultations.calendarId,
            bookedThisWeek: sql<number>`count(*) filter (where ${consultations.createdAt} >= ${weekStart.toISOString()}::timestamptz)::int`,
            lastBookedAt: max(consultations.createdAt),
          })
          .from(consultations)
          .where(and(eq(consultations.status, 'confirmed'), inArray(consultations.calendarId, ids)))
          .groupBy(consultations.calendarId)
  const loads = new Map<string, AssignmentLoad>(
    ids.map((id) => [id, { bookedThisWeek: 0, lastBookedAt: null }]),
  )
  for (const row of rows) {
    loads.set(row.calendarId, {
      bookedThisWeek: Number(row.bookedThisWeek),
      lastBookedAt: row.lastBookedAt ? new Date(row.lastBookedAt) : null,
    })
  }
  return loads
}
