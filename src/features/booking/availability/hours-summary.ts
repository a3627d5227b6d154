import type { WeekHours } from '../availability-types'
import { slotLabel } from '../slots'

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
const KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const

/** 540 → '09:00' (1440, the end of the day, → '00:00') */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** 540 → '9:00 AM', 1020 → '5:00 PM' */
export const clockLabel = (minutes: number) => slotLabel(clockText(minutes))

/** 'Mon–Fri 9:00 AM–12:00 PM, 1:00 PM–5:00 PM': days with the same hours run together. */
export function weeklyHoursSummary(week: WeekHours): string {
  const text = (day: (typeof KEYS)[number]) =>
    week[day].map((range) => `${clockLabel(range.start)}–${clockLabel(range.end)}`).join(', ')
  const parts: string[] = []
  let index = 0
  while (index < KEYS.length) {
    const hours = text(KEYS[index]!)
    let end = index
    while (end + 1 < KEYS.length && text(KEYS[end + 1]!) === hours) end += 1
    if (hours) {
      const days = end === index ? DAY_NAMES[index] : `${DAY_NAMES[index]}–${DAY_NAMES[end]}`
      parts.push(`${days} ${hours}`)
    }
    index = end + 1
  }
  return parts.length > 0 ? parts.join('; ') : 'No weekly hours'
}
