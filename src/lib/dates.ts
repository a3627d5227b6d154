const longUsDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** '2025-07-14' → 'July 14, 2025'. Dates without a time are read as calendar days, not instants. */
export function formatLongDate(isoDate: string): string {
  return longUsDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

/** ICU writes narrow and thin no-break spaces ("10:30 AM"); mail, pages and tests want plain ones. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ')
}

/** Minutes as an ISO 8601 duration, as structured data wants it: 2 → 'PT2M', 90 → 'PT1H30M'. */
export function isoDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new RangeError(`Not a length: ${minutes}`)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 ? `${rest}M` : ''}`
}
