import type { EventAttributes } from 'ics'
import { site } from '@/config/site'

/** An event a visitor can add to their calendar (spec: "Calendar event input"). */
export type CalendarEvent = {
  title: string
  description: string
  startDate: Date
  endDate: Date
  location: string
  /** Keeps a download and later e-mailed updates of the same event together. */
  uid?: string
  sequence?: number
}

/** 20261208T153000Z: the compact UTC form calendar web services take. */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
}

/** Google Calendar's "create event" page, filled in. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.startDate)}/${compactUtc(event.endDate)}`,
    details: event.description,
    location: event.location,
  })
  return `https://calendar.google.com/calendar/render?${query}`
}

/** Outlook on the web's "new event" page, filled in. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.startDate.toISOString(),
    enddt: event.endDate.toISOString(),
    body: event.description,
    location: event.location,
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`
}

/** The download's file name: the title lowercased, anything not a letter or digit an underscore. */
export function calendarFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.ics`
}

/**
 * The event as the `ics` library takes it: METHOD:PUBLISH (an event to import, not an invitation
 * to answer), times in UTC. For building the file where `ics` is already loaded (e-mails).
 */
export function calendarEventAttributes(event: CalendarEvent): EventAttributes {
  return {
    productId: `-//${site.name}//Website//EN`,
    method: 'PUBLISH',
    ...(event.uid ? { uid: event.uid } : {}),
    ...(event.sequence !== undefined ? { sequence: event.sequence } : {}),
    title: event.title,
    description: event.description,
    location: event.location,
    start: event.startDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endDate.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  }
}

/**
 * The event as an iCalendar file (METHOD:PUBLISH, for importing). The `ics` library is loaded
 * only when the file is asked for, so it never weighs on a page's first load.
 */
export async function calendarFile(event: CalendarEvent): Promise<string> {
  const { createEvent } = await import('ics')
  const { error, value } = createEvent(calendarEventAttributes(event))
  if (error || !value) throw error ?? new Error('ics returned no calendar')
  return value
}
