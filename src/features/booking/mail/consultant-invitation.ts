import { describeConsultationTime, type ConsultationBooking } from './consultation-time'
import { consultationInvite } from './consultation-invite'
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

/** Why the consultant hears of the consultation: theirs now, moved, or no longer theirs. */
export type ConsultantNews = 'assigned' | 'moved' | 'withdrawn'

export type ConsultantInvitationInput = ConsultationBooking & {
  sequence: number
  news: ConsultantNews
  consultant: {
    name: string
    email: string
    /** The consultant's own zone: the time is written in it. */
    timeZone: string
  }
}

const COPY = {
  assigned: {
    word: 'Yours',
    heading: 'A consultation is yours',
    intro: (name: string) =>
      `${name} booked a consultation, and it is yours. The invitation attached puts it in your calendar.`,
  },
  moved: {
    word: 'Moved',
    heading: 'Your consultation has moved',
    intro: (name: string) =>
      `${name}'s consultation has a new time. The invitation attached updates your calendar.`,
  },
  withdrawn: {
    word: 'No longer yours',
    heading: 'A consultation is no longer yours',
    intro: (name: string) =>
      `${name}'s consultation was cancelled or given to a colleague. The attachment removes it from your calendar.`,
  },
} as const

/**
 * Tells a consultant a consultation is theirs, has moved, or is not theirs any more, with the
 * event (the visitor's UID and SEQUENCE, the consultant and the visitor as attendees) as a
 * REQUEST, or a CANCEL when withdrawn. The time is in the consultant's own zone.
 */
export function renderConsultantInvitation(input: ConsultantInvitationInput): RenderedMail {
  const { bookingId, name, email, questions, consultant, news } = input
  const copy = COPY[news]
  const zoneLabel = consultant.timeZone.replaceAll('_', ' ')
  const time = describeConsultationTime({
    ...input,
    timeZone: consultant.timeZone,
    timeZoneLabel: zoneLabel,
  })
  const visitorTime = describeConsultationTime(input)
  const subject = subjectLine(
    `${copy.word}: ${name}, ${time.shortDate}, ${time.startTime} ${zoneLabel}`,
  )
  const rows: DetailRow[] = [
    { label: 'Visitor', value: name, text: name },
    { label: 'E-mail', value: mailtoLink(email), text: email },
    {
      label: 'Your time',
      value: `${time.date}, ${time.timeRange}`,
      text: `${time.date}, ${time.timeRange}`,
    },
    { label: "Visitor's time", value: visitorTime.timeRange, text: visitorTime.timeRange },
    { label: 'Reference', value: bookingId, text: bookingId },
  ]
  const wrote = 'As typed by the visitor in the booking form on the website:'
  const intro = copy.intro(name)
  const todo =
    news === 'withdrawn'
      ? 'Nothing to do: the visitor has been told whatever changed.'
      : 'Read the questions and e-mail the visitor a video-call link before the meeting. It is in your list in the console under My consultations.'
  const { html: body, text } = renderLayout({
    subject,
    preheader: `${time.date}, ${time.timeRange}.`,
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
    footerNote: `Sent by the booking system at ${siteHost} to a consultant of the firm.`,
  })
  const invite = consultationInvite({
    ...input,
    method: news === 'withdrawn' ? 'CANCEL' : 'REQUEST',
    footer: [],
    alsoAttending: { name: consultant.name, email: consultant.email },
  })
  return { subject, html: body, text, attachments: [invite], replyTo: email }
}
