import 'server-only'
import { createHmac } from 'node:crypto'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rowsOf } from '../db/client'
import { groupCommit } from '../db/group-commit'
import { rateLimits } from '../db/schema'
import { getSecrets } from '../secrets'

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

let derived: { secret: string; key: Buffer } | undefined

/** The key of the rate-limit keys: derived from SIGNING_SECRET for this one purpose. */
function keyingKey(secret: string): Buffer {
  if (derived?.secret !== secret) {
    const key = createHmac('sha256', secret).update('northbridge rate-limit keys').digest()
    derived = { secret, key }
  }
  return derived.key
}

/**
 * The key a subject is counted under in `rate_limits`: the rule's name, then an HMAC-SHA256 of
 * the name and the subject (43 characters of base64url). The subject, a client address or an
 * e-mail address, is never stored: whoever reads the table learns which limits are counting,
 * not for whom, and cannot test a guessed address without the server's secret. Every instance
 * with the same SIGNING_SECRET derives the same key, so counts stay shared; a new secret starts
 * every count afresh (the old rows expire and are purged).
 */
export function rateLimitKey(
  ruleName: string,
  subject: string,
  secret: string = getSecrets().SIGNING_SECRET,
): string {
  const digest = createHmac('sha256', keyingKey(secret))
    .update(`${ruleName}\u0000${subject}`)
    .digest('base64url')
  return `${ruleName}:${digest}`
}

/**
 * Counts one request against the rule and says whether it may go ahead. The subject is stored
 * only as a keyed hash (rateLimitKey).
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
  secret?: string,
): Promise<RateLimitResult> {
  const [result] = await consumeRateLimits(db, [{ rule, subject }], now, secret)
  return result!
}

/** One request's counts, keyed, waiting for the statement that counts them. */
type Counting = {
  keys: readonly { rule: RateLimitRule; key: string }[]
  now: Date
}

type CountedRow = { hits: number; resetAt: Date }

/** The most requests one statement counts. */
const MAX_REQUESTS_PER_STATEMENT = 200

/**
 * One upsert for the requests that queued together: each key once, with as many hits as the
 * batch has for it, rows in key order (concurrent statements lock the rows they share in the
 * same order, so they cannot deadlock on PostgreSQL). Each request then gets the count it would
 * have seen alone, in arrival order: the i-th of n hits on a key sees the row's new count − n + i,
 * so exactly `limit` requests pass however they were batched. The batch counts at its latest
 * clock reading (a request waits for the statement, so that is when it is counted).
 */
async function countBatch(db: Database, batch: readonly Counting[]): Promise<CountedRow[][]> {
  const now = new Date(Math.max(...batch.map((counting) => counting.now.getTime())))
  const perKey = new Map<string, { hits: number; windowMs: number }>()
  for (const { keys } of batch) {
    for (const { rule, key } of keys) {
      const counted = perKey.get(key)
      if (counted) counted.hits += 1
      else perKey.set(key, { hits: 1, windowMs: rule.windowMs })
    }
  }
  const values = sql.join(
    [...perKey]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(
        ([key, { hits, windowMs }]) =>
          sql`(${key}, ${hits}::integer, ${new Date(now.getTime() + windowMs).toISOString()}::timestamptz)`,
      ),
    sql`, `,
  )
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, hits, reset_at)
    values ${values}
    on conflict (key) do update set
      hits = case when ${rateLimits.resetAt} <= ${now.toISOString()} then excluded.hits
                  else ${rateLimits.hits} + excluded.hits end,
      reset_at = case when ${rateLimits.resetAt} <= ${now.toISOString()} then excluded.reset_at
                      else ${rateLimits.resetAt} end
    returning key, hits, reset_at as "resetAt"`)
  const rows = new Map(
    rowsOf<{ key: string; hits: number; resetAt: string | Date }>(result).map((row) => [
      row.key,
      row,
    ]),
  )
  // How many of each key's hits the requests before this one took.
  const taken = new Map<string, number>()
  return batch.map(({ keys }) =>
    keys.map(({ key }) => {
      const row = rows.get(key)
      if (!row) throw new Error(`rate limit upsert for ${key} returned no row`)
      const before = taken.get(key) ?? 0
      taken.set(key, before + 1)
      const hits = Number(row.hits) - perKey.get(key)!.hits + before + 1
      return { hits, resetAt: new Date(row.resetAt) }
    }),
  )
}

const countTogether = groupCommit(countBatch, MAX_REQUESTS_PER_STATEMENT)

/**
 * Counts one request against each rule, for its subject, and answers in the order given: a
 * request helper's tier and the endpoint's own limits in one round trip to the database, shared
 * with the requests arriving meanwhile (group commit: under load one statement counts many
 * requests). Every rule is counted, including those after one that refuses. Rules must have
 * distinct names.
 */
export async function consumeRateLimits(
  db: Database,
  counts: readonly { rule: RateLimitRule; subject: string }[],
  now: Date = new Date(),
  secret?: string,
): Promise<RateLimitResult[]> {
  if (counts.length === 0) return []
  const keys = counts.map(({ rule, subject }) => ({
    rule,
    key: rateLimitKey(rule.name, subject, secret),
  }))
  const rows = await countTogether(db, { keys, now })
  return keys.map(({ rule }, index) => {
    const { hits, resetAt } = rows[index]!
    return {
      allowed: hits <= rule.limit,
      remaining: Math.max(0, rule.limit - hits),
      resetAt,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
    }
  })
}

/**
 * How many requests the rule has counted for the subject in the window running at `now` (0 when
 * none is running). Counts nothing itself: for limits that change how a request is handled
 * rather than whether it is (a sign-in slowed after many failures).
 */
export async function countedRequests(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, rateLimitKey(rule.name, subject)), gt(rateLimits.resetAt, now)))
  return row ? Number(row.hits) : 0
}

/**
 * Takes back one request counted in the running window, for limits that count an attempt first
 * and learn afterwards that it was not what they limit (a sign-in that succeeded is no failure).
 * Counting first keeps the limit exact when attempts arrive at once; this keeps it fair.
 */
export async function refundRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, rateLimitKey(rule.name, subject)), gt(rateLimits.resetAt, now)))
}

/**
 * Forgets windows that have ended; the housekeeping runs it every 15 minutes on every instance
 * (src/instrumentation.ts). One statement that deletes only rows already expired, so instances
 * running it at the same time, or beside requests counting on the same keys, do no harm: a row
 * a request has just restarted has a future reset_at and stays.
 */
export async function deleteExpiredRateLimits(db: Database, now: Date = new Date()) {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now))
}
