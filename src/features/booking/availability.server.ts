import 'server-only'
import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { isExclusionViolation } from '@/server/db/errors'
import { FIRM_CALENDAR_ID } from '@/server/db/firm-calendar'
import {
  consultants,
  consultations as consultationsTable,
  type ConsultationRow,
} from '@/server/db/schema'
import { messages, type SlotChoice } from './booking.schema'
import type { BookingCalendar, CalendarDay, DaySlots } from './booking-types'
import { dayClosure, lastBookableDay, type BookingPolicy } from './calendar-rules.server'
import {
  activeCalendars,
  assignmentLoads,
  commitmentsBetween,
  lockCalendars,
  type Calendar,
} from './consultants.server'
import { fairOrder, isFree, offeredDay, offeredStarts, offers, type Buffers } from './schedule'
import {
  addDays,
  isClockTime,
  isIsoDay,
  slotLabel,
  slotStart,
  todayIn,
  zonedDayAndTime,
  type IsoDay,
} from './slots'
import { TIME_ZONE_CODES, TIME_ZONES, isTimeZoneCode, type TimeZoneCode } from './time-zones'

/**
 * When a consultation can be booked: the slots of a day, the calendar of days up to the horizon,
 * why a chosen slot cannot be booked at all, and which consultant's calendar takes a booking.
 * Booking and moving (manage.server.ts) ask here; the rules themselves are in schedule.ts.
 */

const DAY_MS = 86_400_000

export const buffersOf = (policy: BookingPolicy): Buffers => ({
  beforeMinutes: policy.bufferBeforeMinutes ?? 0,
  afterMinutes: policy.bufferAfterMinutes ?? 0,
})

/**
 * The calendars and the consultations they hold around the visitor's days `first` to `last`:
 * two days either side cover every zone's days that overlap them, and every daily cap.
 */
async function calendarsAround(db: Database, first: IsoDay, last: IsoDay, zone: TimeZoneCode) {
  const [calendars, commitments] = await Promise.all([
    activeCalendars(db),
    commitmentsBetween(
      db,
      new Date(slotStart(first, '00:00', zone).getTime() - 2 * DAY_MS),
      new Date(slotStart(last, '00:00', zone).getTime() + 3 * DAY_MS),
    ),
  ])
  return { calendars, commitments }
}

/**
 * The day's slots in the visitor's zone: every start a consultant offers (the spec's 14 from the
 * firm's calendar). A slot is available when the day takes bookings, it is beyond the minimum
 * notice, and at least one consultant is free for it.
 */
export async function slotsForDay(
  db: Database,
  day: IsoDay,
  zone: TimeZoneCode,
  policy: BookingPolicy,
  now: Date = new Date(),
): Promise<DaySlots> {
  const closure = dayClosure(day, zone, policy, now)
  const { calendars, commitments } = await calendarsAround(db, day, day, zone)
  const offered = offeredDay(calendars, day, TIME_ZONES[zone].iana, commitments, {
    buffers: buffersOf(policy),
    noticeMinutes: policy.minimumNoticeMinutes ?? 0,
    now,
  })
  return {
    date: day,
    timeZone: zone,
    ...(closure ? { closure } : {}),
    slots: offered.map(({ startsAt, free }) => {
      const { time } = zonedDayAndTime(startsAt, zone)
      return {
        time,
        label: slotLabel(time),
        startsAt: startsAt.toISOString(),
        available: !closure && free,
      }
    }),
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
  const { calendars, commitments } = await calendarsAround(db, today, lastDate, zone)
  const rules = {
    buffers: buffersOf(policy),
    noticeMinutes: policy.minimumNoticeMinutes ?? 0,
    now,
  }

  const days: CalendarDay[] = []
  for (let day = today; day <= lastDate; day = addDays(day, 1)) {
    const closure = dayClosure(day, zone, policy, now)
    if (closure) {
      days.push({ date: day, available: false, ...closure })
      continue
    }
    const offered = offeredDay(calendars, day, TIME_ZONES[zone].iana, commitments, rules)
    const earliest = now.getTime() + rules.noticeMinutes * 60_000
    const ahead = offered.filter((start) => start.startsAt.getTime() > earliest)
    if (offered.length === 0) {
      days.push({
        date: day,
        available: false,
        reason: 'unavailable',
        message: 'No consultant is available on this day. Please select another date',
      })
    } else if (ahead.length === 0) {
      days.push({
        date: day,
        available: false,
        reason: 'past',
        message: "Today's times have all passed. Please select another date",
      })
    } else if (!ahead.some((start) => start.free)) {
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

/** "2 hours", "1 hour", "90 minutes" */
function noticeText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`
  return `${minutes} minutes`
}

/** Field messages when the chosen slot cannot be booked at all (whoever else books). */
export function slotProblems(
  choice: SlotChoice,
  policy: BookingPolicy,
  now: Date,
): Record<string, string> | undefined {
  const closure = dayClosure(choice.date, choice.timeZone, policy, now)
  if (closure) return { date: closure.message }
  const startsAt = slotStart(choice.date, choice.time, choice.timeZone)
  if (startsAt <= now) return { time: SLOT_PASSED_MESSAGE }
  const notice = policy.minimumNoticeMinutes ?? 0
  if (startsAt.getTime() <= now.getTime() + notice * 60_000) {
    return {
      time: `Please choose a time at least ${noticeText(notice)} from now`,
    }
  }
  return undefined
}

/** Monday 00:00 Eastern of the week `now` is in: where fair assignment starts counting. */
function weekStart(now: Date): Date {
  const today = todayIn('ET', now)
  const [year = 0, month = 1, date = 1] = today.split('-').map(Number)
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  return slotStart(addDays(today, -((weekday + 6) % 7)), '00:00', 'ET')
}

/** Which calendar takes a consultation, or why none can. */
export type CalendarChoice =
  { ok: true; calendar: Calendar } | { ok: false; reason: 'not-offered' | 'taken' }

/**
 * Chooses the calendar for a consultation at `startsAt`, inside the transaction that then writes
 * it: of the consultants who offer that start, those free for it (their calendars locked first,
 * so no one else takes them meanwhile), the fairest first. A move keeps its calendar when that
 * one is still free (`keep`: the consultation moved, which no longer counts against it).
 */
export async function chooseCalendar(
  tx: Database,
  {
    startsAt,
    zone,
    policy,
    now,
    keep,
  }: {
    startsAt: Date
    zone: TimeZoneCode
    policy: BookingPolicy
    now: Date
    keep?: { calendarId: string; consultationId: string }
  },
): Promise<CalendarChoice> {
  const visitorZone = TIME_ZONES[zone].iana
  const offering = (await activeCalendars(tx)).filter((calendar) =>
    offers(calendar, startsAt, visitorZone),
  )
  if (offering.length === 0) return { ok: false, reason: 'not-offered' }
  const freeOf = async (calendars: Calendar[]) => {
    const commitments = await commitmentsBetween(
      tx,
      new Date(startsAt.getTime() - 2 * DAY_MS),
      new Date(startsAt.getTime() + 2 * DAY_MS),
      { calendarIds: calendars.map((calendar) => calendar.id), except: keep?.consultationId },
    )
    return calendars.filter((calendar) =>
      isFree(calendar, startsAt, visitorZone, commitments, buffersOf(policy)),
    )
  }
  // First without locks: a time every calendar has filled is refused at once, and a calendar
  // already busy then is not locked, so a rush on a popular time does not queue behind the
  // locks. A calendar can only come free by a cancellation, which a visitor would meet as a
  // time taken a moment earlier. Then the answer that counts, under the locks.
  const freeBefore = await freeOf(offering)
  if (freeBefore.length === 0) return { ok: false, reason: 'taken' }
  await lockCalendars(
    tx,
    freeBefore.map((calendar) => calendar.id),
  )
  const free = await freeOf(freeBefore)
  const kept = free.find((calendar) => calendar.id === keep?.calendarId)
  if (kept) return { ok: true, calendar: kept }
  if (free.length === 0) return { ok: false, reason: 'taken' }
  const loads = await assignmentLoads(
    tx,
    free.map((calendar) => calendar.id),
    weekStart(now),
  )
  const [fairest] = fairOrder(free, (calendar) => loads.get(calendar.id)!)
  return { ok: true, calendar: fairest! }
}

/** The clock times calendars offer on a day in a zone, busy or not. */
function offeredClockTimes(calendars: Calendar[], day: IsoDay, zone: TimeZoneCode): Set<string> {
  return new Set(
    calendars.flatMap((calendar) =>
      offeredStarts(calendar, day, TIME_ZONES[zone].iana).map(
        (start) => zonedDayAndTime(start, zone).time,
      ),
    ),
  )
}

/**
 * The request's time when no consultant offers it: on its day in its zone, or, when those are
 * not valid themselves, on any of the next seven days in any of the four zones. A clock time in
 * the wrong form is the schema's to refuse. Every endpoint that takes a slot checks it with its
 * schema (`bodyFieldChecks`), so a wrong time is named with the other wrong fields.
 */
export async function timeNotOffered(body: unknown, db: Database): Promise<Record<string, string>> {
  if (typeof body !== 'object' || body === null) return {}
  const { date, time, timeZone } = body as Record<string, unknown>
  if (!isClockTime(time)) return {}
  const calendars = await activeCalendars(db)
  let offered: Set<string>
  if (isIsoDay(date) && isTimeZoneCode(timeZone)) {
    offered = offeredClockTimes(calendars, date, timeZone)
  } else {
    const today = todayIn('ET')
    offered = new Set(
      Array.from({ length: 7 }, (_, index) => addDays(today, index)).flatMap((day) =>
        TIME_ZONE_CODES.flatMap((zone) => [...offeredClockTimes(calendars, day, zone)]),
      ),
    )
  }
  return offered.has(time) ? {} : { time: messages.timeNotOffered }
}

/**
 * Moves a consultation's time to the calendar of the consultant it is given to, inside the
 * transaction that gives it (its row locked): their own active calendar, which must be free then
 * (hours, time off, other consultations, cap), or, for a consultant without one, the firm's.
 * Answers whether the time could follow; the exclusion constraint stays the last word.
 */
export async function moveToConsultantCalendar(
  tx: Database,
  row: ConsultationRow,
  consultantId: string,
  now: Date,
): Promise<'moved' | 'stayed' | 'busy'> {
  const calendars = await activeCalendars(tx)
  const own = calendars.find((calendar) => calendar.staffUserId === consultantId)
  const [current] = await tx
    .select({ staffUserId: consultants.staffUserId })
    .from(consultants)
    .where(eq(consultants.id, row.calendarId))
  let target: string
  if (own) {
    if (own.id === row.calendarId) return 'stayed'
    await lockCalendars(tx, [own.id])
    const commitments = await commitmentsBetween(
      tx,
      new Date(row.startsAt.getTime() - 2 * DAY_MS),
      new Date(row.startsAt.getTime() + 2 * DAY_MS),
      { calendarIds: [own.id], except: row.id },
    )
    const buffers = { beforeMinutes: row.bufferBeforeMinutes, afterMinutes: row.bufferAfterMinutes }
    if (!isFree(own, row.startsAt, TIME_ZONES[row.timeZone].iana, commitments, buffers)) {
      return 'busy'
    }
    target = own.id
  } else if (current?.staffUserId && current.staffUserId !== consultantId) {
    // Another consultant's calendar no longer holds a consultation that is not theirs.
    target = FIRM_CALENDAR_ID
  } else {
    return 'stayed'
  }
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(consultationsTable)
        .set({ calendarId: target, updatedAt: now })
        .where(eq(consultationsTable.id, row.id))
    })
  } catch (error) {
    if (isExclusionViolation(error, 'consultations_calendar_no_overlap')) return 'busy'
    throw error
  }
  return 'moved'
}
