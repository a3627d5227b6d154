import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { databaseEachTest } from '#test-support/database'
import type { Database, DatabaseHandle } from '../db/client'
import { rateLimits } from '../db/schema'
import {
  consumeRateLimit,
  consumeRateLimits,
  countedRequests,
  deleteExpiredRateLimits,
  rateLimitKey,
  refundRateLimit,
  type RateLimitRule,
} from './rate-limit'

const rule: RateLimitRule = { name: 'consultations', limit: 7, windowMs: 60_000 }
const T0 = new Date('2026-11-23T15:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

const freshDatabase = databaseEachTest()
let handle: DatabaseHandle
let db: Database

beforeEach(async () => {
  handle = await freshDatabase()
  db = handle.db
})

/** Sends `count` requests one after another and answers what each was told. */
async function consumeInTurn(count: number, subject = '203.0.113.7', now = T0) {
  const results = []
  for (let index = 0; index < count; index++) {
    results.push(await consumeRateLimit(db, rule, subject, now))
  }
  return results
}

describe('consumeRateLimit under concurrency', () => {
  it('lets exactly the limit through when 40 requests arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => consumeRateLimit(db, rule, '203.0.113.7', T0)),
    )
    const allowed = results.filter((result) => result.allowed)
    expect(allowed).toHaveLength(7)
    // Each allowed request saw its own count: no two were told the same remainder.
    expect(allowed.map((result) => result.remaining).sort()).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(results.filter((result) => !result.allowed).every((r) => r.remaining === 0)).toBe(true)
    expect(new Set(results.map((result) => result.resetAt.getTime()))).toEqual(
      new Set([at(60_000).getTime()]),
    )
    expect(await db.select().from(rateLimits)).toEqual([
      { key: rateLimitKey('consultations', '203.0.113.7'), hits: 40, resetAt: at(60_000) },
    ])
  })
})

describe('consumeRateLimit in one window', () => {
  it('counts the remaining requests down to zero, then refuses', async () => {
    const results = await consumeInTurn(9)
    expect(results.map((result) => result.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ])
    expect(results.map((result) => result.remaining)).toEqual([6, 5, 4, 3, 2, 1, 0, 0, 0])
  })

  it('tells a refused client to retry in the whole seconds left, at least one', async () => {
    await consumeInTurn(7)
    const retryAt = async (ms: number) => {
      const result = await consumeRateLimit(db, rule, '203.0.113.7', at(ms))
      expect(result.allowed).toBe(false)
      expect(result.resetAt).toEqual(at(60_000))
      return result.retryAfterSeconds
    }
    expect(await retryAt(0)).toBe(60)
    expect(await retryAt(200)).toBe(60)
    expect(await retryAt(30_200)).toBe(30)
    expect(await retryAt(59_000)).toBe(1)
    expect(await retryAt(59_999)).toBe(1)
  })

  it('starts a new window at one request once the old window has ended', async () => {
    await consumeInTurn(8)
    const fresh = await consumeRateLimit(db, rule, '203.0.113.7', at(60_000))
    expect(fresh).toEqual({
      allowed: true,
      remaining: 6,
      resetAt: at(120_000),
      retryAfterSeconds: 60,
    })
    const later = await consumeInTurn(7, '203.0.113.7', at(61_000))
    expect(later.map((result) => result.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ])
    expect(later.at(-1)?.retryAfterSeconds).toBe(59)
  })
})

describe('consumeRateLimit keys', () => {
  it('keeps different subjects and different rules apart', async () => {
    await consumeInTurn(7, '203.0.113.7')
    expect((await consumeRateLimit(db, rule, '203.0.113.7', T0)).allowed).toBe(false)

    expect(await consumeRateLimit(db, rule, '198.51.100.4', T0)).toMatchObject({
      allowed: true,
      remaining: 6,
    })
    const reads = { name: 'consultation-reads', limit: 2, windowMs: 10_000 }
    expect(await consumeRateLimit(db, reads, '203.0.113.7', T0)).toEqual({
      allowed: true,
      remaining: 1,
      resetAt: at(10_000),
      retryAfterSeconds: 10,
    })
    expect((await consumeRateLimit(db, reads, '203.0.113.7', T0)).allowed).toBe(true)
    expect((await consumeRateLimit(db, reads, '203.0.113.7', T0)).allowed).toBe(false)
    // The first rule's count for the first subject did not move.
    expect((await db.select().from(rateLimits)).map((row) => [row.key, row.hits]).sort()).toEqual(
      [
        [rateLimitKey('consultation-reads', '203.0.113.7'), 3],
        [rateLimitKey('consultations', '198.51.100.4'), 1],
        [rateLimitKey('consultations', '203.0.113.7'), 8],
      ].sort(),
    )
  })
})

describe('deleteExpiredRateLimits', () => {
  it('removes only the windows that have ended', async () => {
    const short = { name: 'short', limit: 1, windowMs: 1_000 }
    await consumeRateLimit(db, short, 'a', T0) // ends at +1 s
    await consumeRateLimit(db, rule, 'b', T0) // ends at +60 s
    await consumeRateLimit(db, rule, 'c', at(30_000)) // ends at +90 s

    await deleteExpiredRateLimits(db, at(59_000))
    expect((await db.select().from(rateLimits)).map((row) => row.key).sort()).toEqual(
      [rateLimitKey('consultations', 'b'), rateLimitKey('consultations', 'c')].sort(),
    )
    await deleteExpiredRateLimits(db, at(60_001))
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual([
      rateLimitKey('consultations', 'c'),
    ])
    // A limit still counting is untouched by the housekeeping.
    expect((await consumeRateLimit(db, rule, 'c', at(60_001))).remaining).toBe(5)
  })
})

describe('rate-limit keys', () => {
  const SECRET = 'a-signing-secret-of-at-least-32-characters'
  const subjects = ['203.0.113.7', '2001:db8:1:2::/64', 'avery.castellano@harborline.example']

  it('stores no client or e-mail address: only the rule and a keyed hash of the subject', async () => {
    for (const subject of subjects) await consumeRateLimit(db, rule, subject, T0)
    const rows = await db.select().from(rateLimits)
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row.key).toMatch(/^consultations:[A-Za-z0-9_-]{43}$/)
    const table = JSON.stringify(rows)
    for (const part of ['203.0.113', '2001:db8', 'avery', 'castellano', 'harborline']) {
      expect(table).not.toContain(part)
    }
  })

  it('is an HMAC under a key derived from the secret, different for each rule', () => {
    const key = rateLimitKey('consultations', '203.0.113.7', SECRET)
    expect(key).toBe(rateLimitKey('consultations', '203.0.113.7', SECRET))
    expect(rateLimitKey('consultations', '203.0.113.8', SECRET)).not.toBe(key)
    expect(rateLimitKey('consultations', '203.0.113.7', `${SECRET}!`)).not.toBe(key)
    // The same subject under another rule cannot be linked to this one.
    const other = rateLimitKey('tier-forms', '203.0.113.7', SECRET)
    expect(other.split(':')[1]).not.toBe(key.split(':')[1])
    // Not a plain SHA-256 of the subject, which anyone could compute for a guessed address.
    const plain = createHash('sha256').update('203.0.113.7').digest('base64url')
    expect(key).not.toContain(plain)
  })

  it('counts together under one secret and starts afresh under a new one', async () => {
    for (let index = 0; index < 7; index++) {
      await consumeRateLimit(db, rule, '203.0.113.7', T0, SECRET)
    }
    expect((await consumeRateLimit(db, rule, '203.0.113.7', T0, SECRET)).allowed).toBe(false)
    // A rotated SIGNING_SECRET: every count restarts, the old rows wait for the housekeeping.
    expect(await consumeRateLimit(db, rule, '203.0.113.7', T0, `${SECRET}-rotated`)).toMatchObject({
      allowed: true,
      remaining: 6,
    })
  })
})

describe('countedRequests and refundRateLimit', () => {
  it('reads the running window without counting, and takes back one request at a time', async () => {
    expect(await countedRequests(db, rule, '203.0.113.9', T0)).toBe(0)
    await consumeInTurn(3, '203.0.113.9')
    expect(await countedRequests(db, rule, '203.0.113.9', T0)).toBe(3)
    expect(await countedRequests(db, rule, '203.0.113.9', T0)).toBe(3)

    await refundRateLimit(db, rule, '203.0.113.9', T0)
    expect(await countedRequests(db, rule, '203.0.113.9', T0)).toBe(2)
    for (let refund = 0; refund < 4; refund++) await refundRateLimit(db, rule, '203.0.113.9', T0)
    expect(await countedRequests(db, rule, '203.0.113.9', T0)).toBe(0)
    // Refunds never go below zero, never touch another subject, never reopen an ended window.
    expect((await consumeRateLimit(db, rule, '203.0.113.9', T0)).remaining).toBe(6)
    await consumeInTurn(2, '198.51.100.9')
    await refundRateLimit(db, rule, '198.51.100.9', at(60_000))
    expect(await countedRequests(db, rule, '198.51.100.9', at(59_000))).toBe(2)
    expect(await countedRequests(db, rule, '198.51.100.9', at(60_000))).toBe(0)
  })
})

describe('consumeRateLimits: a tier and an endpoint’s limits in one statement', () => {
  const tier: RateLimitRule = { name: 'tier-general', limit: 3, windowMs: 60_000 }

  it('counts every rule, answers in the order given, and refuses where any rule is spent', async () => {
    const both = [
      { rule: tier, subject: '203.0.113.7' },
      { rule, subject: '203.0.113.7' },
    ]
    const answers = []
    for (let sent = 0; sent < 4; sent++) answers.push(await consumeRateLimits(db, both, T0))
    expect(answers.map(([first, second]) => [first!.remaining, second!.remaining])).toEqual([
      [2, 6],
      [1, 5],
      [0, 4],
      [0, 3],
    ])
    expect(answers[3]!.map((answer) => answer.allowed)).toEqual([false, true])
    // Counted like one rule at a time: the single-rule call sees the same rows.
    expect(await countedRequests(db, rule, '203.0.113.7', T0)).toBe(4)
    expect(await consumeRateLimits(db, [], T0)).toEqual([])
  })

  it('lets exactly the limit through when 40 requests of two rules arrive at once, in either order', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        consumeRateLimits(
          db,
          index % 2
            ? [
                { rule: tier, subject: 'a' },
                { rule, subject: 'a' },
              ]
            : [
                { rule, subject: 'a' },
                { rule: tier, subject: 'a' },
              ],
          T0,
        ),
      ),
    )
    const allowedBy = (name: string) =>
      results
        .flatMap((answers, index) => {
          const order =
            index % 2 ? ['tier-general', 'consultations'] : ['consultations', 'tier-general']
          return answers.filter((_, position) => order[position] === name)
        })
        .filter((answer) => answer.allowed).length
    expect(allowedBy('tier-general')).toBe(tier.limit)
    expect(allowedBy('consultations')).toBe(rule.limit)
  })
})

describe('consumeRateLimits under load: one statement for the requests that arrive together', () => {
  it('counts 40 concurrent requests in a few statements, each answered as if it had come alone, in arrival order', async () => {
    const statements: unknown[] = []
    const execute = db.execute.bind(db)
    const counting = Object.assign(Object.create(db) as Database, {
      execute: (query: Parameters<Database['execute']>[0]) => {
        statements.push(query)
        return execute(query)
      },
    })
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        consumeRateLimits(
          counting,
          [
            { rule, subject: 'shared office' },
            { rule: { name: 'own', limit: 1, windowMs: 60_000 }, subject: `visitor ${index}` },
          ],
          T0,
        ),
      ),
    )
    // The first request goes at once; the 39 that arrive meanwhile share the next statement.
    expect(statements.length).toBeLessThanOrEqual(3)
    expect(results.map(([shared]) => shared!.remaining)).toEqual([
      6,
      5,
      4,
      3,
      2,
      1,
      0,
      ...Array<number>(33).fill(0),
    ])
    expect(results.map(([shared]) => shared!.allowed).filter(Boolean)).toHaveLength(rule.limit)
    expect(results.every(([, own]) => own!.allowed && own!.remaining === 0)).toBe(true)
    const [row] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, rateLimitKey(rule.name, 'shared office')))
    expect(row).toEqual({
      key: rateLimitKey(rule.name, 'shared office'),
      hits: 40,
      resetAt: at(60_000),
    })
  })

  it('restarts an ended window for a batch as it would for requests one by one', async () => {
    await consumeInTurn(9)
    const results = await Promise.all(
      Array.from({ length: 9 }, () => consumeRateLimit(db, rule, '203.0.113.7', at(60_000))),
    )
    expect(results.map((result) => result.remaining)).toEqual([6, 5, 4, 3, 2, 1, 0, 0, 0])
    expect(results.every((result) => result.resetAt.getTime() === at(120_000).getTime())).toBe(true)
  })
})
