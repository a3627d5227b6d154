import { beforeEach, describe, expect, it } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'
import { chatTokenUsage } from '@/server/db/schema'
import { databaseTokenBudget, tokensUsedOn } from './token-budget.server'

const available = await requirePostgres()

const now = () => new Date('2026-03-10T12:00:00Z')

describe.skipIf(!available)('the daily token budget on PostgreSQL, shared by two instances', () => {
  const pools = twoInstancesOnPostgres()

  beforeEach(async () => {
    await pools.first.delete(chatTokenUsage)
  })

  it('lets no more than the budget be reserved when 40 calls arrive at once on both', async () => {
    const reservations = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        databaseTokenBudget(pools.instance(index), 10_000, now).reserve(1_000),
      ),
    )
    expect(reservations.filter(Boolean)).toHaveLength(10)
    expect(await tokensUsedOn(pools.second, '2026-03-10')).toBe(10_000)
  })

  it('frees what a call did not use for the other instance', async () => {
    const first = databaseTokenBudget(pools.first, 2_000, now)
    const second = databaseTokenBudget(pools.second, 2_000, now)
    const reservation = await first.reserve(1_500)
    expect(await second.reserve(1_000)).toBeUndefined()
    await first.settle(reservation!, 200)
    expect(await second.reserve(1_000)).toEqual({ day: '2026-03-10', tokens: 1_000 })
    expect(await tokensUsedOn(pools.first, '2026-03-10')).toBe(1_200)
  })

  it('holds counts past 2^31 tokens', async () => {
    const budget = databaseTokenBudget(pools.first, 1_000_000_000_000, now)
    expect(await budget.reserve(3_000_000_000)).toBeDefined()
    expect(await tokensUsedOn(pools.second, '2026-03-10')).toBe(3_000_000_000)
  })
})
