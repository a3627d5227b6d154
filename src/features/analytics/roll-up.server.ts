import 'server-only'
import { sql } from 'drizzle-orm'
import { utcDay } from '@/server/analytics/visitor-id.server'
import { rowsOf, type Database } from '@/server/db/client'
import { lockForTransaction } from '@/server/db/transaction-lock'
import { log } from '@/server/log'
import { perDayFigures } from './dashboard.server'
import { shiftDay } from './period'

/** The advisory lock every instance's roll-up takes, so one rolls a day up and the rest wait. */
const ROLL_UP_LOCK = 'analytics-roll-up'

/**
 * The first day whose raw events are kept: events of the days before it are rolled up. With 90
 * days, today and the 90 days before it keep their events.
 */
export const firstKeptDay = (retentionDays: number, now: Date) =>
  shiftDay(utcDay(now), -retentionDays)

/**
 * Folds every day past retention into `analytics_daily` and deletes its raw events, one day per
 * transaction: the day's rows are written by the same statement the dashboard computes them with
 * (`perDayFigures`), so its figures do not change. Run by the 15-minute housekeeping on every
 * instance: each transaction first takes one advisory lock, so a second instance waits for the
 * first and then finds the day's events gone and writes nothing.
 */
export async function rollUpExpiredDays(
  db: Database,
  retentionDays: number,
  now: Date = new Date(),
): Promise<{ days: string[] }> {
  const before = firstKeptDay(retentionDays, now)
  const rolled: string[] = []
  for (;;) {
    const day = await db.transaction(async (tx) => {
      await lockForTransaction(tx, ROLL_UP_LOCK)
      const [oldest] = rowsOf<{ day: string }>(
        await tx.execute(sql`
          select day::text as day from analytics_events
          where day < ${before}::date
          order by day
          limit 1
        `),
      )
      if (!oldest) return undefined
      await tx.execute(sql`
        insert into analytics_daily (day, dimension, key, visitors, pageviews, visits, bounces, events)
        select day::date, dimension, key, visitors, pageviews, visits, bounces, events
        from (${perDayFigures(oldest.day, oldest.day)}) as figures
        on conflict (day, dimension, key) do nothing
      `)
      await tx.execute(sql`delete from analytics_events where day = ${oldest.day}::date`)
      return oldest.day
    })
    if (!day) break
    rolled.push(day)
  }
  if (rolled.length > 0) log.info('analytics days rolled up', { days: rolled.length })
  return { days: rolled }
}
