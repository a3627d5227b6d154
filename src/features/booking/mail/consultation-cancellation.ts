import { site } from '@/config/site'
import { consultationInvite } from './consultation-invite'
import { describeConsultationTime, type ConsultationBooking } from './consultation-time'
import { html, withLineBreaks } from '@/server/mail/html'
import {
  detailsTable,
  detailsText,
  greeting,
  link,
  paragraph,
  renderLayout,
  siteHost,
  subjectLine,
  type DetailRow,
} from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

export type ConsultationCancellationInput = ConsultationBooking & {
  /** iCalendar SEQUENCE of the cancellation: higher than the last invitation's. */
  sequence: number
  /** Where to book a new time. */
  bookAgainUrl: string
  /** Staff cancelled for the visitor and chose to say why (their internal reason never goes out). */
  messageToVisitor?: string
}

/** Confirms a cancellation; the attached CANCEL removes the meeting from the reader's calendar. */
export function renderConsultationCancellation(input: ConsultationCancellationInput): RenderedMail {
  const { bookingId, name, bookAgainUrl, messageToVisitor } = input
  const time = describeConsultationTime(input)
  const subject = subjectLine(
    `Cancelled: your consultation with ${site.name} on ${time.shortDate} at ${time.startTime}`,
  )
  const intro = `Your consultation has been cancelled and the time is free again. The attachment removes it from your calendar.`
  const rows: DetailRow[] = [
    { label: 'Was on', value: time.date, text: time.date },
    { label: 'Time', value: time.timeRange, text: time.timeRange },
    { label: 'Reference', value: bookingId, text: bookingId },
  ]
  const fromTeam = messageToVisitor ? `A message from our team:\n${messageToVisitor}` : ''
  const again = `Whenever you would like to talk, you are welcome to book a new time.`
  const signOff = `Best regards,\nThe ${site.name} team`

  const { html: body, text } = renderLayout({
    subject,
    preheader: `Your consultation on ${time.date} is cancelled.`,
    heading: 'Your consultation is cancelled',
    body: html`${paragraph(greeting(name))}${paragraph(intro)}${detailsTable(rows)}
    ${fromTeam ? paragraph(withLineBreaks(fromTeam)) : ''}
    ${paragraph(again)}${paragraph(link(bookAgainUrl, 'Book a new consultation'))}
    ${paragraph(withLineBreaks(signOff))}`,
    text: [
      greeting(name),
      intro,
      detailsText(rows),
      ...(fromTeam ? [fromTeam] : []),
      `${again}\n\nBook a new consultation: ${bookAgainUrl}`,
      signOff,
    ],
    footerNote: `You received this e-mail because a consultation booked with this address at ${siteHost} was cancelled.`,
  })
  const invite = consultationInvite({
    ...input,
    method: 'CANCEL',
    footer: [`Book a new consultation: ${bookAgainUrl}`],
  })
  return { subject, html: body, text, attachments: [invite] }
}
