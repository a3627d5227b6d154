import { beforeEach, describe, expect, it } from 'vitest'
import { requirePostgres } from '../../../tests/support/postgres'
import { twoInstancesOnPostgres } from '../../../tests/support/two-instances'
import { rateLimits } from '../db/schema'
import { consumeRateLimit, deleteExpiredRateLimits, type RateLimitRule } from './rate-limit'

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
      { key: 'consultations:203.0.113.7', hits: 40, resetAt: at(60_000) },
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
      'consultations:b',
    ])
  })
})
