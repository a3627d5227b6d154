import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ConsultationRequestSchema,
  LIMITS,
  QuestionsSchema,
  RescheduleByTokenSchema,
  SlotChoiceSchema,
  hasDangerousContent,
  messages,
} from './booking.schema'

// 06:30 UTC on Sunday 2026-11-22: 01:30 on the 22nd in ET and CT, 23:30 / 22:30 on the 21st in
// MT and PT. Every test runs at this instant so "today" and "past" do not depend on the machine.
const NOW = new Date('2026-11-22T06:30:00Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

const valid = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  questions: 'How would you approach our data platform migration?',
  date: '2026-11-23',
  time: '10:00',
  timeZone: 'ET',
}

/** What the form shows: each field's first message, keyed by its path. */
function shownMessages(input: unknown): Record<string, string> {
  const result = ConsultationRequestSchema.safeParse(input)
  if (result.success) return {}
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const name = issue.path.join('.')
    if (!(name in fields)) fields[name] = issue.message
  }
  return fields
}

/** The first message of one field when only that field differs from a valid request. */
function messageFor(field: keyof typeof valid, value: unknown): string | undefined {
  const input: Record<string, unknown> = { ...valid, [field]: value }
  if (value === undefined) delete input[field]
  const fields = shownMessages(input)
  expect(Object.keys(fields).filter((name) => name !== field)).toEqual([])
  return fields[field]
}

describe('ConsultationRequestSchema', () => {
  it('accepts a complete request and trims its text', () => {
    const result = ConsultationRequestSchema.safeParse({
      ...valid,
      name: '  Ann Lee ',
      email: ' ann@example.com ',
      questions: `  ${valid.questions}\n`,
    })
    expect(result.success).toBe(true)
    expect(result.data).toEqual(valid)
  })

  it('reports every missing field with its own message', () => {
    expect(shownMessages({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      questions: 'Please provide at least 10 characters describing your questions',
      date: 'Please select a date',
      time: 'Please select a time',
      timeZone: 'Please select a timezone',
    })
  })

  describe('name', () => {
    it.each([undefined, '', '   ', null, 42])('%j → Name is required', (value) => {
      expect(messageFor('name', value)).toBe('Name is required')
    })

    it('allows 50 characters and refuses 51', () => {
      expect(messageFor('name', 'a'.repeat(LIMITS.nameMax))).toBeUndefined()
      expect(messageFor('name', 'a'.repeat(51))).toBe('Name is too long')
    })

    it.each(['R2-D2', 'Ann<b>', 'ann@example.com', 'Ann_Lee', 'Ann.Lee', 'Ann "Lee"'])(
      '%j → Name can only contain letters, spaces, hyphens, and apostrophes',
      (value) => {
        expect(messageFor('name', value)).toBe(
          'Name can only contain letters, spaces, hyphens, and apostrophes',
        )
      },
    )

    it.each(['A', ' A ', 'é'])('%j → Name must be at least 2 characters long', (value) => {
      expect(messageFor('name', value)).toBe('Name must be at least 2 characters long')
    })

    it.each(["Mary-Jane O'Neil", 'José Álvarez', 'Zoë', 'D’Angelo', 'Lê Văn Thành', 'Ng'])(
      'accepts %j',
      (value) => {
        expect(messageFor('name', value)).toBeUndefined()
      },
    )
  })

  describe('email', () => {
    it.each([undefined, '', '  ', null])('%j → Email is required', (value) => {
      expect(messageFor('email', value)).toBe('Email is required')
    })

    it.each(['a@b', 'a b@c.com', 'x@y.c', 'ann', '@example.com', 'ann@', 'ann@example.c0m'])(
      '%j → Please enter a valid email address',
      (value) => {
        expect(messageFor('email', value)).toBe('Please enter a valid email address')
      },
    )

    it('allows a 254-character address and refuses a well-formed 255-character one', () => {
      const domain = '@example.com'
      const at254 = `${'a'.repeat(254 - domain.length)}${domain}`
      const at255 = `${'a'.repeat(255 - domain.length)}${domain}`
      expect(at254).toHaveLength(254)
      expect(at255).toHaveLength(255)
      expect(messageFor('email', at254)).toBeUndefined()
      expect(messageFor('email', at255)).toBe('Email is too long')
    })

    it('accepts sub-addresses on sub-domains', () => {
      expect(messageFor('email', 'first.last+tag@sub.example.co')).toBeUndefined()
    })
  })

  describe('questions', () => {
    it.each([undefined, '', 'short', 'short     ', '    short    ', '123456789'])(
      '%j → Please provide at least 10 characters describing your questions',
      (value) => {
        expect(messageFor('questions', value)).toBe(
          'Please provide at least 10 characters describing your questions',
        )
      },
    )

    it('allows 10 to 2000 characters and refuses 2001', () => {
      expect(messageFor('questions', '1234567890')).toBeUndefined()
      expect(messageFor('questions', 'q'.repeat(LIMITS.questionsMax))).toBeUndefined()
      expect(messageFor('questions', 'q'.repeat(2001))).toBe(
        'Questions are too long (max 2000 characters)',
      )
    })

    it.each([
      'Hello <script>alert(1)</script>',
      'Hello < SCRIPT src=x>',
      'See javascript:alert(1) please',
      'JAVASCRIPT:alert(1) is my question',
      'Look: <img src=x onerror=alert(1)>',
      'Look: <a href="#" onclick = "steal()">here</a>',
      'Look: <svg/onload=alert(1)>',
      'Look: <img src="<" onerror=alert(1)>',
      'Embed <iframe src=x> here',
      'Open data:text/html;base64,PHNjcmlwdD4= please',
    ])('%j → Invalid content detected', (value) => {
      expect(value.length).toBeGreaterThanOrEqual(10)
      expect(messageFor('questions', value)).toBe('Invalid content detected')
    })

    it('reads crafted text in linear time', () => {
      // Tags that never close, each with an `on` attribute lacking its `=`: one pattern over the
      // whole tag read the rest of the text again from every `<a` (78 KB: 1.5 s; now 5 ms).
      const crafted = '<a ona'.repeat(13_000)
      const started = performance.now()
      expect(hasDangerousContent(crafted)).toBe(false)
      expect(performance.now() - started).toBeLessThan(200)
    })

    it.each([
      // A URL has no space after the colon; prose does.
      'We use JavaScript: React and Vue mostly',
      'Our data: text and html exports',
      'Can you describe how a <b>bold</b> plan looks?',
      'Is a transcript or a description enough?',
      'We host data in text/html and JSON formats',
      'Our on-call rotation is on Mondays',
    ])('does not flag %j', (value) => {
      expect(hasDangerousContent(value)).toBe(false)
      expect(messageFor('questions', value)).toBeUndefined()
    })
  })

  describe('date', () => {
    it.each([undefined, '', null])('%j → Please select a date', (value) => {
      expect(messageFor('date', value)).toBe('Please select a date')
    })

    it.each(['2026-02-30', '12/08/2026', '2026-1-5', '2026-13-01', 'tomorrow'])(
      '%j → Please select a valid date',
      (value) => {
        expect(messageFor('date', value)).toBe('Please select a valid date')
      },
    )

    it('refuses yesterday and accepts today and later, by the chosen zone’s calendar', () => {
      // In ET it is already the 22nd.
      expect(messageFor('date', '2026-11-21')).toBe('Please select a future date')
      expect(messageFor('date', '2026-11-22')).toBeUndefined()
      expect(messageFor('date', '2027-05-01')).toBeUndefined()
      expect(messageFor('date', '2025-11-22')).toBe('Please select a future date')
    })

    it('judges the same day at the same instant as past in ET but today in PT', () => {
      // 2026-11-21 is yesterday in ET (01:30 on the 22nd) and still today in PT (22:30 on the 21st).
      const request = { ...valid, date: '2026-11-21' }
      expect(shownMessages({ ...request, timeZone: 'ET' })).toEqual({
        date: 'Please select a future date',
      })
      expect(shownMessages({ ...request, timeZone: 'CT' })).toEqual({
        date: 'Please select a future date',
      })
      expect(shownMessages({ ...request, timeZone: 'MT' })).toEqual({})
      expect(shownMessages({ ...request, timeZone: 'PT' })).toEqual({})
      expect(shownMessages({ ...valid, date: '2026-11-20', timeZone: 'PT' })).toEqual({
        date: 'Please select a future date',
      })
    })

    it('moves "today" with the clock', () => {
      vi.setSystemTime(new Date('2026-11-22T08:00:00Z')) // midnight in PT
      expect(shownMessages({ ...valid, date: '2026-11-21', timeZone: 'PT' })).toEqual({
        date: 'Please select a future date',
      })
    })
  })

  describe('time', () => {
    it.each([undefined, '', null])('%j → Please select a time', (value) => {
      expect(messageFor('time', value)).toBe('Please select a time')
    })

    it.each(['9:00', '24:00', '09:60', '9:00 AM', '0900'])(
      '%j → Please select one of the available times',
      (value) => {
        expect(messageFor('time', value)).toBe('Please select one of the available times')
      },
    )

    // Which clock times a day offers depends on the consultants' hours: the server says so with
    // the same message (timeNotOffered in availability.server.ts, consultant-calendars.test.ts).
    it.each(['09:00', '11:30', '13:00', '16:30', '12:00', '17:00', '08:30', '09:15'])(
      'accepts the clock time %j',
      (value) => {
        expect(messageFor('time', value)).toBeUndefined()
      },
    )
  })

  describe('timeZone', () => {
    it.each([undefined, '', 'EST', 'et', 'America/New_York', null])(
      '%j → Please select a timezone',
      (value) => {
        expect(messageFor('timeZone', value)).toBe('Please select a timezone')
      },
    )

    it.each(['PT', 'MT', 'CT', 'ET'])('accepts %j', (value) => {
      expect(messageFor('timeZone', value)).toBeUndefined()
    })
  })

  it('uses exactly the spec’s messages', () => {
    expect(messages).toEqual({
      nameRequired: 'Name is required',
      nameTooLong: 'Name is too long',
      nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
      nameTooShort: 'Name must be at least 2 characters long',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      emailTooLong: 'Email is too long',
      questionsTooShort: 'Please provide at least 10 characters describing your questions',
      questionsTooLong: 'Questions are too long (max 2000 characters)',
      invalidContent: 'Invalid content detected',
      dateRequired: 'Please select a date',
      dateInvalid: 'Please select a valid date',
      datePast: 'Please select a future date',
      timeRequired: 'Please select a time',
      timeNotOffered: 'Please select one of the available times',
      timeZoneRequired: 'Please select a timezone',
    })
  })
})

describe('SlotChoiceSchema', () => {
  function slotMessages(input: unknown): Record<string, string> {
    const result = SlotChoiceSchema.safeParse(input)
    if (result.success) return {}
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const name = issue.path.join('.')
      if (!(name in fields)) fields[name] = issue.message
    }
    return fields
  }

  it('accepts a slot today or later in the chosen zone', () => {
    const choice = { date: '2026-11-21', time: '16:30', timeZone: 'PT' }
    expect(SlotChoiceSchema.safeParse(choice)).toEqual({ success: true, data: choice })
    expect(slotMessages({ date: '2026-11-22', time: '09:00', timeZone: 'ET' })).toEqual({})
  })

  it('reports each field alone, without name, email or questions', () => {
    expect(slotMessages({})).toEqual({
      date: 'Please select a date',
      time: 'Please select a time',
      timeZone: 'Please select a timezone',
    })
    expect(slotMessages({ date: '2026-02-30', time: '12 noon', timeZone: 'EST' })).toEqual({
      date: 'Please select a valid date',
      time: 'Please select one of the available times',
      timeZone: 'Please select a timezone',
    })
    expect(slotMessages({ date: '2026-11-21', time: '10:00', timeZone: 'ET' })).toEqual({
      date: 'Please select a future date',
    })
  })
})

describe('inline event handlers are only flagged inside tags', () => {
  it.each([
    'Our budget is < $5k and onboarding = 2 weeks',
    'Is latency < 200ms when only = 1 replica?',
    'Can it handle x<y, online=true flags?',
  ])('accepts the comparison in %j', (text) => {
    expect(QuestionsSchema.safeParse(text).success).toBe(true)
  })

  it.each(['<img src=x onerror=alert(1)> please', '<svg/onload=alert(1)> here it is'])(
    'refuses the handler in %j',
    (text) => {
      const result = QuestionsSchema.safeParse(text)
      expect(result.success ? undefined : result.error.issues[0]?.message).toBe(
        'Invalid content detected',
      )
    },
  )
})

describe('request bodies are strict', () => {
  const slot = { date: '2026-11-23', time: '10:00', timeZone: 'ET' }

  it('refuses a field the form does not send, naming it', () => {
    for (const [schema, input] of [
      [ConsultationRequestSchema, { ...valid, admin: true }],
      [SlotChoiceSchema, { ...slot, admin: true }],
      [RescheduleByTokenSchema, { ...slot, token: 'abc', admin: true }],
    ] as const) {
      const result = schema.safeParse(input)
      expect(result.success).toBe(false)
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ code: 'unrecognized_keys', keys: ['admin'] }),
      ])
    }
  })

  it('accepts the honeypot on a consultation request, and the token with a new slot', () => {
    expect(ConsultationRequestSchema.safeParse({ ...valid, contact_me_by_fax: '' }).success).toBe(
      true,
    )
    expect(RescheduleByTokenSchema.safeParse({ ...slot, token: 'abc' }).success).toBe(true)
    expect(SlotChoiceSchema.safeParse({ ...slot, token: 'abc' }).success).toBe(false)
  })

  it('still reports a past day beside another field’s problem', () => {
    expect(shownMessages({ ...valid, name: 'R2-D2', date: '2026-11-20' })).toEqual({
      name: messages.nameCharacters,
      date: messages.datePast,
    })
    expect(
      RescheduleByTokenSchema.safeParse({ ...slot, date: '2026-11-20', token: 'abc' }).error
        ?.issues[0]?.message,
    ).toBe(messages.datePast)
  })
})
