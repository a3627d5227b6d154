import { describe, expect, it } from 'vitest'
import { questionsExcerpt } from './booking-format'

describe('questionsExcerpt', () => {
  it('keeps short questions whole, with their lines joined', () => {
    expect(questionsExcerpt('Where do we start?\n\nOur data is  everywhere.')).toBe(
      'Where do we start? Our data is everywhere.',
    )
  })

  it('cuts long questions after a whole word and marks the cut', () => {
    const text = 'We want to move our claims analytics to the cloud, and we wonder where to begin.'
    expect(questionsExcerpt(text, 40)).toBe('We want to move our claims analytics to…')
    expect(questionsExcerpt(text, 52)).toBe('We want to move our claims analytics to the cloud…')
    expect(questionsExcerpt(text, 40).length).toBeLessThanOrEqual(41)
  })

  it('cuts inside a word that fills most of the room', () => {
    expect(questionsExcerpt(`Hi ${'x'.repeat(30)}`, 20)).toBe(`Hi ${'x'.repeat(17)}…`)
  })
})
