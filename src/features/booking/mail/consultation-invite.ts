import { createEvent } from 'ics'
import { site } from '@/config/site'
import {
  CONSULTATION_EVENT_TITLE,
  CONSULTATION_LOCATION,
  consultationEventUid,
} from '@/lib/consultation-event'
import type { ConsultationBooking } from './consultation-time'
import { addMinutes } from './dates'
import { unlinkable } from '@/server/mail/layout'
import type { MailAttachment } from '@/server/mail/rendered-mail'

export { CONSULTATION_LOCATION }

/** Quotes are not allowed inside an iCalendar parameter value (the attendee's CN), nor are controls. */
function calendarParameter(text: string): string {
  return text
    .replace(/"/g, "'")
    .replace(/[\p{Cc}]+/gu, ' ')
    .trim()
}

export type ConsultationInviteInput = ConsultationBooking & {
  /** REQUEST adds or updates the event in the reader's calendar; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL'
  /** iCalendar SEQUENCE: calendars apply an update only when it is higher than the last one. */
  sequence: number
  /** Lines at the end of the event's description (links to change the booking). */
  footer: string[]
  /** Who joins besides the visitor: the consultant, on their own copy of the event. */
  alsoAttending?: { name: string; email: string }
}

/**
 * The booking as an iCalendar attachment (RFC 5546): a REQUEST when booked or moved, a CANCEL
 * when cancelled, always with the booking's UID and the organiser as the firm.
 */
export function consultationInvite(input: ConsultationInviteInput): MailAttachment {
  const { bookingId, name, email, startsAt, durationMinutes, questions, method, sequence } = input
  const description = [
    `Free consultation with ${site.name}.`,
    'A consultant e-mails you the video-call link before the meeting.',
    '',
    'Your questions, as written in the booking form on our website:',
    unlinkable(questions.replace(/\r\n?/g, '\n')),
    '',
    `Reference: ${bookingId}`,
    ...input.footer,
  ].join('\n')
  const { error, value } = createEvent({
    productId: `-//${site.name}//Consultations//EN`,
    method,
    uid: consultationEventUid(bookingId),
    sequence,
    start: startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: addMinutes(startsAt, durationMinutes).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: CONSULTATION_EVENT_TITLE,
    description,
    location: CONSULTATION_LOCATION,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: site.name, email: site.email },
    attendees: [
      {
        name: calendarParameter(name),
        email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
      ...(input.alsoAttending
        ? [
            {
              name: calendarParameter(input.alsoAttending.name),
              email: input.alsoAttending.email,
              rsvp: false,
              partstat: 'ACCEPTED' as const,
              role: 'REQ-PARTICIPANT' as const,
            },
          ]
        : []),
    ],
  })
  // The inputs are validated before a booking exists; a failure here is a bug, not a user error.
  if (error) throw error
  if (!value) throw new Error('ics returned no calendar for the consultation invitation')
  return {
    filename: method === 'CANCEL' ? 'consultation-cancelled.ics' : 'consultation.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  }
}
