import { z } from '@/lib/zod'
import { isIsoDay } from '@/lib/iso-day'
import { rangesProblem, type ClockRange } from './schedule'

/**
 * What staff send to change a consultant's calendar or the firm's booking rules (decision 044):
 * checked by the console's forms and again by the server, with the same messages.
 */

export const AVAILABILITY_LIMITS = {
  rangesPerDay: 6,
  overrides: 200,
  timeOff: 100,
  closedDays: 200,
  dailyCap: 48,
  bufferMinutes: 240,
  noticeMinutes: 14 * 24 * 60,
  horizonDays: 365,
} as const

const ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])

/** An IANA time zone this runtime knows ('America/Los_Angeles'). */
export const isTimeZoneName = (value: string) => ZONES.has(value)

const Minutes = z
  .number()
  .int()
  .min(0)
  .max(24 * 60)

const ClockRangeSchema = z.strictObject({ start: Minutes, end: Minutes })

/** A day's working hours: ranges that end after they start and do not overlap. */
export const DayHoursSchema = z
  .array(ClockRangeSchema)
  .max(AVAILABILITY_LIMITS.rangesPerDay, `At most ${AVAILABILITY_LIMITS.rangesPerDay} ranges a day`)
  .superRefine((ranges: ClockRange[], context) => {
    const problem = rangesProblem(ranges)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })

const Day = z.string().refine(isIsoDay, 'Please enter a valid date')

/** An inclusive run of days, `to` not before `from`. */
export const DayRangeSchema = z
  .strictObject({ from: Day, to: Day })
  .refine((range) => range.to >= range.from, {
    message: 'The last day must not be before the first',
    path: ['to'],
  })

const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const

/** A consultant's whole calendar, saved at once as the console's form shows it. */
export const CalendarSchema = z.strictObject({
  active: z.boolean(),
  timeZone: z.string().max(64).refine(isTimeZoneName, 'Please choose a time zone'),
  hoursFollowVisitorZone: z.boolean(),
  weeklyHours: z.strictObject(
    Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, DayHoursSchema])) as Record<
      (typeof WEEKDAY_KEYS)[number],
      typeof DayHoursSchema
    >,
  ),
  dailyCap: z
    .number()
    .int()
    .min(1, 'A daily cap is at least 1')
    .max(AVAILABILITY_LIMITS.dailyCap, `A daily cap is at most ${AVAILABILITY_LIMITS.dailyCap}`)
    .nullable(),
  weight: z.number().int().min(1, 'The weight is 1 to 100').max(100, 'The weight is 1 to 100'),
  overrides: z
    .array(z.strictObject({ day: Day, hours: DayHoursSchema }))
    .max(AVAILABILITY_LIMITS.overrides)
    .refine(
      (overrides) => new Set(overrides.map((override) => override.day)).size === overrides.length,
      'Each date may have one override',
    ),
  timeOff: z.array(DayRangeSchema).max(AVAILABILITY_LIMITS.timeOff),
  /** The version the form showed (its `updatedAt`), so two editors never overwrite unseen. */
  version: z.string().max(40),
})
export type CalendarInput = z.infer<typeof CalendarSchema>

const WholeMinutes = (max: number, message: string) =>
  z.number().int().min(0, message).max(max, message)

/** The firm's booking rules and closed days, saved at once. */
export const BookingRulesSchema = z.strictObject({
  closeOnFederalHolidays: z.boolean(),
  bufferBeforeMinutes: WholeMinutes(
    AVAILABILITY_LIMITS.bufferMinutes,
    'A buffer is 0 to 240 minutes',
  ),
  bufferAfterMinutes: WholeMinutes(
    AVAILABILITY_LIMITS.bufferMinutes,
    'A buffer is 0 to 240 minutes',
  ),
  minimumNoticeMinutes: WholeMinutes(
    AVAILABILITY_LIMITS.noticeMinutes,
    'The notice is 0 to 14 days',
  ),
  horizonDays: z
    .number()
    .int()
    .min(1, 'The horizon is 1 to 365 days')
    .max(AVAILABILITY_LIMITS.horizonDays, 'The horizon is 1 to 365 days'),
  closedDays: z.array(DayRangeSchema).max(AVAILABILITY_LIMITS.closedDays),
})
export type BookingRulesInput = z.infer<typeof BookingRulesSchema>

/** Which consultant takes a consultation over: their calendar. */
export const ReassignSchema = z.strictObject({
  calendarId: z.uuid({ error: 'Please choose a consultant' }),
  sequence: z.number().int().min(0).max(100_000),
})

/** A consultant of the staff who has no calendar yet. */
export const NewCalendarSchema = z.strictObject({
  staffUserId: z.string().min(1, 'Please choose a consultant').max(64),
})
