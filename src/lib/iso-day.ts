/** A calendar day written YYYY-MM-DD, as the booking API, the form and the configuration carry it. */
export type IsoDay = string

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar day in YYYY-MM-DD form (no 2026-02-30). */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string') return false
  const match = ISO_DAY.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}
