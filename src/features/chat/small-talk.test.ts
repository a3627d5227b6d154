import { describe, expect, it } from 'vitest'
import { smallTalk, smallTalkReply } from './small-talk'

describe('smallTalk', () => {
  it.each([
    ['hi', 'greeting'],
    ['Hello there! 👋', 'greeting'],
    ['good morning', 'greeting'],
    ['thanks!', 'thanks'],
    ['Thank you so much', 'thanks'],
    ['bye', 'farewell'],
    ['who are you?', 'identity'],
    ['are you a real person or a bot?', 'identity'],
    ['what can you do?', 'identity'],
  ] as const)('%j is %s', (text, kind) => {
    expect(smallTalk(text)).toBe(kind)
  })

  it.each([
    'hi, what do you do in retail?',
    'thanks for the case study, what about banks?',
    'hello world program',
  ])('%j is a question, not small talk', (text) => {
    expect(smallTalk(text)).toBeUndefined()
  })

  it('replies without claiming a source', () => {
    expect(smallTalkReply('identity')).toMatch(/answer from what this website says/)
  })
})
