import { isIsoDay } from '@/lib/iso-day'
import { z } from '@/lib/zod'

/*
 * The dashboard's periods (issue 30): whole UTC days, as the visitor ids are (a visitor's id
 * changes at midnight UTC). A period is a preset ending today or a custom from–to, both ends
 * included; its comparison is the period of the same length just before it.
 */

export const PERIOD_PRESETS = ['today', '7d', '30d', '90d'] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

export const PRESET_LABELS: Record<PeriodPreset, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
}

const PRESET_DAYS: Record<PeriodPreset, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 }

export const DEFAULT_PRESET: PeriodPreset = '7d'

/** The longest period one request may ask for, in days (its comparison is as long again). */
export const MAX_PERIOD_DAYS = 366

const DAY_MS = 86_400_000

/** The day `count` days after `day` (before it when negative), both `YYYY-MM-DD`. */
export function shiftDay(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
}

const Day = z.string().max(10).refine(isIsoDay, 'Enter a date as YYYY-MM-DD.')

/** The dashboard's query, from the page's form or the API's search parameters. */
export const AnalyticsQuerySchema = z
  .object({
    period: z.enum(PERIOD_PRESETS, 'Choose one of the listed periods.').optional(),
    from: Day.optional(),
    to: Day.optional(),
  })
  .superRefine((query, context) => {
    if (query.from === undefined && query.to === undefined) return
    if (query.from === undefined || query.to === undefined) {
      context.addIssue({
        code: 'custom',
        path: [query.from === undefined ? 'from' : 'to'],
        message: 'Enter both the first and the last day.',
      })
      return
    }
    if (query.from > query.to) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The last day must not be before the first.',
      })
      return
    }
    if (daysBetween(query.from, query.to) > MAX_PERIOD_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Choose at most ${MAX_PERIOD_DAYS} days.`,
      })
    }
  })

export type AnalyticsQuery = z.output<typeof AnalyticsQuerySchema>

/** A period and the one it is compared with, both ends of each included. */
export type Period = {
  /** The preset it came from, or undefined for a custom from–to. */
  preset: PeriodPreset | undefined
  from: string
  to: string
  days: number
  previousFrom: string
  previousTo: string
}

/**
 * The period a valid query names: a custom from–to when both are given (it wins over a preset),
 * else the preset (the last 7 days by default), ending on the UTC day of `now`.
 */
export function resolvePeriod(query: AnalyticsQuery, now: Date): Period {
  let preset: PeriodPreset | undefined
  let from: string
  let to: string
  if (query.from !== undefined && query.to !== undefined) {
    from = query.from
    to = query.to
  } else {
    preset = query.period ?? DEFAULT_PRESET
    to = now.toISOString().slice(0, 10)
    from = shiftDay(to, 1 - PRESET_DAYS[preset])
  }
  const days = daysBetween(from, to)
  return {
    preset,
    from,
    to,
    days,
    previousFrom: shiftDay(from, -days),
    previousTo: shiftDay(from, -1),
  }
}
