import 'server-only'
import { and, eq, gte, inArray, lt } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { consultations } from '@/server/db/schema'
import type { SlotChoice } from './booking.schema'
import type { BookingCalendar, CalendarDay, DaySlots } from './booking-types'
import { dayClosure, lastBookableDay, type BookingPolicy } from './calendar-rules.server'
import { SLOT_TIMES, addDays, slotLabel, slotStart, todayIn, type IsoDay } from './slots'
import type { TimeZoneCode } from './time-zones'

/**
 * When a consultation can be booked: the slots of a day, the calendar of days up to the horizon,
 * and why a chosen slot cannot be booked at all. Booking and moving (manage.server.ts) ask here.
 */

/** Which of these instants a confirmed booking already holds (as epoch milliseconds). */
async function takenInstants(db: Database, instants: Date[]): Promise<Set<number>> {
  if (instants.length === 0) return new Set()
  const rows = await db
    .select({ startsAt: consultations.startsAt })
    .from(consultations)
    .where(and(eq(consultations.status, 'confirmed'), inArray(consultations.startsAt, instants)))
  return new Set(rows.map((row) => row.startsAt.getTime()))
}

/**
 * The day's 14 slots in the visitor's zone. A slot is available when the day takes bookings, no
 * confirmed booking holds its instant (in any zone: 10:00 AM Pacific is 1:00 PM Eastern) and it
 * has not started yet.
 */
export async function slotsForDay(
  db: Database,
  day: IsoDay,
  zone: TimeZoneCode,
  policy: BookingPolicy,
  now: Date = new Date(),
): Promise<DaySlots> {
  const closure = dayClosure(day, zone, policy, now)
  const starts = SLOT_TIMES.map((time) => ({ time, startsAt: slotStart(day, time, zone) }))
  const taken = closure
    ? new Set<number>()
    : await takenInstants(
        db,
        starts.map((s) => s.startsAt),
      )
  return {
    date: day,
    timeZone: zone,
    ...(closure ? { closure } : {}),
    slots: starts.map(({ time, startsAt }) => ({
      time,
      label: slotLabel(time),
      startsAt: startsAt.toISOString(),
      available: !closure && !taken.has(startsAt.getTime()) && startsAt > now,
    })),
  }
}

/** Every day from today to the horizon, each bookable or not and why: what the calendar greys out. */
export async function bookingCalendar(
  db: Database,
  zone: TimeZoneCode,
  policy: BookingPolicy,
  now: Date = new Date(),
): Promise<BookingCalendar> {
  const today = todayIn(zone, now)
  const lastDate = lastBookableDay(zone, policy, now)
  const rows = await db
    .select({ startsAt: consultations.startsAt })
    .from(consultations)
    .where(
      and(
        eq(consultations.status, 'confirmed'),
        gte(consultations.startsAt, slotStart(today, '00:00', zone)),
        lt(consultations.startsAt, slotStart(addDays(lastDate, 1), '00:00', zone)),
      ),
    )
  const taken = new Set(rows.map((row) => row.startsAt.getTime()))

  const days: CalendarDay[] = []
  for (let day = today; day <= lastDate; day = addDays(day, 1)) {
    const closure = dayClosure(day, zone, policy, now)
    if (closure) {
      days.push({ date: day, available: false, ...closure })
      continue
    }
    const ahead = SLOT_TIMES.map((time) => slotStart(day, time, zone)).filter((at) => at > now)
    if (ahead.length === 0) {
      days.push({
        date: day,
        available: false,
        reason: 'past',
        message: "Today's times have all passed. Please select another date",
      })
    } else if (ahead.every((at) => taken.has(at.getTime()))) {
      days.push({
        date: day,
        available: false,
        reason: 'full',
        message: 'Every time on this day is taken. Please select another date',
      })
    } else {
      days.push({ date: day, available: true })
    }
  }
  return { timeZone: zone, today, lastDate, days }
}

const SLOT_PASSED_MESSAGE = 'This time has already passed. Please select a later time'

/** Field messages when the chosen slot cannot be booked at all (whoever else books). */
export function slotProblems(
  choice: SlotChoice,
  policy: BookingPolicy,
  now: Date,
): Record<string, string> | undefined {
  const closure = dayClosure(choice.date, choice.timeZone, policy, now)
  if (closure) return { date: closure.message }
  if (slotStart(choice.date, choice.time, choice.timeZone) <= now) {
    return { time: SLOT_PASSED_MESSAGE }
  }
  return undefined
}
