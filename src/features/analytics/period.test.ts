import { describe, expect, it } from 'vitest'
import { formatChange } from './format'
import { AnalyticsQuerySchema, resolvePeriod } from './period'

const NOW = new Date('2026-11-27T10:00:00Z')

describe('the dashboard’s periods', () => {
  it('ends a preset today (UTC) and compares it with as many days before', () => {
    expect(resolvePeriod({ period: 'today' }, NOW)).toEqual({
      preset: 'today',
      from: '2026-11-27',
      to: '2026-11-27',
      days: 1,
      previousFrom: '2026-11-26',
      previousTo: '2026-11-26',
    })
    expect(resolvePeriod({}, NOW)).toMatchObject({
      preset: '7d',
      from: '2026-11-21',
      previousFrom: '2026-11-14',
      previousTo: '2026-11-20',
    })
    expect(resolvePeriod({ period: '90d' }, new Date('2026-03-01T23:59:59Z'))).toMatchObject({
      from: '2025-12-02',
      to: '2026-03-01',
      days: 90,
    })
  })

  it('takes a custom from–to over a preset, across a month and a leap day', () => {
    expect(resolvePeriod({ period: '30d', from: '2028-02-28', to: '2028-03-01' }, NOW)).toEqual({
      preset: undefined,
      from: '2028-02-28',
      to: '2028-03-01',
      days: 3,
      previousFrom: '2028-02-25',
      previousTo: '2028-02-27',
    })
  })

  it('refuses half a range, a reversed one, a longer one than 366 days and unreal days', () => {
    const fields = (query: Record<string, string>) => {
      const parsed = AnalyticsQuerySchema.safeParse(query)
      return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path, issue.message])
    }
    expect(fields({ from: '2026-11-01' })).toEqual([
      [['to'], 'Enter both the first and the last day.'],
    ])
    expect(fields({ from: '2026-11-02', to: '2026-11-01' })).toEqual([
      [['to'], 'The last day must not be before the first.'],
    ])
    expect(fields({ from: '2025-01-01', to: '2026-01-01' })).toEqual([])
    expect(fields({ from: '2025-01-01', to: '2026-01-02' })).toEqual([
      [['to'], 'Choose at most 366 days.'],
    ])
    expect(fields({ from: '2026-02-30', to: '2026-03-01' })).toEqual([
      [['from'], 'Enter a date as YYYY-MM-DD.'],
    ])
    expect(AnalyticsQuerySchema.safeParse({ period: 'year' }).success).toBe(false)
  })

  it('writes changes as a relative change for counts and points for rates', () => {
    expect(formatChange(150, 100, 'count')).toBe('+50%')
    expect(formatChange(75, 100, 'count')).toBe('−25%')
    expect(formatChange(5, 0, 'count')).toBe('New this period')
    expect(formatChange(0, 0, 'count')).toBe('No change')
    expect(formatChange(0.4, 0.45, 'rate')).toBe('−5.0 pts')
    expect(formatChange(null, 0.45, 'rate')).toBe('No comparison')
  })
})
