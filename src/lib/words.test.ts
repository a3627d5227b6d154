import { describe, expect, it } from 'vitest'
import { truncateWords } from './words'

describe('truncateWords', () => {
  it('keeps a text at or under the limit as it is', () => {
    expect(truncateWords('one two  three', 3)).toEqual({ text: 'one two  three', truncated: false })
  })

  it('cuts a longer text to exactly the limit', () => {
    const bio = Array.from({ length: 60 }, (_, index) => `w${index + 1}`).join(' ')
    const { text, truncated } = truncateWords(bio, 50)
    expect(truncated).toBe(true)
    expect(text.split(' ')).toHaveLength(50)
    expect(text.endsWith('w50')).toBe(true)
  })
})
