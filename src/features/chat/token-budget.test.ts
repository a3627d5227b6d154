import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '#test-support/database'
import type { DatabaseHandle } from '@/server/db/client'
import { chatTokenUsage } from '@/server/db/schema'
import { databaseTokenBudget, tokensUsedOn, utcDay } from './token-budget.server'

let database: DatabaseHandle
let now: Date
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())
beforeEach(async () => {
  now = new Date('2026-03-10T12:00:00Z')
  await database.db.delete(chatTokenUsage)
})

const budget = (daily: number) => databaseTokenBudget(database.db, daily, () => now)

describe('the daily token budget, on PGlite', () => {
  it('reserves while the day has room, and refuses what would pass the budget', async () => {
    const tokens = budget(1_000)
    expect(await tokens.reserve(600)).toEqual({ day: '2026-03-10', tokens: 600 })
    expect(await tokens.reserve(401)).toBeUndefined()
    expect(await tokens.reserve(400)).toEqual({ day: '2026-03-10', tokens: 400 })
    expect(await tokens.reserve(1)).toBeUndefined()
    expect(await tokensUsedOn(database.db, '2026-03-10')).toBe(1_000)
    // More than a whole day's budget never fits, not even on a new day.
    now = new Date('2026-03-11T00:00:00Z')
    expect(await tokens.reserve(1_001)).toBeUndefined()
  })

  it('replaces a reservation by what the call used, freeing the rest', async () => {
    const tokens = budget(1_000)
    const reservation = await tokens.reserve(900)
    expect(reservation).toBeDefined()
    await tokens.settle(reservation!, 150)
    expect(await tokensUsedOn(database.db, '2026-03-10')).toBe(150)
    expect(await tokens.reserve(850)).toBeDefined()
  })

  it('counts what a call used past its reservation, and never below zero', async () => {
    const tokens = budget(1_000)
    const first = await tokens.reserve(100)
    await tokens.settle(first!, 1_500)
    expect(await tokensUsedOn(database.db, '2026-03-10')).toBe(1_500)
    expect(await tokens.reserve(1)).toBeUndefined()
    await tokens.settle({ day: '2026-03-10', tokens: 5_000 }, 0)
    expect(await tokensUsedOn(database.db, '2026-03-10')).toBe(0)
  })

  it('settles on the day it reserved, even when the call ends after midnight UTC', async () => {
    now = new Date('2026-03-10T23:59:59.900Z')
    const tokens = budget(1_000)
    const reservation = await tokens.reserve(800)
    now = new Date('2026-03-11T00:00:00.100Z')
    await tokens.settle(reservation!, 300)
    expect(await tokensUsedOn(database.db, '2026-03-10')).toBe(300)
    expect(await tokensUsedOn(database.db, '2026-03-11')).toBe(0)
    expect(await tokens.reserve(1_000)).toEqual({ day: '2026-03-11', tokens: 1_000 })
  })

  it('names days in UTC', () => {
    expect(utcDay(new Date('2026-03-10T23:30:00-05:00'))).toBe('2026-03-11')
  })
})
