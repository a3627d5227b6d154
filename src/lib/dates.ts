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
