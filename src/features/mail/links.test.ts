import { describe, expect, it } from 'vitest'
import { linksIn } from './links'

describe('linksIn', () => {
  it('finds each link once, without trailing punctuation', () => {
    const text = [
      'Confirm: https://northbridge.example/verify?token=a1b2.',
      'Or cancel (https://northbridge.example/consultations/cancel?token=z9), any time;',
      'again https://northbridge.example/verify?token=a1b2 and mailto:hello@northbridge.example',
    ].join('\n')
    expect(linksIn(text)).toEqual([
      'https://northbridge.example/verify?token=a1b2',
      'https://northbridge.example/consultations/cancel?token=z9',
    ])
  })

  it('returns nothing for text without links', () => {
    expect(linksIn('See you on Tuesday.')).toEqual([])
  })
})
