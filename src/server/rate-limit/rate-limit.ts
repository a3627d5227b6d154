import 'server-only'
import { lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rowsOf } from '../db/client'
import { rateLimits } from '../db/schema'

/** At most `limit` requests per `windowMs` for each subject (usually a client address). */
export type RateLimitRule = {
  /** Names the limited action in the key, e.g. `consultations`. */
  name: string
  limit: number
  windowMs: number
}

export type RateLimitResult = {
  allowed: boolean
  /** Requests left in this window after this one. */
  remaining: number
  resetAt: Date
  /** Whole seconds until the window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number
}

/**
 * Counts one request against the rule and says whether it may go ahead.
 *
 * One upsert does the whole job, so it is atomic on PostgreSQL and PGlite alike: concurrent
 * requests for the same key queue on the row lock and each sees the count the one before it left,
 * so exactly `limit` requests pass in a window however many arrive at once, on however many
 * instances share the database. An expired window restarts at 1 in the same statement.
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject}`
  const nextReset = new Date(now.getTime() + rule.windowMs)
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, hits, reset_at)
    values (${key}, 1, ${nextReset.toISOString()})
    on conflict (key) do update set
      hits = case when ${rateLimits.resetAt} <= ${now.toISOString()} then 1
                  else ${rateLimits.hits} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= ${now.toISOString()} then excluded.reset_at
                      else ${rateLimits.resetAt} end
    returning hits, reset_at as "resetAt"`)
  const [row] = rowsOf<{ hits: number; resetAt: string | Date }>(result)
  if (!row) throw new Error(`rate limit upsert for ${key} returned no row`)
  const resetAt = new Date(row.resetAt)
  const hits = Number(row.hits)
  return {
    allowed: hits <= rule.limit,
    remaining: Math.max(0, rule.limit - hits),
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  }
}

/** Forgets windows that have ended; run now and then so the table stays small. */
export async function deleteExpiredRateLimits(db: Database, now: Date = new Date()) {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now))
}
