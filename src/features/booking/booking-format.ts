import { plainSpaces } from '@/lib/dates'
import { CONSULTATION_MINUTES, slotLabel, type IsoDay } from './slots'
import { TIME_ZONES, type TimeZoneCode } from './time-zones'

const dayLong = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** '2026-12-08' → 'Tuesday, December 8, 2026' (a calendar day, not an instant). */
export function formatDayLong(day: IsoDay): string {
  return dayLong.format(new Date(`${day}T00:00:00Z`))
}

/** '16:30' → '4:30 PM – 5:00 PM' */
export function slotRangeLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const end = hours * 60 + minutes + CONSULTATION_MINUTES
  const endTime = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`
  return `${slotLabel(time)} – ${slotLabel(endTime)}`
}

/** The browser's own IANA zone, when it tells. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/**
 * The slot's start on the visitor's own clock, when that clock differs from the chosen zone's:
 * '6:00 AM your time', or with the weekday when the day differs ('Wed 2:00 AM your time').
 */
export function localTimeHint(
  startsAt: string,
  zone: TimeZoneCode,
  localZone: string | undefined,
): string | undefined {
  if (!localZone) return undefined
  const instant = new Date(startsAt)
  const format = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
    plainSpaces(new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(instant))
  const clock = { hour: 'numeric', minute: '2-digit' } as const
  const chosen = format(TIME_ZONES[zone].iana, { ...clock, weekday: 'short' })
  const local = format(localZone, { ...clock, weekday: 'short' })
  if (chosen === local) return undefined
  const sameDay = chosen.split(' ')[0] === local.split(' ')[0]
  return `${sameDay ? format(localZone, clock) : local} your time`
}

/**
 * The start of a booking's questions, enough to recognise it in a list: whole words up to about
 * `max` characters, with an ellipsis when cut. Line breaks read as spaces.
 */
export function questionsExcerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  // eslint-disable-next-line regexp/no-super-linear-move -- runs on the cut, at most `max` characters
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`
}
