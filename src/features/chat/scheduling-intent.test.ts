import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { hasSchedulingIntent, schedulingReply } from './scheduling-intent'

describe('hasSchedulingIntent', () => {
  it.each([
    'Can I schedule a call?',
    'I would like a CONSULTATION',
    'How do I book time with you?',
    'need an appointment',
    'What is the best way to contact you',
    'connect me with sales',
    'can we talk next week',
    'I want to speak to a consultant',
    'could we meet on Tuesday',
    'booking a slot', // 'contains', as the spec says: inflections count
  ])('sees scheduling in %j', (text) => {
    expect(hasSchedulingIntent(text)).toBe(true)
  })

  it.each(['What services do you offer?', 'Tell me about retail', 'pricing?', ''])(
    'sees none in %j',
    (text) => {
      expect(hasSchedulingIntent(text)).toBe(false)
    },
  )

  it('points to the contact page and the e-mail, and offers to book in the chat', () => {
    expect(schedulingReply).toContain('](/contact)')
    expect(schedulingReply).toContain(site.email)
    expect(schedulingReply).toMatch(/book it with you right here/)
  })
})
