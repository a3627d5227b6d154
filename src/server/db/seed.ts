import 'server-only'
import { TZDate } from '@date-fns/tz'
import { count } from 'drizzle-orm'
import type { WebinarSeed } from '@/content/schemas'
import { webinarSeeds } from '@/content/webinars'
import type { Database } from './client'
import type { ClosedDateRange } from '@/config/env.server'
import { DEFAULT_BOOKING_RULES, FIRM_CALENDAR } from './firm-calendar'
import { bookingSettings, consultants, firmClosedDays, webinars } from './schema'

const EASTERN = 'America/New_York'

/**
 * A seed's date: fixed, or `daysAfterSeeding` days after `now` (moved on to a Monday when that
 * falls on a weekend) at the given Eastern wall-clock time, so a new site always has a session
 * coming up.
 */
export function seedWebinarDate(date: WebinarSeed['webinarDate'], now: Date): Date {
  if (typeof date === 'string') return new Date(date)
  const today = new TZDate(now.getTime(), EASTERN)
  const [hours, minutes] = date.easternTime.split(':').map(Number) as [number, number]
  const day = new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + date.daysAfterSeeding,
    hours,
    minutes,
    EASTERN,
  )
  const weekday = day.getDay()
  const skip = weekday === 6 ? 2 : weekday === 0 ? 1 : 0
  return new Date(
    new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + skip, hours, minutes, EASTERN),
  )
}

/** Inserts the built-in webinars that are missing (by slug); never overwrites staff edits. */
export async function seedDatabase(
  db: Database,
  now: Date = new Date(),
): Promise<{ inserted: number }> {
  const rows = webinarSeeds.map((seed) => ({
    ...seed,
    agenda: seed.agenda.join('\n'),
    webinarDate: seedWebinarDate(seed.webinarDate, now),
  }))
  const inserted = await db
    .insert(webinars)
    .values(rows)
    .onConflictDoNothing({ target: webinars.slug })
    .returning({ id: webinars.id })
  return { inserted: inserted.length }
}

/** Seeds only a database that has no webinars at all, so deleted sessions stay deleted. */
export async function seedIfEmpty(db: Database): Promise<{ inserted: number }> {
  const [row] = await db.select({ value: count() }).from(webinars)
  if ((row?.value ?? 0) > 0) return { inserted: 0 }
  return seedDatabase(db)
}

/** What BOOKING_HORIZON_DAYS and BOOKING_CLOSED_DATES said, when an operator set them. */
export type LegacyBookingEnv = { horizonDays?: number; closedRanges: ClosedDateRange[] }

/**
 * Gives a database without booking settings the firm's calendar and its rules, once (decision
 * 044). The deprecated BOOKING_HORIZON_DAYS and BOOKING_CLOSED_DATES seed the horizon and the
 * closed days then; afterwards staff change them in the console and the variables are ignored.
 * Answers whether it seeded.
 */
export async function seedBookingRules(db: Database, legacy: LegacyBookingEnv): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .insert(bookingSettings)
      .values({
        ...DEFAULT_BOOKING_RULES,
        horizonDays: legacy.horizonDays ?? DEFAULT_BOOKING_RULES.horizonDays,
      })
      .onConflictDoNothing()
      .returning({ id: bookingSettings.id })
    if (!settings) return false
    const [anyCalendar] = await tx.select({ id: consultants.id }).from(consultants).limit(1)
    if (!anyCalendar) await tx.insert(consultants).values(FIRM_CALENDAR).onConflictDoNothing()
    if (legacy.closedRanges.length > 0) {
      await tx
        .insert(firmClosedDays)
        .values(legacy.closedRanges.map((range) => ({ fromDay: range.from, toDay: range.to })))
    }
    return true
  })
}
