import { describe, expect, it } from 'vitest'
import { interleave, median, ratio } from './stats'

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([1800, 2400, 1200])).toBe(1800)
  })

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('is null for no values and leaves its input alone', () => {
    expect(median([])).toBeNull()
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('interleave', () => {
  it('runs every target once per round, round after round', () => {
    expect(
      interleave(['/', '/contact', 'floor'], 3).map(({ target, run }) => `${target}#${run}`),
    ).toEqual([
      '/#1',
      '/contact#1',
      'floor#1',
      '/#2',
      '/contact#2',
      'floor#2',
      '/#3',
      '/contact#3',
      'floor#3',
    ])
  })

  it('gives one round for a single run and nothing for no targets', () => {
    expect(interleave(['/'], 1)).toEqual([{ target: '/', run: 1 }])
    expect(interleave([], 3)).toEqual([])
  })
})

describe('ratio', () => {
  it('divides ours by the floor', () => {
    expect(ratio(300, 150)).toBe(2)
  })

  it('is null when a side is missing or the floor is zero', () => {
    expect(ratio(null, 150)).toBeNull()
    expect(ratio(300, null)).toBeNull()
    expect(ratio(30, 0)).toBeNull()
  })
})
