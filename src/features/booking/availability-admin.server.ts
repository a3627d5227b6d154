import 'server-only'
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm'
import { recordAudit } from '@/server/audit/audit-log'
import type { Database } from '@/server/db/client'
import {
  bookingSettings,
  consultantOverrides,
  consultantTimeOff,
  consultants,
  consultations,
  firmClosedDays,
  staffUsers,
  type StoredWeeklyHours,
} from '@/server/db/schema'
import type { BookingRulesInput, CalendarInput } from './availability.schema'
import type { CalendarView, DisplacedConsultation, WeekHours } from './availability-types'
import { buffersOf } from './availability.server'
import {
  activeCalendars,
  commitmentsBetween,
  firmBookingPolicy,
  isConsultantOnStaff,
  mayTakeBookings,
} from './consultants.server'
import { isFree, offers } from './schedule'
import { TIME_ZONES } from './time-zones'

/**
 * The console's side of availability (decision 044): the calendars and the firm's rules as staff
 * see and change them, each change one transaction with its audit entry.
 */

/** Who changes it, for the audit log. */
export type AvailabilityChange = { staffId: string; requestId?: string }

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const

function everyWeekday(stored: StoredWeeklyHours): WeekHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, stored[day] ?? []])) as WeekHours
}

/** Every calendar, the active first, by name; with `staffUserId`, only that member's. */
export async function calendarsForConsole(
  db: Database,
  { staffUserId }: { staffUserId?: string } = {},
): Promise<CalendarView[]> {
  const rows = await db
    .select({
      calendar: consultants,
      name: staffUsers.name,
      member: { role: staffUsers.role, banned: staffUsers.banned },
    })
    .from(consultants)
    .leftJoin(staffUsers, eq(staffUsers.id, consultants.staffUserId))
    .where(staffUserId ? eq(consultants.staffUserId, staffUserId) : undefined)
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.calendar.id)
  const [overrides, timeOff] = await Promise.all([
    db
      .select()
      .from(consultantOverrides)
      .where(inArray(consultantOverrides.consultantId, ids))
      .orderBy(asc(consultantOverrides.day)),
    db
      .select()
      .from(consultantTimeOff)
      .where(inArray(consultantTimeOff.consultantId, ids))
      .orderBy(asc(consultantTimeOff.fromDay)),
  ])
  return rows
    .map(({ calendar, name, member }) => ({
      id: calendar.id,
      staffUserId: calendar.staffUserId,
      name: name ?? calendar.label ?? 'Calendar',
      active: calendar.active,
      onStaff: mayTakeBookings(calendar, member),
      timeZone: calendar.timeZone,
      hoursFollowVisitorZone: calendar.hoursFollowVisitorZone,
      weeklyHours: everyWeekday(calendar.weeklyHours),
      dailyCap: calendar.dailyCap,
      weight: calendar.weight,
      overrides: overrides
        .filter((override) => override.consultantId === calendar.id)
        .map((override) => ({ day: override.day, hours: override.hours })),
      timeOff: timeOff
        .filter((off) => off.consultantId === calendar.id)
        .map((off) => ({ from: off.fromDay, to: off.toDay })),
      version: calendar.updatedAt.toISOString(),
    }))
    .sort(
      (a, b) =>
        Number(b.active && b.onStaff) - Number(a.active && a.onStaff) ||
        a.name.localeCompare(b.name),
    )
}

export async function calendarForConsole(db: Database, id: string) {
  return (await calendarsForConsole(db)).find((calendar) => calendar.id === id)
}

/** Each staff member's calendar id, for the staff page's links to them. */
export async function calendarIdsByMember(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: consultants.id, staffUserId: consultants.staffUserId })
    .from(consultants)
    .where(isNotNull(consultants.staffUserId))
  return new Map(rows.map((row) => [row.staffUserId!, row.id]))
}

/** The consultants on the staff who have no calendar yet, by name. */
export async function consultantsWithoutCalendar(db: Database) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .leftJoin(consultants, eq(consultants.staffUserId, staffUsers.id))
    .where(
      and(eq(staffUsers.role, 'consultant'), eq(staffUsers.banned, false), isNull(consultants.id)),
    )
    .orderBy(asc(staffUsers.name))
}

/** A new consultant's calendar before they set their own: Monday to Friday, 9 to 5 Eastern. */
const NEW_CALENDAR_HOURS: StoredWeeklyHours = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((day) => [day, [{ start: 9 * 60, end: 17 * 60 }]]),
)

/**
 * Gives a consultant of the staff a calendar of their own, which then takes bookings in its
 * hours. Refused for a member who is not a consultant (or was removed) or already has one.
 */
export async function createCalendar(
  db: Database,
  staffUserId: string,
  change: AvailabilityChange,
): Promise<{ ok: true; id: string } | { ok: false; reason: 'not-a-consultant' | 'exists' }> {
  return db.transaction(async (tx) => {
    if (!(await isConsultantOnStaff(tx, staffUserId))) {
      return { ok: false as const, reason: 'not-a-consultant' as const }
    }
    const [row] = await tx
      .insert(consultants)
      .values({ staffUserId, weeklyHours: NEW_CALENDAR_HOURS })
      .onConflictDoNothing()
      .returning({ id: consultants.id })
    if (!row) return { ok: false as const, reason: 'exists' as const }
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'availability.manage',
      target: { type: 'calendar', id: row.id },
      requestId: change.requestId,
      detail: { created: true },
    })
    return { ok: true as const, id: row.id }
  })
}

/**
 * Saves a calendar as the form shows it: settings, weekly hours, overrides and time off replaced
 * in one transaction. Refused when it changed after the form was shown (another editor).
 */
export async function saveCalendar(
  db: Database,
  id: string,
  input: CalendarInput,
  change: AvailabilityChange,
  now: Date = new Date(),
): Promise<{ ok: true } | { ok: false; reason: 'unknown' | 'changed-meanwhile' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(consultants).where(eq(consultants.id, id)).for('update')
    if (!row) return { ok: false as const, reason: 'unknown' as const }
    if (row.updatedAt.toISOString() !== input.version) {
      return { ok: false as const, reason: 'changed-meanwhile' as const }
    }
    await tx
      .update(consultants)
      .set({
        active: input.active,
        timeZone: input.timeZone,
        // Only the firm's calendar keeps the spec's hours in the visitor's zone.
        hoursFollowVisitorZone: row.staffUserId === null && input.hoursFollowVisitorZone,
        weeklyHours: input.weeklyHours,
        dailyCap: input.dailyCap,
        weight: input.weight,
        updatedAt: now,
      })
      .where(eq(consultants.id, id))
    await tx.delete(consultantOverrides).where(eq(consultantOverrides.consultantId, id))
    if (input.overrides.length > 0) {
      await tx
        .insert(consultantOverrides)
        .values(input.overrides.map((override) => ({ consultantId: id, ...override })))
    }
    await tx.delete(consultantTimeOff).where(eq(consultantTimeOff.consultantId, id))
    if (input.timeOff.length > 0) {
      await tx
        .insert(consultantTimeOff)
        .values(
          input.timeOff.map((off) => ({ consultantId: id, fromDay: off.from, toDay: off.to })),
        )
    }
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'availability.manage',
      target: { type: 'calendar', id },
      requestId: change.requestId,
      detail: {
        active: input.active,
        overrides: input.overrides.length,
        timeOff: input.timeOff.length,
      },
    })
    return { ok: true as const }
  })
}

/**
 * The upcoming confirmed consultations on a calendar whose time it no longer offers (time off,
 * changed hours or overrides, or the calendar switched off), each with the consultants who are
 * free then: what the console lists for one-click reassignment.
 */
export async function displacedConsultations(
  db: Database,
  calendarId: string,
  now: Date = new Date(),
): Promise<DisplacedConsultation[]> {
  const rows = await db
    .select()
    .from(consultations)
    .where(
      and(
        eq(consultations.calendarId, calendarId),
        eq(consultations.status, 'confirmed'),
        gt(consultations.startsAt, now),
      ),
    )
    .orderBy(asc(consultations.startsAt))
    .limit(200)
  if (rows.length === 0) return []
  const calendars = await activeCalendars(db)
  const own = calendars.find((calendar) => calendar.id === calendarId)
  const displaced = rows.filter(
    (row) => !own || !offers(own, row.startsAt, TIME_ZONES[row.timeZone].iana),
  )
  if (displaced.length === 0) return []
  const names = new Map(
    (
      await db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(eq(staffUsers.banned, false))
    ).map((member) => [member.id, member.name]),
  )
  const first = displaced[0]!.startsAt.getTime()
  const last = displaced.at(-1)!.startsAt.getTime()
  const commitments = await commitmentsBetween(
    db,
    new Date(first - 2 * 86_400_000),
    new Date(last + 2 * 86_400_000),
  )
  const buffers = buffersOf(await firmBookingPolicy(db))
  return displaced.map((row) => ({
    id: row.id,
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    sequence: row.sequence,
    freeConsultants: calendars
      .filter(
        (calendar) =>
          calendar.id !== calendarId &&
          calendar.staffUserId !== null &&
          names.has(calendar.staffUserId) &&
          isFree(calendar, row.startsAt, TIME_ZONES[row.timeZone].iana, commitments, buffers),
      )
      .map((calendar) => ({
        staffUserId: calendar.staffUserId!,
        name: names.get(calendar.staffUserId!)!,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }))
}

/** The firm's rules and closed days as the console's form shows them. */
export async function bookingRulesForConsole(db: Database) {
  const { closedRanges, ...rules } = await firmBookingPolicy(db)
  return { ...rules, closedDays: closedRanges }
}

/** Saves the firm's rules and closed days in one transaction; they apply at the next request. */
export async function saveBookingRules(
  db: Database,
  input: BookingRulesInput,
  change: AvailabilityChange,
  now: Date = new Date(),
): Promise<void> {
  const { closedDays, ...rules } = input
  await db.transaction(async (tx) => {
    await tx
      .insert(bookingSettings)
      .values({ ...rules, updatedAt: now })
      .onConflictDoUpdate({ target: bookingSettings.id, set: { ...rules, updatedAt: now } })
    await tx.delete(firmClosedDays)
    if (closedDays.length > 0) {
      await tx
        .insert(firmClosedDays)
        .values(closedDays.map((range) => ({ fromDay: range.from, toDay: range.to })))
    }
    await recordAudit(tx, {
      actorId: change.staffId,
      action: 'booking-rules.manage',
      target: { type: 'booking-rules', id: 'firm' },
      requestId: change.requestId,
      detail: { ...rules, closedDays: closedDays.length },
    })
  })
}
