import 'server-only'
import federalHolidays from '@18f/us-federal-holidays'
import type { ClosedDateRange, Env } from '@/config/env.server'
import type { DayClosureReason } from './booking-types'
import { addDays, isWeekend, todayIn, type IsoDay } from './slots'
import type { TimeZoneCode } from './time-zones'

/**
 * The firm's booking rules (decision 044): staff set them in the console, and
 * `firmBookingPolicy` (consultants.server.ts) reads them. A rule left out is as before consultants
 * had calendars: holidays closed, no buffers, any start still ahead bookable.
 */
export type BookingPolicy = {
  /** The last bookable day is today plus this many days. */
  horizonDays: number
  closedRanges: ClosedDateRange[]
  /** Whether US federal holidays close the firm (default yes). */
  closeOnFederalHolidays?: boolean
  /** Minutes each consultation keeps free before and after it on its calendar. */
  bufferBeforeMinutes?: number
  bufferAfterMinutes?: number
  /** How far ahead of now the earliest bookable start is, in minutes. */
  minimumNoticeMinutes?: number
}

/**
 * The rules the environment used to set (BOOKING_HORIZON_DAYS, BOOKING_CLOSED_DATES): since
 * consultants have calendars, start-up seeds the firm's settings from them once.
 */
export function bookingPolicyFromEnv(env: Env): BookingPolicy {
  return { horizonDays: env.BOOKING_HORIZON_DAYS, closedRanges: env.BOOKING_CLOSED_DATES }
}

/** Why no consultation can be booked on a day, in words a visitor reads next to the calendar. */
export type { DayClosureReason }

export type DayClosure = { reason: DayClosureReason; message: string }

const holidaysByYear = new Map<number, Map<IsoDay, string>>()

/**
 * US federal holidays of a year as the government observes them (OPM): a holiday on a Saturday
 * is observed the Friday before, one on a Sunday the Monday after.
 */
function holidaysOf(year: number): Map<IsoDay, string> {
  let holidays = holidaysByYear.get(year)
  if (!holidays) {
    holidays = new Map(
      federalHolidays
        .allForYear(year, { shiftSaturdayHolidays: true, shiftSundayHolidays: true })
        .map((holiday) => [holiday.dateString, holiday.name]),
    )
    holidaysByYear.set(year, holidays)
  }
  return holidays
}

/** The observed US federal holiday on a day, if any ("Thanksgiving Day"). */
export function federalHolidayOn(day: IsoDay): string | undefined {
  const year = Number(day.slice(0, 4))
  // A New Year's Day on a Saturday is observed on December 31 of the year before.
  return holidaysOf(year).get(day) ?? holidaysOf(year + 1).get(day)
}

/** The last day visitors may book, as seen in the zone at `now`. */
export function lastBookableDay(zone: TimeZoneCode, policy: BookingPolicy, now: Date): IsoDay {
  return addDays(todayIn(zone, now), policy.horizonDays)
}

/**
 * Why `day` (a calendar day in the visitor's zone) takes no bookings, or undefined when it does.
 * Past and beyond-horizon are judged by the calendar in that zone.
 */
export function dayClosure(
  day: IsoDay,
  zone: TimeZoneCode,
  policy: BookingPolicy,
  now: Date,
): DayClosure | undefined {
  if (day < todayIn(zone, now)) return { reason: 'past', message: 'Please select a future date' }
  if (day > lastBookableDay(zone, policy, now)) {
    return {
      reason: 'beyond-horizon',
      message: `Please select a date within the next ${policy.horizonDays} days`,
    }
  }
  if (isWeekend(day)) {
    return {
      reason: 'weekend',
      message: 'Consultations run Monday to Friday. Please select a weekday',
    }
  }
  const holiday = policy.closeOnFederalHolidays === false ? undefined : federalHolidayOn(day)
  if (holiday) {
    return {
      reason: 'holiday',
      // "Birthday of Martin Luther King, Jr." ends with a period of its own.
      message: `We are closed for ${holiday.replace(/\.$/, '')}. Please select another date`,
    }
  }
  if (policy.closedRanges.some((range) => range.from <= day && day <= range.to)) {
    return {
      reason: 'closed',
      message: 'Our office is closed on this date. Please select another date',
    }
  }
  return undefined
}
