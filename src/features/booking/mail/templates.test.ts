import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { escapeHtml } from '@/server/mail/html'
import { publicUrl } from '@/server/public-origin'
import {
  decodeEntities,
  describeSampleMails,
  hostileName,
  hostileQuestions,
  hrefsOf,
  linksOf,
  parseInvite,
} from '#test-support/mail-checks'
import {
  consultationEventUid,
  renderConsultationConfirmation,
  type ConsultationConfirmationInput,
} from './consultation-confirmation'
import { renderConsultationCancellation } from './consultation-cancellation'
import { renderConsultationNotification } from './consultation-notification'
import { renderConsultationReminder } from './consultation-reminder'
import { addMinutes, formatDateLine, formatTimeRange, formatUtc, zoneAbbreviation } from './dates'
import { bookingSampleInputs, bookingSampleMails } from './samples'

describeSampleMails(bookingSampleMails())

describe('booking sample data', () => {
  it('renders every booking template once', () => {
    expect(bookingSampleMails().map((sample) => sample.template)).toEqual([
      'consultation-confirmation',
      'consultation-reschedule',
      'consultation-reminder',
      'consultation-cancellation',
      'consultation-notification',
      'consultant-invitation',
    ])
  })
})

describe('user input', () => {
  const confirmation = renderConsultationConfirmation({
    ...bookingSampleInputs.consultationConfirmation,
    name: hostileName,
    questions: hostileQuestions,
  })
  const notification = renderConsultationNotification({
    ...bookingSampleInputs.consultationNotification,
    name: hostileName,
    questions: hostileQuestions,
  })

  it.each([
    ['confirmation', confirmation],
    ['notification', notification],
  ])('is escaped in the HTML of the %s', (_, mail) => {
    expect(mail.html).not.toMatch(/<script/i)
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Tom &amp; &quot;Jerry&quot;')
  })

  it.each([
    ['confirmation', confirmation],
    ['notification', notification],
  ])('is kept verbatim in the text of the %s', (_, mail) => {
    expect(mail.text).toContain(hostileName)
  })

  it('keeps the line breaks of the questions', () => {
    for (const mail of [confirmation, notification]) {
      expect(mail.html).toContain(
        '&lt;script&gt;alert(1)&lt;/script&gt;<br />Tom &amp; &quot;Jerry&quot; ask: is 1 &lt; 2 &gt; 0?',
      )
      expect(mail.text).toContain(`> <script>alert(1)</script>\n> Tom & "Jerry" ask: is 1 < 2 > 0?`)
    }
  })

  it('keeps a subject on one line', () => {
    const mail = renderConsultationNotification({
      ...bookingSampleInputs.consultationNotification,
      name: 'Dana\r\nBcc: someone@example.com',
    })
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })
})

describe('what a visitor typed, echoed to whatever address they gave', () => {
  // Someone can book with another person's address: the text must reach that person as plain,
  // quoted words that say where they came from, with nothing in them to click.
  const lines = [
    'Urgent: your account is locked, sign in at https://northbridge-login.example/reset?id=1',
    'or www.northbridge-help.example, mail support@northbridge-help.example, see evil.co.uk/x.',
    'Thanks. Regards',
  ]
  const questions = lines.join('\n')
  const booking = { ...bookingSampleInputs.consultationConfirmation, questions }
  const mails = [
    ['confirmation', renderConsultationConfirmation(booking), 'You wrote'],
    [
      'reminder',
      renderConsultationReminder({ ...bookingSampleInputs.consultationReminder, questions }),
      'You wrote',
    ],
    [
      'notification',
      renderConsultationNotification({
        ...bookingSampleInputs.consultationNotification,
        questions,
      }),
      'As typed by the visitor',
    ],
  ] as const

  /**
   * What mail clients' link detectors look for, in the characters a URL or address may hold: a
   * scheme, a dotted host name, an address.
   */
  const LINK_LIKE =
    /[a-z][a-z0-9+.-]{0,20}:\/\/|[a-z0-9-]{1,63}\.[a-z]{2,63}\b|[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\./i
  const WORD_JOINER = /\u2060/g

  /** The text of the HTML quote block (the cell with the teal rule), entities decoded. */
  function quoteOf(markup: string): string {
    const cell = /<td\s+style="border-left:4px solid[^"]*"\s*>([\s\S]*?)<\/td>/.exec(markup)?.[1]
    if (cell === undefined) throw new Error('no quote block')
    return decodeEntities(cell.replace(/<br \/>/g, '\n').trim())
  }

  it.each(mails)('makes no link of it in the HTML of the %s', (_, mail) => {
    for (const { href, text } of linksOf(mail.html)) {
      expect(href).not.toMatch(/northbridge-(login|help)|evil/)
      expect(text).not.toMatch(/northbridge-(login|help)|evil/)
    }
    const quote = quoteOf(mail.html)
    expect(quote).not.toContain('<a')
    // The words read as typed, but nothing in them is a URL or an address any more.
    expect(quote.replace(WORD_JOINER, '')).toBe(questions)
    expect(quote).not.toMatch(LINK_LIKE)
  })

  it.each(mails)('quotes it line by line with "> " in the text of the %s', (_, mail) => {
    const quotedLines = mail.text.split('\n').filter((line) => line.startsWith('> '))
    expect(quotedLines.map((line) => line.slice(2).replace(WORD_JOINER, ''))).toEqual(lines)
    for (const line of quotedLines) expect(line).not.toMatch(LINK_LIKE)
  })

  it.each(mails)(
    'says in both parts of the %s that it was typed on the website',
    (_, mail, who) => {
      const intro = new RegExp(`${who}[^\\n<]*in the booking form on (our|the) website:`)
      expect(mail.html).toMatch(intro)
      expect(mail.text).toMatch(intro)
      // The sentence comes right before the quote.
      expect(mail.text.indexOf(`> ${lines[0]!.slice(0, 10)}`)).toBeGreaterThan(
        mail.text.search(intro),
      )
    },
  )

  it('makes no link of it in the calendar invitation either', () => {
    const { event } = parseInvite(renderConsultationConfirmation(booking))
    expect(event.description).toContain('as written in the booking form on our website')
    const typed = event.description.slice(event.description.indexOf(lines[0]!.slice(0, 10)))
    expect(typed.replace(WORD_JOINER, '')).toContain(questions)
    expect(typed.slice(0, questions.length + 20)).not.toMatch(LINK_LIKE)
  })
})

describe('consultation confirmation', () => {
  const input = bookingSampleInputs.consultationConfirmation
  const mail = renderConsultationConfirmation(input)

  it('shows the date and time in the visitor’s time zone', () => {
    expect(input.startsAt.toISOString()).toBe('2026-12-08T15:30:00.000Z')
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Tuesday, December 8, 2026')
      expect(part).toContain('10:30 AM – 11:00 AM Eastern Time (ET)')
    }
    expect(mail.subject).toContain('Tue, Dec 8 at 10:30 AM')
  })

  it('follows the zone the visitor chose, not the server’s', () => {
    const pacific = renderConsultationConfirmation({
      ...input,
      timeZone: 'America/Los_Angeles',
      timeZoneLabel: 'Pacific Time (PT)',
    })
    expect(pacific.text).toContain('7:30 AM – 8:00 AM Pacific Time (PT)')
  })

  it('has the cancel and reschedule links in both parts', () => {
    for (const url of [input.cancelUrl, input.rescheduleUrl]) {
      expect(hrefsOf(mail.html)).toContain(url)
      expect(mail.text).toContain(url)
    }
  })

  it('quotes the questions back', () => {
    for (const line of input.questions.split('\n')) {
      expect(mail.html).toContain(escapeHtml(line))
      expect(mail.text).toContain(`> ${line}`)
    }
  })

  it('attaches one calendar invitation', () => {
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({
      filename: 'consultation.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    })
  })

  it('invites to the booked half hour', () => {
    const { calendar, vevent, event } = parseInvite(mail)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.startDate.toJSDate().getTime()).toBe(input.startsAt.getTime())
    expect(event.endDate.toJSDate().getTime()).toBe(input.startsAt.getTime() + 30 * 60_000)
    expect(event.summary).toBe(`Consultation with ${site.name}`)
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      `mailto:${site.email}`,
    )
    expect(vevent.getFirstPropertyValue('attendee')).toBe(`mailto:${input.email}`)
    expect(event.description).toContain(input.cancelUrl)
    expect(event.description).toContain(input.rescheduleUrl)
    expect(event.description).toContain(input.questions)
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0)
  })

  it('gives the event a UID that is stable per booking', () => {
    const uidOf = (changes: Partial<ConsultationConfirmationInput>) =>
      parseInvite(renderConsultationConfirmation({ ...input, ...changes })).event.uid
    const uid = uidOf({})
    expect(uid).toBe(consultationEventUid(input.bookingId))
    expect(uid).toBe(`consultation-${input.bookingId}@${new URL(site.url).hostname}`)
    expect(uidOf({ startsAt: new Date('2026-12-09T18:00:00Z'), name: 'Someone Else' })).toBe(uid)
    expect(uidOf({ bookingId: 'another-booking' })).not.toBe(uid)
  })

  it('writes a parseable invitation for any name', () => {
    const { vevent } = parseInvite(
      renderConsultationConfirmation({ ...input, name: hostileName, questions: hostileQuestions }),
    )
    const attendee = vevent.getFirstProperty('attendee')
    expect(attendee?.getFirstValue()).toBe(`mailto:${input.email}`)
    expect(attendee?.getParameter('cn')).toBe(`<script>alert(1)</script> Tom & 'Jerry'`)
    expect(vevent.getFirstPropertyValue('description')).toContain(hostileQuestions)
  })
})

describe('consultation moved', () => {
  const input = bookingSampleInputs.consultationReschedule
  const mail = renderConsultationConfirmation(input)

  it('announces the new time and names the old one', () => {
    expect(mail.subject).toBe(
      `Updated: your consultation with ${site.name} is now on Tue, Dec 8 at 10:30 AM`,
    )
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Your consultation has moved')
      expect(part).toContain('10:30 AM – 11:00 AM Eastern Time (ET)')
      expect(part).toContain('Monday, December 7, 2026, 2:00 PM – 2:30 PM Eastern Time (ET)')
    }
  })

  it('updates the same calendar event with a higher sequence', () => {
    const { calendar, vevent, event } = parseInvite(mail)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe(consultationEventUid(input.bookingId))
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1)
    expect(event.startDate.toJSDate().getTime()).toBe(input.startsAt.getTime())
  })
})

describe('consultation reminder', () => {
  const input = bookingSampleInputs.consultationReminder
  const mail = renderConsultationReminder(input)

  it('names the time and offers to move or cancel', () => {
    expect(mail.subject).toBe(
      `Reminder: your consultation with ${site.name} on Tue, Dec 8 at 10:30 AM`,
    )
    expect(mail.text).toContain('10:30 AM – 11:00 AM Eastern Time (ET)')
    for (const url of [input.cancelUrl, input.rescheduleUrl]) {
      expect(hrefsOf(mail.html)).toContain(url)
      expect(mail.text).toContain(url)
    }
    expect(mail.attachments).toEqual([])
  })
})

describe('consultation cancellation', () => {
  const input = bookingSampleInputs.consultationCancellation
  const mail = renderConsultationCancellation(input)

  it('confirms the cancellation and links to a new booking', () => {
    expect(mail.subject).toBe(
      `Cancelled: your consultation with ${site.name} on Tue, Dec 8 at 10:30 AM`,
    )
    expect(hrefsOf(mail.html)).toContain(publicUrl('/contact'))
    expect(mail.text).toContain(`Book a new consultation: ${publicUrl('/contact')}`)
  })

  it('removes the event from the calendar: CANCEL, same UID, higher sequence', () => {
    expect(mail.attachments[0]).toMatchObject({
      filename: 'consultation-cancelled.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    })
    const { calendar, vevent, event } = parseInvite(mail)
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(event.uid).toBe(consultationEventUid(input.bookingId))
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2)
  })
})

describe('consultation notification', () => {
  it('says when a booking moved, with the old time, or was cancelled', () => {
    const base = bookingSampleInputs.consultationNotification
    const moved = renderConsultationNotification({
      ...base,
      change: { kind: 'moved', previousStartsAt: new Date('2026-12-07T19:00:00Z') },
    })
    expect(moved.subject).toBe(`Moved consultation: ${base.name}, Tue, Dec 8, 10:30 AM ET`)
    expect(moved.text).toContain('Monday, December 7, 2026, 2:00 PM – 2:30 PM Eastern Time (ET)')
    const cancelled = renderConsultationNotification({ ...base, change: { kind: 'cancelled' } })
    expect(cancelled.subject).toBe(`Cancelled consultation: ${base.name}, Tue, Dec 8, 10:30 AM ET`)
    expect(cancelled.text).toContain('cancelled their consultation')
  })
})

describe('consultation notification of a new booking', () => {
  const input = bookingSampleInputs.consultationNotification
  const mail = renderConsultationNotification(input)

  it('suggests replying to the visitor', () => {
    expect(mail.replyTo).toBe(input.email)
    expect(hrefsOf(mail.html)).toContain(`mailto:${input.email}`)
  })

  it('names the visitor and the time in the subject', () => {
    expect(mail.subject).toBe(`New consultation: ${input.name}, Tue, Dec 8, 10:30 AM ET`)
  })

  it('shows the time in the visitor’s zone and in UTC', () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Tuesday, December 8, 2026')
      expect(part).toContain('10:30 AM – 11:00 AM Eastern Time (ET)')
      expect(part).toContain('2026-12-08T15:30:00Z – 2026-12-08T16:00:00Z')
      expect(part).toContain(escapeHtml(input.questions.split('\n')[0] ?? ''))
    }
    expect(mail.attachments).toEqual([])
  })
})

describe('dates', () => {
  const start = new Date('2026-12-08T15:30:00Z')

  it('formats in the given zone', () => {
    expect(formatDateLine(start, 'America/New_York')).toBe('Tuesday, December 8, 2026')
    expect(formatDateLine(start, 'Asia/Tokyo')).toBe('Wednesday, December 9, 2026')
    expect(
      formatTimeRange(start, addMinutes(start, 30), 'America/Denver', 'Mountain Time (MT)'),
    ).toBe('8:30 AM – 9:00 AM Mountain Time (MT)')
  })

  it('dates the end of a range that crosses midnight', () => {
    const late = new Date('2026-12-09T04:45:00Z')
    expect(
      formatTimeRange(late, addMinutes(late, 30), 'America/New_York', 'Eastern Time (ET)'),
    ).toBe('11:45 PM – Wed, Dec 9, 12:15 AM Eastern Time (ET)')
  })

  it('shortens zone labels and writes UTC', () => {
    expect(zoneAbbreviation('Central Time (CT)')).toBe('CT')
    expect(zoneAbbreviation('Europe/Berlin')).toBe('Europe/Berlin')
    expect(formatUtc(start)).toBe('2026-12-08T15:30:00Z')
  })
})
