import { describeConsultationTime, type ConsultationBooking } from './consultation-time'
import { formatUtc, zoneAbbreviation } from './dates'
import { html } from './html'
import {
  detailsTable,
  detailsText,
  mailtoLink,
  paragraph,
  quoted,
  quotedText,
  renderLayout,
  siteHost,
  subheading,
  subjectLine,
  type DetailRow,
} from './layout'
import type { RenderedMail } from './rendered-mail'

export type ConsultationNotificationInput = ConsultationBooking

/** Tells the firm's inbox about a new booking; replies go to the visitor. */
export function renderConsultationNotification(input: ConsultationNotificationInput): RenderedMail {
  const { bookingId, name, email, startsAt, durationMinutes, timeZoneLabel, questions } = input
  const time = describeConsultationTime(input)
  const subject = subjectLine(
    `New consultation: ${name}, ${time.shortDate}, ${time.startTime} ${zoneAbbreviation(timeZoneLabel)}`,
  )
  const utc = `${formatUtc(startsAt)} – ${formatUtc(time.endsAt)}`

  const intro = `${name} booked a ${durationMinutes}-minute consultation on the website. Replying to this e-mail reaches them directly.`
  const rows: DetailRow[] = [
    { label: 'Name', value: name, text: name },
    { label: 'E-mail', value: mailtoLink(email), text: email },
    { label: 'Date', value: time.date, text: time.date },
    { label: "Visitor's time", value: time.timeRange, text: time.timeRange },
    { label: 'UTC', value: utc, text: utc },
    { label: 'Reference', value: bookingId, text: bookingId },
  ]
  const todo = `Please assign a consultant, read the questions and e-mail the visitor a video-call link before the meeting. They have already received a confirmation with a calendar invitation and a link to cancel.`

  const { html: body, text } = renderLayout({
    subject,
    preheader: `${time.date}, ${time.timeRange}. Reply to reach ${name}.`,
    heading: 'New consultation booked',
    body: html`${paragraph(intro)}${detailsTable(rows)}
    ${subheading('Their questions')}${quoted(questions)}
    ${subheading('Before the call')}${paragraph(todo)}`,
    text: [
      intro,
      detailsText(rows),
      `Their questions\n\n${quotedText(questions)}`,
      `Before the call\n\n${todo}`,
    ],
    footerNote: `Sent by the booking system at ${siteHost} to the address that receives new consultations.`,
  })
  return { subject, html: body, text, attachments: [], replyTo: email }
}
