import type { StoredWeeklyHours } from './availability-schema'

/**
 * The firm's own calendar (decision 044): the spec's published hours, 9:00 AM to 12:00 PM and
 * 1:00 PM to 5:00 PM in whichever US zone the visitor chose. Every consultation is booked
 * against it until staff give consultants calendars of their own. Its hours are set for every
 * day: the firm's rules close weekends and holidays, so the calendar need not.
 */
export const FIRM_CALENDAR_ID = '00000000-0000-4000-8000-00000000f123'

const PUBLISHED_HOURS = [
  { start: 9 * 60, end: 12 * 60 },
  { start: 13 * 60, end: 17 * 60 },
]

export const FIRM_WEEKLY_HOURS: StoredWeeklyHours = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, PUBLISHED_HOURS]),
)

/** The firm's calendar as start-up seeds it, and as it stands in before any row exists. */
export const FIRM_CALENDAR = {
  id: FIRM_CALENDAR_ID,
  label: 'Firm calendar',
  timeZone: 'America/New_York',
  hoursFollowVisitorZone: true,
  weeklyHours: FIRM_WEEKLY_HOURS,
} as const

/** The firm's booking rules before staff change them (issue 28). */
export const DEFAULT_BOOKING_RULES = {
  closeOnFederalHolidays: true,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 120,
  horizonDays: 60,
} as const
