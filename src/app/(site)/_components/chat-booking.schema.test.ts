import { describe, expect, it } from 'vitest'
import { ChatBookingSchema, chatBookingMessages } from './chat-booking.schema'

const valid = {
  name: 'Avery Chen',
  email: 'avery@harborline.example',
  questions: 'How do we move our claims analytics to the cloud?',
  date: '2026-12-01',
  time: '10:00',
  timeZone: 'ET',
}

/** Each field's first message, as the form shows it. */
function messages(input: Record<string, string>) {
  const result = ChatBookingSchema.safeParse(input)
  if (result.success) return {}
  const first: Record<string, string> = {}
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message
  return first
}

describe('ChatBookingSchema', () => {
  it('accepts a complete request and trims what was typed', () => {
    expect(ChatBookingSchema.parse({ ...valid, name: '  Avery Chen ' }).name).toBe('Avery Chen')
  })

  it("gives every blank field (spaces count) the assistant's message, and only that", () => {
    const blank = { name: '', email: '   ', questions: '', date: '', time: '', timeZone: '' }
    expect(messages(blank)).toEqual({
      name: chatBookingMessages.blank,
      email: chatBookingMessages.blank,
      questions: chatBookingMessages.blank,
      date: chatBookingMessages.blank,
      time: chatBookingMessages.blank,
      timeZone: chatBookingMessages.blank,
    })
    expect(ChatBookingSchema.safeParse(blank).error?.issues).toHaveLength(6)
  })

  it.each(['avery', 'avery@harborline', 'avery chen@harborline.example', 'avery@@x.example'])(
    "says 'Please enter a valid email address.' for %s",
    (email) => {
      expect(messages({ ...valid, email })).toEqual({ email: chatBookingMessages.email })
    },
  )

  it("applies the booking rules the server applies, with the booking feature's messages", () => {
    expect(messages({ ...valid, questions: 'Hi there' })).toEqual({
      questions: 'Please provide at least 10 characters describing your questions',
    })
    expect(messages({ ...valid, time: '12 noon', timeZone: 'UTC' })).toEqual({
      time: 'Please select one of the available times',
      timeZone: 'Please select a timezone',
    })
  })
})
