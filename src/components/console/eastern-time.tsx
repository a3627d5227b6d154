const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** An instant as the console's lists show it: in the firm's (Eastern) time, or a dash for none. */
export function EasternTime({ at }: { at: Date | null }) {
  return at ? <time dateTime={at.toISOString()}>{EASTERN.format(at)}</time> : <>–</>
}
