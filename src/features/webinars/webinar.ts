import { site } from '@/config/site'
import type { CalendarEvent } from '@/lib/calendar-event'
import { plainSpaces } from '@/lib/dates'

/**
 * A webinar as pages, feeds, e-mails and the operator command use it: the `webinars` row with the
 * agenda split into items and the length in minutes worked out once.
 */
export type Webinar = {
  id: string
  slug: string
  title: string
  description: string
  agenda: string[]
  speakers: string[]
  startsAt: Date
  /** Where attendees join (a Zoom or Teams link); null until the firm has one. */
  zoomLink: string | null
  image: string
  category: string
  /** As written by staff: '45 minutes'. */
  duration: string
  durationMinutes: number
  isPublished: boolean
  /** Where the recording can be watched once staff add it. */
  replayLink: string | null
  /** How many may register; null for no limit. */
  registrationLimit: number | null
  /** When staff called the session off; null while it is on. */
  cancelledAt: Date | null
  /** Last change by staff (publishing included): when feeds say the entry was updated. */
  updatedAt: Date
}

/** The firm's webinars are scheduled and announced in Eastern time (spec section 9). */
export const WEBINAR_TIME_ZONE = 'America/New_York'

/** The picture of a webinar added without one (drawn by `npm run assets`). */
export const DEFAULT_WEBINAR_IMAGE = '/images/webinars/webinar-default.svg'

/** The one webinar with a page of its own (spec: /insights/webinars/SCIPAB). */
export const SCIPAB_SLUG = 'scipab'

/** '45 minutes' → 45, '1 hour' → 60, '1 hour 30 minutes' → 90, '90 min' → 90. */
export function parseDurationMinutes(duration: string): number {
  const text = duration.toLowerCase()
  // Whole numbers of a few digits only: a linear search however long the text.
  const hours = /(?<![\d.])(\d{1,3}(?:\.\d{1,2})?)\s*(?:h|hours?)\b/.exec(text)
  const minutes = /(?<![\d.])(\d{1,4})\s*(?:m|min|mins|minutes?)\b/.exec(text)
  const total = (hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0)
  if (!Number.isFinite(total) || total <= 0) {
    throw new Error(`Cannot read a length from '${duration}' (write it like '45 minutes')`)
  }
  return Math.round(total)
}

/** 'Migration 101\nQ&A\n' → ['Migration 101', 'Q&A']. */
export function agendaItems(agenda: string): string[] {
  return agenda
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean)
}

export function webinarEnd(webinar: Pick<Webinar, 'startsAt' | 'durationMinutes'>): Date {
  return new Date(webinar.startsAt.getTime() + webinar.durationMinutes * 60_000)
}

/** Upcoming until it is over: a session in progress can still be joined. */
export function isUpcoming(
  webinar: Pick<Webinar, 'startsAt' | 'durationMinutes'>,
  now: Date,
): boolean {
  return webinarEnd(webinar) > now
}

/**
 * Upcoming sessions soonest first, past ones most recent first. Which is which follows the date
 * against `now`, never the order the rows came in.
 */
export function splitByDate<T extends Pick<Webinar, 'startsAt' | 'durationMinutes'>>(
  webinars: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const byStart = [...webinars].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
  return {
    upcoming: byStart.filter((webinar) => isUpcoming(webinar, now)),
    past: byStart.filter((webinar) => !isUpcoming(webinar, now)).reverse(),
  }
}

/** The page a webinar lives on; the SCIPAB session has its own (spec section 2). */
export function webinarPath(slug: string): string {
  return slug === SCIPAB_SLUG ? '/insights/webinars/SCIPAB' : `/insights/webinars/${slug}`
}

/** Where a visitor registers for a session (any session, the SCIPAB one included). */
export function webinarRegisterPath(slug: string): string {
  return `/insights/webinars/${slug}/register`
}

const easternTime = new Intl.DateTimeFormat('en-US', {
  timeZone: WEBINAR_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

const easternDate = new Intl.DateTimeFormat('en-US', {
  timeZone: WEBINAR_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

/** '7:00 PM EST' in winter, '7:00 PM EDT' in summer. */
export function formatEasternTime(date: Date): string {
  return plainSpaces(easternTime.format(date))
}

/** 'Thursday, December 17, 2026', the day in Eastern time. */
export function formatEasternDate(date: Date): string {
  return plainSpaces(easternDate.format(date))
}

/**
 * What 'Add to calendar' files: the title, a description with the agenda and the join link, the
 * session's slot, and where it happens (the join link, or the webinar's page until there is one).
 */
export function webinarCalendarEvent(webinar: Webinar, pageUrl: string): CalendarEvent {
  const lines = [
    webinar.description,
    '',
    ...(webinar.agenda.length > 0
      ? ['Agenda:', ...webinar.agenda.map((item) => `- ${item}`), '']
      : []),
    `Speakers: ${webinar.speakers.join(', ')}`,
    webinar.zoomLink ? `Join: ${webinar.zoomLink}` : `Details and joining link: ${pageUrl}`,
  ]
  return {
    title: webinar.title,
    description: lines.join('\n'),
    startDate: webinar.startsAt,
    endDate: webinarEnd(webinar),
    location: webinar.zoomLink ?? pageUrl,
    // Stable per webinar, so a second download or an e-mailed copy updates the same entry.
    uid: `webinar-${webinar.id}@${new URL(site.url).host}`,
  }
}
