'use client'

import { useCallback, useEffect, useState } from 'react'
import type { ApiResult } from '@/lib/api-client'
import { bookingApi } from './booking-api'
import type { BookingCalendar, DaySlots } from './booking-types'
import type { TimeZoneCode } from './time-zones'

export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' }

/** An answer remembered with the request it answers, so a stale one reads as still loading. */
type Answer<T> = { key: string; result: ApiResult<T> }

function loadable<T>(answer: Answer<T> | undefined, key: string): Loadable<T> {
  if (!answer || answer.key !== key) return { status: 'loading' }
  return answer.result.ok ? { status: 'ready', data: answer.result.data } : { status: 'failed' }
}

/**
 * The calendar (bookable days) for a zone and the slots of the chosen day, fetched from the
 * booking API and fetched again on `refresh()` (after someone else took a slot).
 */
export function useAvailability(zone: TimeZoneCode, day: string | undefined) {
  const [version, setVersion] = useState(0)
  const [calendarAnswer, setCalendarAnswer] = useState<Answer<BookingCalendar>>()
  const [slotsAnswer, setSlotsAnswer] = useState<Answer<DaySlots>>()
  const calendarKey = `${zone}|${version}`
  const slotsKey = `${zone}|${day}|${version}`

  useEffect(() => {
    let current = true
    void bookingApi.calendar(zone).then((result) => {
      if (current) setCalendarAnswer({ key: calendarKey, result })
    })
    return () => {
      current = false
    }
  }, [zone, calendarKey])

  useEffect(() => {
    if (!day) return
    let current = true
    void bookingApi.slots(day, zone).then((result) => {
      if (current) setSlotsAnswer({ key: slotsKey, result })
    })
    return () => {
      current = false
    }
  }, [zone, day, slotsKey])

  const refresh = useCallback(() => setVersion((count) => count + 1), [])
  return {
    calendar: loadable(calendarAnswer, calendarKey),
    slots: day ? loadable(slotsAnswer, slotsKey) : undefined,
    refresh,
  }
}
