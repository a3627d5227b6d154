import { describe, expect, it } from 'vitest'
import { formatLongDate, isoDuration } from './dates'

describe('formatLongDate', () => {
  it.each([
    ['2025-07-14', 'July 14, 2025'],
    ['2023-11-26', 'November 26, 2023'],
    ['2024-12-01T23:30:00-08:00', 'December 1, 2024'],
  ])('%s → %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected)
  })
})

describe('isoDuration', () => {
  it.each([
    [2, 'PT2M'],
    [45, 'PT45M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
  ])('%i minutes → %s', (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected)
  })

  it('refuses a length that is not a whole number of minutes above zero', () => {
    expect(() => isoDuration(0)).toThrow(RangeError)
    expect(() => isoDuration(1.5)).toThrow(RangeError)
  })
})
