import { describeConsultationTime, type ConsultationBooking } from './consultation-time'
import { formatUtc, zoneAbbreviation } from './dates'
import { html } from '@/server/mail/html'
import {
  detailsTable,
  detailsText,
  mailtoLink,
  note,
  paragraph,
  quoted,
  quotedText,
  renderLayout,
  siteHost,
  subheading,
  subjectLine,
  type DetailRow,
} from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

/** What happened to the booking: new, moved from an earlier time, or cancelled. */
export type ConsultationChange =
  { kind: 'booked' } | { kind: 'moved'; previousStartsAt: Date } | { kind: 'cancelled' }

export type ConsultationNotificationInput = ConsultationBooking & { change?: ConsultationChange }

const COPY = {
  booked: { word: 'New', heading: 'New consultation booked' },
  moved: { word: 'Moved', heading: 'A consultation has moved' },
  cancelled: { word: 'Cancelled', heading: 'A consultation was cancelled' },
} as const

/** Tells the firm's inbox about a new, moved or cancelled booking; replies go to the visitor. */
export function renderConsultationNotification(input: ConsultationNotificationInput): RenderedMail {
  const { bookingId, name, email, startsAt, durationMinutes, timeZoneLabel, questions } = input
  const change = input.change ?? { kind: 'booked' }
  const copy = COPY[change.kind]
  const time = describeConsultationTime(input)
  const subject = subjectLine(
    `${copy.word} consultation: ${name}, ${time.shortDate}, ${time.startTime} ${zoneAbbreviation(timeZoneLabel)}`,
  )
  const utc = `${formatUtc(startsAt)} – ${formatUtc(time.endsAt)}`

  const intro = {
    booked: `${name} booked a ${durationMinutes}-minute consultation on the website. Replying to this e-mail reaches them directly.`,
    moved: `${name} moved their consultation to a new time. The slot they had is free again.`,
    cancelled: `${name} cancelled their consultation. The slot is free again.`,
  }[change.kind]
  const previous =
    change.kind === 'moved' &&
    describeConsultationTime({ ...input, startsAt: change.previousStartsAt })
  const rows: DetailRow[] = [
    { label: 'Name', value: name, text: name },
    { label: 'E-mail', value: mailtoLink(email), text: email },
    { label: 'Date', value: time.date, text: time.date },
    { label: "Visitor's time", value: time.timeRange, text: time.timeRange },
    { label: 'UTC', value: utc, text: utc },
    ...(previous
      ? [
          {
            label: 'Previously',
            value: `${previous.date}, ${previous.timeRange}`,
            text: `${previous.date}, ${previous.timeRange}`,
          },
        ]
      : []),
    { label: 'Reference', value: bookingId, text: bookingId },
  ]
  const wrote = 'As typed by the visitor in the booking form on the website:'
  const todo = {
    booked: `Please assign a consultant, read the questions and e-mail the visitor a video-call link before the meeting. They have already received a confirmation with a calendar invitation and links to reschedule or cancel.`,
    moved: `If a consultant was already assigned, please check they can make the new time and update the video-call invitation. The visitor has received the updated calendar invitation.`,
    cancelled: `If a consultant was assigned, please let them know and withdraw any video-call invitation. The visitor has received a cancellation for their calendar.`,
  }[change.kind]

  const { html: body, text } = renderLayout({
    subject,
    preheader: `${time.date}, ${time.timeRange}. Reply to reach ${name}.`,
    heading: copy.heading,
    body: html`${paragraph(intro)}${detailsTable(rows)}
    ${subheading('Their questions')}${note(wrote)}${quoted(questions)}
    ${subheading('What to do')}${paragraph(todo)}`,
    text: [
      intro,
      detailsText(rows),
      `Their questions\n\n${wrote}\n\n${quotedText(questions)}`,
      `What to do\n\n${todo}`,
    ],
    footerNote: `Sent by the booking system at ${siteHost} to the address that receives new consultations.`,
  })
  return { subject, html: body, text, attachments: [], replyTo: email }
}
