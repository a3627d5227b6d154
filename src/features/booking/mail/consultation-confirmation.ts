import { site } from '@/config/site'
import { consultationInvite, CONSULTATION_LOCATION } from './consultation-invite'
import { describeConsultationTime, type ConsultationBooking } from './consultation-time'
import { html, withLineBreaks } from '@/server/mail/html'
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
} from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

export { consultationEventUid } from '@/lib/consultation-event'

export type ConsultationConfirmationInput = ConsultationBooking & {
  /** iCalendar SEQUENCE of this version of the booking: 0 when booked, higher after each move. */
  sequence: number
  /** Absolute link that cancels this booking. */
  cancelUrl: string
  /** Absolute link that moves this booking to another time. */
  rescheduleUrl: string
  /** Set when the booking moved: its previous start, and the e-mail becomes the update. */
  previousStartsAt?: Date
  /** The consultant who will join, when the booking is on their own calendar. */
  consultant?: string
  /** Set when staff gave it to another consultant: the same time, a new invitation. */
  handedOver?: boolean
}

/**
 * Confirms a booked consultation to the visitor, with an .ics invitation attached; after a move,
 * the same e-mail announces the new time and its invitation replaces the old one (same UID,
 * higher SEQUENCE).
 */
export function renderConsultationConfirmation(input: ConsultationConfirmationInput): RenderedMail {
  const { bookingId, name, durationMinutes, questions, cancelUrl, rescheduleUrl } = input
  const moved = input.previousStartsAt
  const time = describeConsultationTime(input)
  const duration = plural(durationMinutes, 'minute')
  const handedOver = !moved && input.handedOver
  const subject = subjectLine(
    handedOver
      ? `Updated: your consultation with ${site.name} on ${time.shortDate} at ${time.startTime}`
      : moved
        ? `Updated: your consultation with ${site.name} is now on ${time.shortDate} at ${time.startTime}`
        : `Confirmed: your consultation with ${site.name} on ${time.shortDate} at ${time.startTime}`,
  )

  const intro = handedOver
    ? `Your consultation with ${site.name} keeps its time; the consultant who will join you has changed:`
    : moved
      ? `Your consultation with ${site.name} has moved to a new time:`
      : `Thank you for booking a free ${durationMinutes}-minute consultation with ${site.name}. Your time is reserved:`
  const previous = moved && describeConsultationTime({ ...input, startsAt: moved })
  const rows: DetailRow[] = [
    { label: 'Date', value: time.date, text: time.date },
    { label: 'Time', value: time.timeRange, text: time.timeRange },
    ...(previous
      ? [
          {
            label: 'Previously',
            value: `${previous.date}, ${previous.timeRange}`,
            text: `${previous.date}, ${previous.timeRange}`,
          },
        ]
      : []),
    ...(input.consultant
      ? [{ label: 'Consultant', value: input.consultant, text: input.consultant }]
      : []),
    { label: 'Where', value: CONSULTATION_LOCATION, text: CONSULTATION_LOCATION },
    { label: 'Reference', value: bookingId, text: bookingId },
  ]
  const nextSteps = [
    `Before the meeting, one of our consultants reads your questions and e-mails you a link to the video call. That way the ${duration} go to your situation rather than to introductions.`,
    handedOver
      ? 'The invitation attached to this e-mail updates the meeting in your calendar.'
      : moved
        ? 'The invitation attached to this e-mail moves the meeting in your calendar.'
        : 'The invitation attached to this e-mail adds the meeting to your calendar.',
  ]
  const wrote = 'You wrote this in the booking form on our website:'
  const changeIntro = `If the time no longer works for you, pick another one or cancel the booking, so the slot can go to someone else.`
  const signOff = `We look forward to talking with you.\nThe ${site.name} team`

  const { html: body, text } = renderLayout({
    subject,
    preheader: moved
      ? `New time: ${time.date}, ${time.timeRange}. The updated invitation is attached.`
      : `${time.date}, ${time.timeRange}. Your calendar invitation is attached.`,
    heading: moved ? 'Your consultation has moved' : 'Your consultation is booked',
    body: html`${paragraph(greeting(name))}${paragraph(intro)}${detailsTable(rows)}
    ${subheading('What happens next')}${nextSteps.map((line) => paragraph(line))}
    ${subheading('Your questions')}${note(wrote)}${quoted(questions)}
    ${subheading('Need a different time?')}${paragraph(changeIntro)}${paragraph(
      html`${link(rescheduleUrl, 'Choose another time')} &nbsp;·&nbsp;
      ${link(cancelUrl, 'Cancel this consultation')}`,
    )}${note(
      html`Or copy these addresses into your browser:<br />To reschedule: ${link(rescheduleUrl)}<br />To
        cancel: ${link(cancelUrl)}`,
    )}
    ${paragraph(withLineBreaks(signOff))}`,
    text: [
      greeting(name),
      intro,
      detailsText(rows),
      `What happens next\n\n${nextSteps.join('\n\n')}`,
      `Your questions\n\n${wrote}\n\n${quotedText(questions)}`,
      `Need a different time?\n\n${changeIntro}\n\nChoose another time: ${rescheduleUrl}\nCancel this consultation: ${cancelUrl}`,
      signOff,
    ],
    footerNote: `You received this e-mail because a consultation was booked with this address at ${siteHost}. If that was not you, please cancel it with the link above.`,
  })

  const invite = consultationInvite({
    ...input,
    method: 'REQUEST',
    footer: [`Choose another time: ${rescheduleUrl}`, `Cancel: ${cancelUrl}`],
  })
  return { subject, html: body, text, attachments: [invite] }
}
