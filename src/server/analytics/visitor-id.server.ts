import 'server-only'
import { createHmac, randomBytes } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { analyticsSalts } from '../db/schema'

/** The UTC day of a moment, `YYYY-MM-DD`: the day a visitor id and its salt belong to. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** What a visitor id is made from; none of it is ever stored. */
export type VisitorTraits = {
  /** The client's IP address as the request helper reads it. */
  address: string
  userAgent: string
  /** The site's host, so two sites sharing a database never share ids. */
  site: string
}

/** Each database's current salt, so counting a page view costs no extra query. */
const currentSalts = new WeakMap<Database, { day: string; salt: string }>()

/**
 * The day's salt: made by the first instance that needs it (the insert that loses the race
 * changes nothing), then read back, so every instance hashes with the same one.
 */
async function saltOfDay(db: Database, day: string): Promise<string> {
  const cached = currentSalts.get(db)
  if (cached?.day === day) return cached.salt
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day))
  if (!row) throw new Error(`The analytics salt of ${day} is missing`)
  currentSalts.set(db, { day, salt: row.salt })
  return row.salt
}

/**
 * The visitor's id for the day of `now`: a keyed hash of address, user agent and site under the
 * day's salt (the method Plausible and Umami publish). The same browser gets another id the next
 * day, and once a day's salt is deleted nobody can recompute that day's ids.
 */
export async function dailyVisitorId(
  db: Database,
  traits: VisitorTraits,
  now: Date = new Date(),
): Promise<{ day: string; visitor: string }> {
  const day = utcDay(now)
  const salt = await saltOfDay(db, day)
  const visitor = createHmac('sha256', salt)
    .update(`${traits.address}\u0000${traits.userAgent}\u0000${traits.site}`)
    .digest('hex')
    .slice(0, 32)
  return { day, visitor }
}

/** Deletes every salt of a day that is over: from then on its ids cannot be recomputed. */
export async function deletePastSalts(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, utcDay(now)))
    .returning({ day: analyticsSalts.day })
  return deleted.length
}
