'use client'

import { useSyncExternalStore } from 'react'
import { WEBINAR_TIME_ZONE } from '../webinar'

const subscribe = () => () => {}
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const noZoneOnServer = () => null

const offsetAt = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).format(instant)

/**
 * The session's start in the visitor's own time zone, next to the Eastern time the server wrote.
 * Shown after hydration only (the server cannot know the zone), and not at all for a visitor
 * whose clock already reads Eastern time.
 */
export function LocalTime({ startsAt }: { startsAt: string }) {
  const zone = useSyncExternalStore(subscribe, visitorZone, noZoneOnServer)
  const instant = new Date(startsAt)
  if (!zone || offsetAt(instant, zone) === offsetAt(instant, WEBINAR_TIME_ZONE)) return null
  const local = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant)
  return (
    <p className="mt-3 text-sm text-navy-100">
      In your time zone: {local.replace(/[\u202f\u2009]/g, ' ')}
    </p>
  )
}
