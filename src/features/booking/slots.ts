import { TZDate } from '@date-fns/tz'
import type { IsoDay } from '@/lib/iso-day'
import { TIME_ZONES, type TimeZoneCode } from './time-zones'

/** Every consultation is 30 minutes long (spec section 9). */
export const CONSULTATION_MINUTES = 30

/**
 * The spec's 14 start times, as 24-hour clock times in the visitor's chosen zone: 9:00 AM to
 * 11:30 AM and 1:00 PM to 4:30 PM, every 30 minutes, none from 12 to 1. The firm's calendar
 * offers them; consultants' own calendars offer what their hours give (schedule.ts).
 */
export const SLOT_TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
] as const
/** A slot's start as a 24-hour clock time in the visitor's zone, 'HH:mm'. */
export type SlotTime = string

/** One of the spec's 14 times. */
export function isSlotTime(value: unknown): value is SlotTime {
  return typeof value === 'string' && (SLOT_TIMES as readonly string[]).includes(value)
}

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/

/** A 24-hour clock time written 'HH:mm' (which of them a day offers, availability decides). */
export function isClockTime(value: unknown): value is SlotTime {
  return typeof value === 'string' && CLOCK_TIME.test(value)
}

/** '13:30' → '1:30 PM' */
export function slotLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'AM' : 'PM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

export { isIsoDay, type IsoDay } from '@/lib/iso-day'

function dayParts(day: IsoDay): [number, number, number] {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return [year, month, date]
}

function toIsoDay(year: number, month: number, day: number): IsoDay {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * The instant a slot starts: the wall-clock `time` on `day` in the zone, through the IANA rules,
 * so 9:00 AM Eastern is 14:00 UTC in winter and 13:00 UTC in summer.
 */
export function slotStart(day: IsoDay, time: string, zone: TimeZoneCode): Date {
  const [year, month, date] = dayParts(day)
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return new Date(
    new TZDate(year, month - 1, date, hours, minutes, TIME_ZONES[zone].iana).getTime(),
  )
}

/** The calendar day it is in the zone at `now`. */
export function todayIn(zone: TimeZoneCode, now: Date = new Date()): IsoDay {
  const local = TZDate.tz(TIME_ZONES[zone].iana, now)
  return toIsoDay(local.getFullYear(), local.getMonth() + 1, local.getDate())
}

/** The day and wall-clock time (HH:mm) of an instant in the zone. */
export function zonedDayAndTime(instant: Date, zone: TimeZoneCode): { day: IsoDay; time: string } {
  const local = TZDate.tz(TIME_ZONES[zone].iana, instant)
  return {
    day: toIsoDay(local.getFullYear(), local.getMonth() + 1, local.getDate()),
    time: `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`,
  }
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const [year, month, date] = dayParts(day)
  const moved = new Date(Date.UTC(year, month - 1, date + days))
  return toIsoDay(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate())
}

/** Saturday or Sunday. */
export function isWeekend(day: IsoDay): boolean {
  const [year, month, date] = dayParts(day)
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  return weekday === 0 || weekday === 6
}
