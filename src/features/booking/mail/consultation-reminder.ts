import { site } from '@/config/site'
import { CONSULTATION_LOCATION } from './consultation-invite'
import { describeConsultationTime, type ConsultationBooking } from './consultation-time'
import { html, withLineBreaks } from '@/server/mail/html'
import {
  detailsTable,
  detailsText,
  greeting,
  link,
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

export type ConsultationReminderInput = ConsultationBooking & {
  cancelUrl: string
  rescheduleUrl: string
}

/** Sent 24 hours before the consultation, unless it was cancelled or moved in the meantime. */
export function renderConsultationReminder(input: ConsultationReminderInput): RenderedMail {
  const { bookingId, name, questions, cancelUrl, rescheduleUrl } = input
  const time = describeConsultationTime(input)
  const subject = subjectLine(
    `Reminder: your consultation with ${site.name} on ${time.shortDate} at ${time.startTime}`,
  )
  const intro = `A quick reminder that your free consultation with ${site.name} is coming up:`
  const rows: DetailRow[] = [
    { label: 'Date', value: time.date, text: time.date },
    { label: 'Time', value: time.timeRange, text: time.timeRange },
    { label: 'Where', value: CONSULTATION_LOCATION, text: CONSULTATION_LOCATION },
    { label: 'Reference', value: bookingId, text: bookingId },
  ]
  const prepare = `Nothing to prepare beyond what you told us. If anything has changed since you booked, a line in reply to the consultant's e-mail helps us use the time well.`
  const wrote = 'You wrote this in the booking form on our website:'
  const change = `If the time no longer works, please move or cancel the booking so the slot can go to someone else.`
  const signOff = `Talk soon.\nThe ${site.name} team`

  const { html: body, text } = renderLayout({
    subject,
    preheader: `${time.date}, ${time.timeRange}.`,
    heading: 'Your consultation is coming up',
    body: html`${paragraph(greeting(name))}${paragraph(intro)}${detailsTable(rows)}
    ${paragraph(prepare)} ${subheading('Your questions')}${note(wrote)}${quoted(questions)}
    ${subheading('Plans changed?')}${paragraph(change)}${paragraph(
      html`${link(rescheduleUrl, 'Choose another time')} &nbsp;·&nbsp;
      ${link(cancelUrl, 'Cancel this consultation')}`,
    )}
    ${paragraph(withLineBreaks(signOff))}`,
    text: [
      greeting(name),
      intro,
      detailsText(rows),
      prepare,
      `Your questions\n\n${wrote}\n\n${quotedText(questions)}`,
      `Plans changed?\n\n${change}\n\nChoose another time: ${rescheduleUrl}\nCancel this consultation: ${cancelUrl}`,
      signOff,
    ],
    footerNote: `You received this reminder because a consultation was booked with this address at ${siteHost}. If that was not you, please cancel it with the link above.`,
  })
  return { subject, html: body, text, attachments: [] }
}
