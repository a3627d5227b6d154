import { createEvent } from 'ics'
import { site } from '@/config/site'
import { calendarEventAttributes, calendarFileName, type CalendarEvent } from '@/lib/calendar-event'
import { html } from '@/server/mail/html'
import {
  detailsTable,
  detailsText,
  greeting,
  link,
  note,
  paragraph,
  renderLayout,
  siteHost,
  subjectLine,
  type DetailRow,
} from '@/server/mail/layout'
import type { MailAttachment, RenderedMail } from '@/server/mail/rendered-mail'
import { REGISTRATION_PROMISE } from '../registration-copy'

/*
 * The e-mails of a registration for one webinar (issue 29, decision 049): the confirmation with
 * the registrant's own join link and the calendar file, the reminders a day and an hour before,
 * a new time, the firm calling the session off, and the recording afterwards. Every one of them
 * offers the way out (cancel the registration), besides the List-Unsubscribe headers.
 */

/** The session as the registration e-mails name it. */
export type RegisteredSession = {
  title: string
  /** 'Thursday, December 17, 2026' (Eastern). */
  date: string
  /** '7:00 PM EST' */
  time: string
  /** '45 minutes' */
  duration: string
  speakers: readonly string[]
  /** The webinar's page on the site. */
  pageUrl: string
}

/** What every registration e-mail knows: who, which session, and their own links. */
export type RegistrationMailInput = {
  name: string
  email: string
  session: RegisteredSession
  /** The registrant's personal join link (a page of this site that sends them on to the meeting). */
  joinUrl: string
  /** The page that asks to cancel this registration (one button there). */
  cancelUrl: string
}

/** The two reminders, by how long before the start they are sent. */
export type ReminderLead = '24h' | '1h'

export { REGISTRATION_PROMISE }

const footerNote = `You received this e-mail because this address was registered for a ${site.name} webinar at ${siteHost}.`

function sessionRows(session: RegisteredSession): DetailRow[] {
  const speakers = session.speakers.join(', ')
  return [
    { label: 'Date', value: session.date, text: session.date },
    { label: 'Time', value: session.time, text: session.time },
    { label: 'Length', value: session.duration, text: session.duration },
    ...(speakers ? [{ label: 'Speakers', value: speakers, text: speakers }] : []),
  ]
}

function calendarAttachment(title: string, event: CalendarEvent): MailAttachment {
  const { error, value } = createEvent(calendarEventAttributes(event))
  if (error || !value) throw error ?? new Error('ics returned no calendar')
  return {
    filename: calendarFileName(title),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  }
}

const cancelLead = 'Cannot make it after all? One click frees your seat and stops these e-mails:'

/** The cancel link, in both parts, after the action. */
function wayOut(input: RegistrationMailInput, lead = cancelLead) {
  return {
    html: note(html`${lead} ${link(input.cancelUrl, 'cancel my registration')}.`),
    text: `${lead}\n${input.cancelUrl}`,
  }
}

const personalNote =
  'The join link is yours alone: it takes you straight into the session and tells us you came. Please do not forward it; colleagues can register on the webinar’s page.'

/** Registered: the join link, the calendar file, and what we will send. */
export function renderRegistrationConfirmation(
  input: RegistrationMailInput & { event: CalendarEvent },
): RenderedMail {
  const { session } = input
  const subject = subjectLine(`You're registered: ${session.title}`)
  const rows = sessionRows(session)
  const intro = `Your seat is booked for the live ${site.name} webinar below.`
  const calendarNote = `The attached calendar file (${calendarFileName(session.title)}) puts the session in your calendar.`
  const out = wayOut(input)
  const { html: body, text } = renderLayout({
    subject,
    preheader: `${session.date}, ${session.time}. Your join link and calendar file are inside.`,
    heading: session.title,
    body: html`${paragraph(greeting(input.name))}${paragraph(intro)}${detailsTable(rows)}${paragraph(
      calendarNote,
    )}${paragraph(REGISTRATION_PROMISE)}`,
    text: [greeting(input.name), intro, detailsText(rows), calendarNote, REGISTRATION_PROMISE],
    action: { label: 'Join the webinar', url: input.joinUrl },
    afterAction: html`${note(personalNote)}${note(
      html`Details and agenda: ${link(session.pageUrl)}`,
    )}${out.html}`,
    textAfterAction: [personalNote, `Details and agenda: ${session.pageUrl}`, out.text],
    footerNote,
  })
  return {
    subject,
    html: body,
    text,
    attachments: [calendarAttachment(session.title, input.event)],
  }
}

const reminderCopy: Record<ReminderLead, { when: string; subject: string; lead: string }> = {
  '24h': {
    when: 'tomorrow',
    subject: 'Tomorrow',
    lead: 'A day to go. If you have questions for the speakers, bring them: the last part of the session is open Q&A.',
  },
  '1h': {
    when: 'in an hour',
    subject: 'Starting in 1 hour',
    lead: 'The session starts in about an hour. The link opens in your browser; no download or account is needed.',
  },
}

/** A day or an hour before: the join link again. */
export function renderRegistrationReminder(
  input: RegistrationMailInput & { lead: ReminderLead },
): RenderedMail {
  const { session } = input
  const copy = reminderCopy[input.lead]
  const subject = subjectLine(`${copy.subject}: ${session.title}`)
  const rows = sessionRows(session)
  const intro = `You registered for ${session.title}, which starts ${copy.when}.`
  const out = wayOut(input)
  const { html: body, text } = renderLayout({
    subject,
    preheader: `${session.date}, ${session.time}. Your join link is inside.`,
    heading: `${session.title} starts ${copy.when}`,
    body: html`${paragraph(greeting(input.name))}${paragraph(intro)}${detailsTable(rows)}${paragraph(
      copy.lead,
    )}`,
    text: [greeting(input.name), intro, detailsText(rows), copy.lead],
    action: { label: 'Join the webinar', url: input.joinUrl },
    afterAction: html`${note(personalNote)}${out.html}`,
    textAfterAction: [personalNote, out.text],
    footerNote,
  })
  return { subject, html: body, text, attachments: [] }
}

/** The firm moved the session: the new time, and a calendar file that updates the entry. */
export function renderRegistrationTimeChanged(
  input: RegistrationMailInput & {
    event: CalendarEvent
    /** When it was planned before, if known. */
    previous?: { date: string; time: string }
  },
): RenderedMail {
  const { session, previous } = input
  const subject = subjectLine(`New time: ${session.title}`)
  const rows = sessionRows(session)
  const moved = `${
    previous
      ? `We have had to move ${session.title}: it was planned for ${previous.date} at ${previous.time}, and the new time is below.`
      : `We have had to move ${session.title}; the new time is below.`
  } Your registration and your join link stay as they are.`
  const calendarNote = `The attached calendar file (${calendarFileName(session.title)}) updates the entry already in your calendar. Reminders will follow 24 hours and 1 hour before the new time.`
  const out = wayOut(input, 'If the new time does not suit you, one click frees your seat:')
  const { html: body, text } = renderLayout({
    subject,
    preheader: `Now ${session.date}, ${session.time}. Your registration stands.`,
    heading: 'The session has a new time',
    body: html`${paragraph(greeting(input.name))}${paragraph(moved)}${detailsTable(rows)}${paragraph(
      calendarNote,
    )}`,
    text: [greeting(input.name), moved, detailsText(rows), calendarNote],
    action: { label: 'Join the webinar', url: input.joinUrl },
    afterAction: html`${note(html`Details and agenda: ${link(session.pageUrl)}`)}${out.html}`,
    textAfterAction: [`Details and agenda: ${session.pageUrl}`, out.text],
    footerNote,
  })
  return {
    subject,
    html: body,
    text,
    attachments: [calendarAttachment(session.title, input.event)],
  }
}

/** The firm called the session off. Nothing more follows about it. */
export function renderRegistrationCancelled(input: {
  name: string
  email: string
  session: RegisteredSession
  /** The webinars page, for the other sessions. */
  webinarsUrl: string
}): RenderedMail {
  const { session } = input
  const subject = subjectLine(`Cancelled: ${session.title}`)
  const rows = sessionRows(session)
  const sorry = `We are sorry: ${session.title} will not take place. Your registration is closed and the reminders we had planned are withdrawn, so this is the last e-mail you get about it. Please remove the session from your calendar.`
  const instead =
    'Our other sessions, and the sign-up for announcements of new ones, are on the webinars page.'
  const { html: body, text } = renderLayout({
    subject,
    preheader: `${session.date}, ${session.time}: this session is cancelled.`,
    heading: 'This session is cancelled',
    body: html`${paragraph(greeting(input.name))}${paragraph(sorry)}${detailsTable(rows)}${paragraph(
      instead,
    )}`,
    text: [greeting(input.name), sorry, detailsText(rows), instead],
    action: { label: 'See other webinars', url: input.webinarsUrl },
    footerNote,
  })
  return { subject, html: body, text, attachments: [] }
}

/** After the session: the recording, once. */
export function renderRegistrationReplay(
  input: RegistrationMailInput & {
    /** Where the recording is watched (the one link that may leave the site). */
    replayUrl: string
  },
): RenderedMail {
  const { session } = input
  const subject = subjectLine(`The recording: ${session.title}`)
  const thanks = `Thank you for registering for ${session.title}. Whether you joined us live or could not make it, the recording is ready to watch at your own pace.`
  const follow = `Want to talk through how it applies to your organisation? Book a free 30-minute consultation with one of our consultants at ${siteHost}/contact.`
  const out = wayOut(input, 'This is the last e-mail about this session. To have none at all:')
  const { html: body, text } = renderLayout({
    subject,
    preheader: 'The recording is ready to watch.',
    heading: 'Watch the recording',
    body: html`${paragraph(greeting(input.name))}${paragraph(thanks)}${paragraph(follow)}`,
    text: [greeting(input.name), thanks, follow],
    action: { label: 'Watch the recording', url: input.replayUrl },
    afterAction: html`${note(html`The session’s page: ${link(session.pageUrl)}`)}${out.html}`,
    textAfterAction: [`The session’s page: ${session.pageUrl}`, out.text],
    footerNote,
  })
  return { subject, html: body, text, attachments: [] }
}
