import { createEvent } from 'ics'
import { site } from '@/config/site'
import { describeConsultationTime, type ConsultationBooking } from './consultation-time'
import { html, withLineBreaks } from './html'
import {
  detailsTable,
  detailsText,
  greeting,
  link,
  note,
  paragraph,
  plural,
  quoted,
  quotedText,
  renderLayout,
  siteHost,
  subheading,
  subjectLine,
  type DetailRow,
} from './layout'
import type { MailAttachment, RenderedMail } from './rendered-mail'

export type ConsultationConfirmationInput = ConsultationBooking & {
  /** Absolute link that cancels this booking. */
  cancelUrl: string
}

const WHERE = 'Video call (the link follows by e-mail)'

/** The calendar event's UID: the same booking always gives the same UID, so updates replace it. */
export function consultationEventUid(bookingId: string): string {
  return `consultation-${bookingId}@${siteHost}`
}

/** Confirms a booked consultation to the visitor, with an .ics invitation attached. */
export function renderConsultationConfirmation(input: ConsultationConfirmationInput): RenderedMail {
  const { bookingId, name, durationMinutes, questions, cancelUrl } = input
  const time = describeConsultationTime(input)
  const duration = plural(durationMinutes, 'minute')
  const subject = subjectLine(
    `Confirmed: your consultation with ${site.name} on ${time.shortDate} at ${time.startTime}`,
  )

  const intro = `Thank you for booking a free ${durationMinutes}-minute consultation with ${site.name}. Your time is reserved:`
  const rows: DetailRow[] = [
    { label: 'Date', value: time.date, text: time.date },
    { label: 'Time', value: time.timeRange, text: time.timeRange },
    { label: 'Where', value: WHERE, text: WHERE },
    { label: 'Reference', value: bookingId, text: bookingId },
  ]
  const nextSteps = [
    `Before the meeting, one of our consultants reads your questions and e-mails you a link to the video call. That way the ${duration} go to your situation rather than to introductions.`,
    `The invitation attached to this e-mail adds the meeting to your calendar.`,
  ]
  const cancelIntro = `If the time no longer works for you, please cancel the booking so the slot can go to someone else. You are welcome to book a new time whenever it suits you.`
  const signOff = `We look forward to talking with you.\nThe ${site.name} team`

  const { html: body, text } = renderLayout({
    subject,
    preheader: `${time.date}, ${time.timeRange}. Your calendar invitation is attached.`,
    heading: 'Your consultation is booked',
    body: html`${paragraph(greeting(name))}${paragraph(intro)}${detailsTable(rows)}
    ${subheading('What happens next')}${nextSteps.map((line) => paragraph(line))}
    ${subheading('Your questions')}${quoted(questions)}
    ${subheading("Can't make it?")}${paragraph(cancelIntro)}${paragraph(
      link(cancelUrl, 'Cancel this consultation'),
    )}${note(html`Or copy this address into your browser: ${link(cancelUrl)}`)}
    ${paragraph(withLineBreaks(signOff))}`,
    text: [
      greeting(name),
      intro,
      detailsText(rows),
      `What happens next\n\n${nextSteps.join('\n\n')}`,
      `Your questions\n\n${quotedText(questions)}`,
      `Can't make it?\n\n${cancelIntro}\n\nCancel this consultation: ${cancelUrl}`,
      signOff,
    ],
    footerNote: `You received this e-mail because a consultation was booked with this address at ${siteHost}.`,
  })

  return { subject, html: body, text, attachments: [consultationInvite(input, time.endsAt)] }
}

/** Quotes are not allowed inside an iCalendar parameter value (the attendee's CN), nor are controls. */
function calendarParameter(text: string): string {
  return text
    .replace(/"/g, "'")
    .replace(/[\p{Cc}]+/gu, ' ')
    .trim()
}

function consultationInvite(input: ConsultationConfirmationInput, endsAt: Date): MailAttachment {
  const { bookingId, name, email, startsAt, questions, cancelUrl } = input
  const description = [
    `Free consultation with ${site.name}.`,
    'A consultant e-mails you the video-call link before the meeting.',
    '',
    'Your questions:',
    questions.replace(/\r\n?/g, '\n'),
    '',
    `Reference: ${bookingId}`,
    `Need to cancel? ${cancelUrl}`,
  ].join('\n')
  const { error, value } = createEvent({
    productId: `-//${site.name}//Consultations//EN`,
    method: 'REQUEST',
    uid: consultationEventUid(bookingId),
    sequence: 0,
    start: startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Consultation with ${site.name}`,
    description,
    location: WHERE,
    status: 'CONFIRMED',
    organizer: { name: site.name, email: site.email },
    attendees: [
      {
        name: calendarParameter(name),
        email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  })
  // The inputs are validated before a booking exists; a failure here is a bug, not a user error.
  if (error) throw error
  if (!value) throw new Error('ics returned no calendar for the consultation invitation')
  return {
    filename: 'consultation.ics',
    contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    content: value,
  }
}
