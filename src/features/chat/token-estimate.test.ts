import { describe, expect, it } from 'vitest'
import {
  estimateTokens,
  MESSAGE_OVERHEAD_TOKENS,
  messageTokens,
  newestWithin,
} from './token-estimate'

describe('estimateTokens', () => {
  it('counts a token per three bytes of UTF-8, rounded up', () => {
    expect(estimateTokens('')).toBe(0)
    expect(estimateTokens('abc')).toBe(1)
    expect(estimateTokens('abcd')).toBe(2)
    // é is two bytes, 東 three, 🚀 four.
    expect(estimateTokens('é')).toBe(1)
    expect(estimateTokens('東京')).toBe(2)
    expect(estimateTokens('🚀🚀🚀')).toBe(4)
    expect(estimateTokens('x'.repeat(2000))).toBe(667)
  })

  it('adds the overhead of each message', () => {
    expect(messageTokens({ content: 'abc' })).toBe(1 + MESSAGE_OVERHEAD_TOKENS)
  })
})

describe('newestWithin', () => {
  const message = (content: string) => ({ content })

  it('keeps the newest messages that fit, whole and in order', () => {
    const messages = [message('a'.repeat(30)), message('b'.repeat(30)), message('c'.repeat(30))]
    // Each costs 10 + 4 tokens.
    expect(newestWithin(messages, 28)).toEqual(messages.slice(1))
    expect(newestWithin(messages, 27)).toEqual(messages.slice(2))
    expect(newestWithin(messages, 100)).toEqual(messages)
    expect(newestWithin(messages, 13)).toEqual([])
  })

  it('stops at the first message that does not fit, leaving no gap', () => {
    const messages = [message('a'), message('b'.repeat(300)), message('c')]
    expect(newestWithin(messages, 20)).toEqual([messages[2]])
  })
})
