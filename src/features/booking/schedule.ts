import { TZDate } from '@date-fns/tz'
import type { IsoDay } from '@/lib/iso-day'
import { CONSULTATION_MINUTES, addDays } from './slots'

/**
 * Who can take a consultation when (decision 044): each consultant's weekly hours, date overrides
 * and time off, in their own time zone, against the firm's buffers, minimum notice and the
 * consultations they already hold. Pure: the server loads the rows (consultants.server.ts) and
 * asks here, so the same rules decide what a visitor is offered and what a booking may take.
 */

/** Minutes since a local midnight: 540 is 9:00 AM. */
export type ClockMinutes = number

/** A stretch of a local day, `start` inclusive, `end` exclusive, 0 ≤ start < end ≤ 1440. */
export type ClockRange = { start: ClockMinutes; end: ClockMinutes }

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

/** Inclusive calendar days. */
export type DayRange = { from: IsoDay; to: IsoDay }

export type ConsultantSchedule = {
  id: string
  /** IANA zone of the consultant: their time off and daily cap count days in it. */
  timeZone: string
  /**
   * The hours are wall-clock times in whichever zone the visitor chose, not in `timeZone`: the
   * spec's published hours (9 to 5 wherever the client is), which the seeded firm calendar keeps.
   */
  hoursFollowVisitorZone: boolean
  weeklyHours: ReadonlyMap<Weekday, readonly ClockRange[]>
  /** Different hours on a date (an empty list: not working that date). */
  overrides: ReadonlyMap<IsoDay, readonly ClockRange[]>
  timeOff: readonly DayRange[]
  /** The most consultations they take on one of their days; null for no cap. */
  dailyCap: number | null
  /** Share of the bookings relative to the others (fair assignment). */
  weight: number
}

/** A confirmed consultation held by a consultant, with the buffers it was booked with. */
export type Commitment = {
  consultantId: string
  startsAt: Date
  /** The consultation's time plus its buffers: no other of the consultant's may overlap it. */
  blockedFrom: Date
  blockedUntil: Date
}

export type Buffers = { beforeMinutes: number; afterMinutes: number }

const MINUTE_MS = 60_000
const DAY_MINUTES = 24 * 60

/** The day, weekday and minutes since midnight a zone's clock shows at an instant. */
function localDay(
  instant: Date,
  zone: string,
): { day: IsoDay; weekday: Weekday; minutes: ClockMinutes } {
  const local = TZDate.tz(zone, instant)
  const day = `${String(local.getFullYear()).padStart(4, '0')}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`
  const weekday = (local.getDay() === 0 ? 7 : local.getDay()) as Weekday
  return { day, weekday, minutes: local.getHours() * 60 + local.getMinutes() }
}

function weekdayOf(day: IsoDay): Weekday {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  return (weekday === 0 ? 7 : weekday) as Weekday
}

/** The instant a wall-clock time of a day is in a zone, through the IANA rules. */
export function instantOf(day: IsoDay, minutes: ClockMinutes, zone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(
    new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, zone).getTime(),
  )
}

const inRanges = (day: IsoDay, ranges: readonly DayRange[]) =>
  ranges.some((range) => range.from <= day && day <= range.to)

/** The consultant's working hours on one of their days: the date's override, else the weekday's. */
export function hoursOn(schedule: ConsultantSchedule, day: IsoDay): readonly ClockRange[] {
  return schedule.overrides.get(day) ?? schedule.weeklyHours.get(weekdayOf(day)) ?? []
}

/**
 * The starts of a consultant's consultations on their day `day` in `zone`: every 30 minutes from
 * the start of each range, while a whole consultation fits before its end. None on time off.
 */
function startsOn(schedule: ConsultantSchedule, day: IsoDay, zone: string): Date[] {
  if (inRanges(day, schedule.timeOff)) return []
  const starts: Date[] = []
  for (const range of hoursOn(schedule, day)) {
    for (let at = range.start; at + CONSULTATION_MINUTES <= range.end; at += CONSULTATION_MINUTES) {
      starts.push(instantOf(day, at, zone))
    }
  }
  return starts
}

/**
 * Every start a consultant offers inside the visitor's day `day` in `visitorZone` (IANA), busy
 * or not. Their own days overlapping it are the day before, the day and the day after.
 */
export function offeredStarts(
  schedule: ConsultantSchedule,
  day: IsoDay,
  visitorZone: string,
): Date[] {
  const hoursZone = schedule.hoursFollowVisitorZone ? visitorZone : schedule.timeZone
  const from = instantOf(day, 0, visitorZone).getTime()
  const to = instantOf(addDays(day, 1), 0, visitorZone).getTime()
  return [addDays(day, -1), day, addDays(day, 1)]
    .flatMap((ownDay) => startsOn(schedule, ownDay, hoursZone))
    .filter((start) => start.getTime() >= from && start.getTime() < to)
}

/** What a consultation at `startsAt` would block of the consultant's time, buffers included. */
export function blockedRange(startsAt: Date, buffers: Buffers): { from: Date; until: Date } {
  return {
    from: new Date(startsAt.getTime() - buffers.beforeMinutes * MINUTE_MS),
    until: new Date(startsAt.getTime() + (CONSULTATION_MINUTES + buffers.afterMinutes) * MINUTE_MS),
  }
}

/** Whether the zone's clocks change on `day` (its midnights are not 24 hours apart). */
function clocksChangeOn(day: IsoDay, zone: string): boolean {
  const length = instantOf(addDays(day, 1), 0, zone).getTime() - instantOf(day, 0, zone).getTime()
  return length !== DAY_MINUTES * MINUTE_MS
}

/**
 * Whether `startsAt` is one of the consultant's starts (hours, overrides, time off). Asked for
 * every calendar on every booking, so it reads the one wall-clock time rather than building the
 * day's starts: a time zone conversion costs far more than the arithmetic. Only on a day the
 * clocks change, when a start's wall time may be one the change skips, are the starts built.
 */
export function offers(schedule: ConsultantSchedule, startsAt: Date, visitorZone: string): boolean {
  const hoursZone = schedule.hoursFollowVisitorZone ? visitorZone : schedule.timeZone
  const { day, minutes } = localDay(startsAt, hoursZone)
  if (inRanges(day, schedule.timeOff)) return false
  const onTheHalfHour = hoursOn(schedule, day).some(
    (range) =>
      minutes >= range.start &&
      minutes + CONSULTATION_MINUTES <= range.end &&
      (minutes - range.start) % CONSULTATION_MINUTES === 0,
  )
  if (onTheHalfHour && instantOf(day, minutes, hoursZone).getTime() === startsAt.getTime()) {
    return true
  }
  if (!clocksChangeOn(day, hoursZone)) return false
  return startsOn(schedule, day, hoursZone).some((start) => start.getTime() === startsAt.getTime())
}

/**
 * Whether a start the consultant offers is still theirs to take: it overlaps none of their
 * consultations with the buffers of both, and their day is under its cap.
 */
function isUnbooked(
  schedule: ConsultantSchedule,
  startsAt: Date,
  commitments: readonly Commitment[],
  buffers: Buffers,
): boolean {
  const wanted = blockedRange(startsAt, buffers)
  const own = commitments.filter((held) => held.consultantId === schedule.id)
  if (own.some((held) => held.blockedFrom < wanted.until && wanted.from < held.blockedUntil)) {
    return false
  }
  if (schedule.dailyCap !== null) {
    const capDay = localDay(startsAt, schedule.timeZone).day
    const thatDay = own.filter((held) => localDay(held.startsAt, schedule.timeZone).day === capDay)
    if (thatDay.length >= schedule.dailyCap) return false
  }
  return true
}

/**
 * Whether the consultant can take a consultation at `startsAt`: it is one of their starts (hours,
 * overrides, time off), it overlaps none of their consultations with the buffers of both, and
 * their day is under its cap.
 */
export function isFree(
  schedule: ConsultantSchedule,
  startsAt: Date,
  visitorZone: string,
  commitments: readonly Commitment[],
  buffers: Buffers,
): boolean {
  return (
    offers(schedule, startsAt, visitorZone) && isUnbooked(schedule, startsAt, commitments, buffers)
  )
}

/** A start offered to the visitor: free when at least one consultant can take it. */
export type OfferedStart = { startsAt: Date; free: boolean }

/**
 * The union of what the consultants offer on the visitor's day, in time order: each start once,
 * free when one of them is free for it and it is at least `noticeMinutes` ahead of `now`.
 */
export function offeredDay(
  schedules: readonly ConsultantSchedule[],
  day: IsoDay,
  visitorZone: string,
  commitments: readonly Commitment[],
  rules: { buffers: Buffers; noticeMinutes: number; now: Date },
): OfferedStart[] {
  const earliest = rules.now.getTime() + rules.noticeMinutes * MINUTE_MS
  const byInstant = new Map<number, boolean>()
  for (const schedule of schedules) {
    for (const start of offeredStarts(schedule, day, visitorZone)) {
      const at = start.getTime()
      if (byInstant.get(at)) continue
      // The start is one of theirs: only their consultations and cap are left to ask.
      byInstant.set(at, at > earliest && isUnbooked(schedule, start, commitments, rules.buffers))
    }
  }
  return [...byInstant]
    .sort(([a], [b]) => a - b)
    .map(([at, free]) => ({ startsAt: new Date(at), free }))
}

/** What the fair choice among free consultants weighs (Cal.com's round-robin fairness). */
export type AssignmentLoad = {
  /** Their confirmed consultations booked in the current week. */
  bookedThisWeek: number
  /** When they were last given a consultation; null for never. */
  lastBookedAt: Date | null
}

/**
 * The free consultants in the order to try them: fewest bookings this week relative to their
 * weight, then the one booked least recently (never first), then by id so the order is total.
 */
export function fairOrder<T extends { id: string; weight: number }>(
  candidates: readonly T[],
  loadOf: (candidate: T) => AssignmentLoad,
): T[] {
  const keyed = candidates.map((candidate) => {
    const load = loadOf(candidate)
    return {
      candidate,
      share: load.bookedThisWeek / Math.max(candidate.weight, 1),
      last: load.lastBookedAt?.getTime() ?? Number.NEGATIVE_INFINITY,
    }
  })
  keyed.sort(
    (a, b) =>
      a.share - b.share ||
      a.last - b.last ||
      (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
  )
  return keyed.map((entry) => entry.candidate)
}

/** Whether clock ranges are well formed (end after start, inside the day) and do not overlap. */
export function rangesProblem(ranges: readonly ClockRange[]): string | undefined {
  const sorted = [...ranges].sort((a, b) => a.start - b.start)
  for (const [index, range] of sorted.entries()) {
    if (!Number.isInteger(range.start) || !Number.isInteger(range.end)) {
      return 'Times must be whole minutes'
    }
    if (range.start < 0 || range.end > DAY_MINUTES) return 'Times must be within the day'
    if (range.end <= range.start) return 'The end must be after the start'
    const previous = sorted[index - 1]
    if (previous && previous.end > range.start) return 'The ranges must not overlap'
  }
  return undefined
}
