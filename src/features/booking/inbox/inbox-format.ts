import { TIME_ZONES, type TimeZoneCode } from '../time-zones'

/** The firm's own zone: the console shows every time in it, and the visitor's beside it. */
export const FIRM_TIME_ZONE: TimeZoneCode = 'ET'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(iana: string) {
  let found = formatters.get(iana)
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: iana,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
    formatters.set(iana, found)
  }
  return found
}

/** "Tue, Dec 8, 2026, 10:30 AM" in the zone. */
export function timeIn(iso: string, zone: TimeZoneCode): string {
  return formatter(TIME_ZONES[zone].iana).format(new Date(iso))
}

/** "Tue, Dec 8, 2026, 10:30 AM ET". */
export function firmTime(iso: string): string {
  return `${timeIn(iso, FIRM_TIME_ZONE)} ET`
}

/** How far ahead, in words: "3.5 days", "20 hours". */
export function leadTime(hours: number | null): string {
  if (hours === null) return '–'
  if (hours < 48) return `${Math.round(hours)} hours`
  return `${(hours / 24).toFixed(1)} days`
}
