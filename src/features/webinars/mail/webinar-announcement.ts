import { createEvent } from 'ics'
import { site } from '@/config/site'
import { calendarEventAttributes, calendarFileName, type CalendarEvent } from '@/lib/calendar-event'
import { html } from '@/server/mail/html'
import {
  detailsTable,
  detailsText,
  link,
  note,
  paragraph,
  renderLayout,
  siteHost,
  subheading,
  subjectLine,
  type DetailRow,
} from '@/server/mail/layout'
import type { RenderedMail } from '@/server/mail/rendered-mail'

export type WebinarAnnouncementInput = {
  title: string
  description: string
  agenda: readonly string[]
  speakers: readonly string[]
  /** 'Thursday, December 17, 2026' */
  date: string
  /** '7:00 PM EST' */
  time: string
  /** '45 minutes' */
  duration: string
  /** The webinar's page on the site (registration details, agenda, calendar links). */
  pageUrl: string
  /** Where to join, when the firm already has the meeting link. */
  joinUrl: string | null
  /** The event the attached calendar file adds. */
  event: CalendarEvent
  /** The unsubscribe page for this subscriber (one button there; mail clients also get RFC 8058). */
  unsubscribeUrl: string
}

/** Tells a confirmed subscriber about a newly published webinar, with a calendar file attached. */
export function renderWebinarAnnouncement(input: WebinarAnnouncementInput): RenderedMail {
  const { title, description, agenda, speakers, date, time, duration, pageUrl, joinUrl } = input
  const subject = subjectLine(`New ${site.name} webinar: ${title}`)
  const rows: DetailRow[] = [
    { label: 'Date', value: date, text: date },
    { label: 'Time', value: time, text: time },
    { label: 'Length', value: duration, text: duration },
    { label: 'Speakers', value: speakers.join(', '), text: speakers.join(', ') },
  ]
  const calendarNote = `The attached calendar file (${calendarFileName(title)}) adds the session to your calendar.`
  const joinNote = joinUrl
    ? 'Join from the link below at the start time; no download or account is needed.'
    : 'We will e-mail the joining link before the session starts.'
  const leave = `You receive these announcements because you subscribed to ${site.name} webinars. To stop them:`

  const { error, value: ics } = createEvent(calendarEventAttributes(input.event))
  if (error || !ics) throw error ?? new Error('ics returned no calendar')

  const { html: body, text } = renderLayout({
    subject,
    preheader: `${date}, ${time}. ${description.slice(0, 90)}…`,
    heading: title,
    body: html`${paragraph(description)}${detailsTable(rows)}${
      agenda.length > 0
        ? html`${subheading('Agenda')}${agenda.map((item) => paragraph(`• ${item}`))}`
        : ''
    }${paragraph(joinNote)}${paragraph(calendarNote)}`,
    text: [
      description,
      detailsText(rows),
      ...(agenda.length > 0 ? [`Agenda\n\n${agenda.map((item) => `- ${item}`).join('\n')}`] : []),
      joinNote,
      calendarNote,
    ],
    action: joinUrl
      ? { label: 'Join Webinar', url: joinUrl }
      : { label: 'See the webinar', url: pageUrl },
    afterAction: html`${note(html`Details and agenda: ${link(pageUrl)}`)}${note(
      html`${leave} ${link(input.unsubscribeUrl, 'unsubscribe from webinar announcements')}.`,
    )}`,
    textAfterAction: [`Details and agenda: ${pageUrl}`, `${leave}\n${input.unsubscribeUrl}`],
    footerNote: `You received this e-mail because this address subscribed to webinar announcements at ${siteHost}.`,
  })
  return {
    subject,
    html: body,
    text,
    attachments: [
      {
        filename: calendarFileName(title),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  }
}
