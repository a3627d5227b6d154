import { beforeEach, describe, expect, it } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'
import { rateLimits } from '../db/schema'
import {
  consumeRateLimit,
  consumeRateLimits,
  deleteExpiredRateLimits,
  rateLimitKey,
  type RateLimitRule,
} from './rate-limit'

const available = await requirePostgres()

const rule: RateLimitRule = { name: 'consultations', limit: 7, windowMs: 60_000 }
const T0 = new Date('2026-11-23T15:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

describe.skipIf(!available)('the rate limiter on PostgreSQL, shared by two app instances', () => {
  const pools = twoInstancesOnPostgres()

  beforeEach(async () => {
    await pools.first.delete(rateLimits)
  })

  it('lets exactly the limit through when 40 requests arrive at once on both instances', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        consumeRateLimit(pools.instance(index), rule, '203.0.113.7', T0),
      ),
    )
    const allowed = results.filter((result) => result.allowed)
    expect(allowed).toHaveLength(7)
    expect(allowed.map((result) => result.remaining).sort()).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(results.every((result) => result.resetAt.getTime() === at(60_000).getTime())).toBe(true)
    expect(await pools.first.select().from(rateLimits)).toEqual([
      { key: rateLimitKey('consultations', '203.0.113.7'), hits: 40, resetAt: at(60_000) },
    ])
  })

  it('counts down across instances and names the seconds left in the window', async () => {
    const results = []
    for (let index = 0; index < 9; index++) {
      results.push(
        await consumeRateLimit(pools.instance(index), rule, '203.0.113.7', at(index * 1_000)),
      )
    }
    expect(results.map((result) => result.remaining)).toEqual([6, 5, 4, 3, 2, 1, 0, 0, 0])
    expect(results.map((result) => result.allowed).filter(Boolean)).toHaveLength(7)
    expect(results.map((result) => result.retryAfterSeconds)).toEqual([
      60, 59, 58, 57, 56, 55, 54, 53, 52,
    ])
    expect(
      (await consumeRateLimit(pools.second, rule, '203.0.113.7', at(59_500))).retryAfterSeconds,
    ).toBe(1)
  })

  it('starts a new window at one request once the old window has ended', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        consumeRateLimit(pools.instance(index), rule, '203.0.113.7', T0),
      ),
    )
    // Both instances see the new window at once; only one of them opens it.
    const [a, b] = await Promise.all([
      consumeRateLimit(pools.first, rule, '203.0.113.7', at(60_000)),
      consumeRateLimit(pools.second, rule, '203.0.113.7', at(60_000)),
    ])
    expect([a?.remaining, b?.remaining].sort()).toEqual([5, 6])
    expect(a?.resetAt).toEqual(at(120_000))
    expect(b?.resetAt).toEqual(at(120_000))
  })

  it('keeps different subjects and different rules apart', async () => {
    const reads = { name: 'consultation-reads', limit: 2, windowMs: 10_000 }
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        consumeRateLimit(pools.instance(index), rule, '203.0.113.7', T0),
      ),
    )
    expect(await consumeRateLimit(pools.second, rule, '198.51.100.4', T0)).toMatchObject({
      allowed: true,
      remaining: 6,
    })
    expect(await consumeRateLimit(pools.first, reads, '203.0.113.7', T0)).toMatchObject({
      allowed: true,
      remaining: 1,
      resetAt: at(10_000),
    })
  })

  it('housekeeping removes only the windows that have ended', async () => {
    await consumeRateLimit(pools.first, { ...rule, windowMs: 1_000 }, 'a', T0)
    await consumeRateLimit(pools.second, rule, 'b', T0)
    await deleteExpiredRateLimits(pools.second, at(30_000))
    expect((await pools.first.select().from(rateLimits)).map((row) => row.key)).toEqual([
      rateLimitKey('consultations', 'b'),
    ])
  })

  it('counts two rules in one statement from both instances, named in either order, without a deadlock', async () => {
    const tier: RateLimitRule = { name: 'tier-forms', limit: 5, windowMs: 60_000 }
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        consumeRateLimits(
          pools.instance(index),
          index % 2
            ? [
                { rule: tier, subject: '203.0.113.7' },
                { rule, subject: '203.0.113.7' },
              ]
            : [
                { rule, subject: '203.0.113.7' },
                { rule: tier, subject: '203.0.113.7' },
              ],
          T0,
        ),
      ),
    )
    const tierAnswers = results.map((answers, index) => answers[index % 2 ? 0 : 1]!)
    const ruleAnswers = results.map((answers, index) => answers[index % 2 ? 1 : 0]!)
    expect(tierAnswers.filter((answer) => answer.allowed)).toHaveLength(tier.limit)
    expect(ruleAnswers.filter((answer) => answer.allowed)).toHaveLength(rule.limit)
  })

  it('keeps no address in the shared table: each instance writes the same keyed hash', async () => {
    const email = 'avery.castellano@harborline.example'
    await Promise.all([
      consumeRateLimit(pools.first, rule, '203.0.113.7', T0),
      consumeRateLimit(pools.second, rule, '203.0.113.7', T0),
      consumeRateLimit(pools.first, rule, email, T0),
      consumeRateLimit(pools.second, rule, email, T0),
    ])
    const rows = await pools.second.select().from(rateLimits)
    expect(rows.map((row) => row.hits)).toEqual([2, 2])
    const table = JSON.stringify(rows)
    for (const part of ['203.0.113', 'avery', 'castellano', 'harborline']) {
      expect(table).not.toContain(part)
    }
  })

  it('purges safely when both instances run the housekeeping while clients count', async () => {
    const short = { ...rule, windowMs: 1_000 }
    for (let index = 0; index < 20; index++) {
      await consumeRateLimit(pools.instance(index), short, `198.51.100.${index}`, T0)
    }
    await consumeRateLimit(pools.first, short, '203.0.113.7', T0)
    // At +2 s every window above has ended: both instances purge while the last client is
    // counted again, which restarts its window.
    const [, , again] = await Promise.all([
      deleteExpiredRateLimits(pools.first, at(2_000)),
      deleteExpiredRateLimits(pools.second, at(2_000)),
      consumeRateLimit(pools.second, short, '203.0.113.7', at(2_000)),
    ])
    expect(again).toMatchObject({ allowed: true, remaining: 6, resetAt: at(3_000) })
    expect(await pools.first.select().from(rateLimits)).toEqual([
      { key: rateLimitKey('consultations', '203.0.113.7'), hits: 1, resetAt: at(3_000) },
    ])
  })
})
