/** How the dashboard writes its numbers (en-US, as the rest of the console). */

const whole = new Intl.NumberFormat('en-US')
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })
const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const shortDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
})

export const formatCount = (value: number) => whole.format(value)
export const formatDecimal = (value: number | null) =>
  value === null ? '–' : oneDecimal.format(value)
export const formatPercent = (value: number | null) =>
  value === null ? '–' : percent.format(value)

/** `YYYY-MM-DD` as "2 Nov 2026" (or "2 Nov"), the UTC day it names. */
export const formatDay = (value: string) => day.format(new Date(`${value}T00:00:00Z`))
export const formatShortDay = (value: string) => shortDay.format(new Date(`${value}T00:00:00Z`))

/** A period as "2 Nov 2026 – 4 Nov 2026", or one day alone. */
export const formatRange = (from: string, to: string) =>
  from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`

/**
 * The change from the previous period: a relative change for counts ("+12.5%"), a difference
 * in percentage points for rates ("−3.2 pts"); "New" when there was nothing before.
 */
export function formatChange(
  current: number | null,
  previous: number | null,
  kind: 'count' | 'rate',
): string {
  if (current === null || previous === null) return 'No comparison'
  if (kind === 'rate') {
    const points = (current - previous) * 100
    if (Math.abs(points) < 0.05) return 'No change'
    return `${points > 0 ? '+' : '−'}${oneDecimal.format(Math.abs(points))} pts`
  }
  if (previous === 0) return current === 0 ? 'No change' : 'New this period'
  const change = (current - previous) / previous
  if (Math.abs(change) < 0.0005) return 'No change'
  return `${change > 0 ? '+' : '−'}${percent.format(Math.abs(change))}`
}
