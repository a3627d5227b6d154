import { plainSpaces } from '@/lib/dates'
/**
 * Dates in e-mails, shown in the reader's IANA time zone (never the server's), in US English.
 * An unknown zone throws a RangeError: callers validate the zone before rendering.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
    formatters.set(key, cached)
  }
  return cached
}

/** "Tuesday, December 8, 2026" */
export function formatDateLine(date: Date, timeZone: string): string {
  const options = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const
  return plainSpaces(formatter(timeZone, options).format(date))
}

/** "Tue, Dec 8" */
export function formatShortDate(date: Date, timeZone: string): string {
  const options = { weekday: 'short', month: 'short', day: 'numeric' } as const
  return plainSpaces(formatter(timeZone, options).format(date))
}

/** "10:30 AM" */
export function formatTime(date: Date, timeZone: string): string {
  return plainSpaces(formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(date))
}

/**
 * "10:30 AM – 11:00 AM Eastern Time (ET)". When the end falls on another day in that zone, the end
 * carries its date: "11:45 PM – Wed, Dec 9, 12:15 AM Eastern Time (ET)".
 */
export function formatTimeRange(start: Date, end: Date, timeZone: string, zoneLabel: string) {
  const sameDay = formatDateLine(start, timeZone) === formatDateLine(end, timeZone)
  const endText = sameDay
    ? formatTime(end, timeZone)
    : `${formatShortDate(end, timeZone)}, ${formatTime(end, timeZone)}`
  return `${formatTime(start, timeZone)} – ${endText} ${zoneLabel}`
}

/** The abbreviation in a label such as "Eastern Time (ET)", or the whole label when it has none. */
export function zoneAbbreviation(zoneLabel: string): string {
  return /\(([^()]+)\)\s*$/.exec(zoneLabel)?.[1]?.trim() ?? zoneLabel
}

/** "2026-12-08T15:30:00Z": ISO 8601 in UTC, without milliseconds when there are none. */
export function formatUtc(date: Date): string {
  return date.toISOString().replace(/\.000Z$/, 'Z')
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000)
}
