import { describe, expect, it } from 'vitest'
import { formatLongDate } from './dates'

describe('formatLongDate', () => {
  it.each([
    ['2025-07-14', 'July 14, 2025'],
    ['2023-11-26', 'November 26, 2023'],
    ['2024-12-01T23:30:00-08:00', 'December 1, 2024'],
  ])('%s → %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected)
  })
})
