'use client'

import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  calendarFile,
  calendarFileName,
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarEvent,
} from '@/lib/calendar-event'
import { formatDayLong, slotRangeLabel } from './booking-format'
import type { BookingView } from './booking-types'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { calendarPlusIcon } from '@/components/ui/icons/calendar-plus'
import { circleCheckIcon } from '@/components/ui/icons/circle-check'
import { downloadIcon } from '@/components/ui/icons/download'

function calendarEventOf({ calendar, startsAt, endsAt, sequence }: BookingView): CalendarEvent {
  return { ...calendar, startDate: new Date(startsAt), endDate: new Date(endsAt), sequence }
}

/** Saves the .ics file; the `ics` library loads only now. */
async function download(event: CalendarEvent) {
  const text = await calendarFile(event)
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = calendarFileName(event.title)
  anchor.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

type Props = {
  booking: BookingView
  /** 'moved' after a reschedule. */
  kind?: 'booked' | 'moved'
}

/** What the visitor sees once booked: the time, where the confirmation went, calendar buttons. */
export function BookingConfirmation({ booking, kind = 'booked' }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [downloadFailed, setDownloadFailed] = useState(false)
  const event = calendarEventOf(booking)

  // Keyboard and screen-reader users land on the result, not on a form that is gone.
  useEffect(() => heading.current?.focus(), [])

  return (
    <section aria-labelledby="booking-result" className="rounded-card bg-teal-50 p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <DrawnIcon
          drawing={circleCheckIcon}
          aria-hidden="true"
          className="mt-1 size-7 shrink-0 text-teal-700"
        />
        <div className="min-w-0">
          <h2
            id="booking-result"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-navy-900 outline-none"
          >
            {kind === 'moved' ? 'Your consultation has moved' : 'Your consultation is booked'}
          </h2>
          <p className="mt-2 text-muted-foreground">
            We sent{' '}
            {kind === 'moved'
              ? 'the updated invitation'
              : 'a confirmation with a calendar invitation'}{' '}
            to <strong className="text-navy-900">{booking.email}</strong>. It has links to
            reschedule or cancel.
          </p>
        </div>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-muted-foreground">Date</dt>
        <dd className="font-semibold text-navy-900">{formatDayLong(booking.date)}</dd>
        <dt className="text-sm text-muted-foreground">Time</dt>
        <dd className="font-semibold text-navy-900">{slotRangeLabel(booking.time)}</dd>
        <dt className="text-sm text-muted-foreground">Time zone</dt>
        <dd className="font-semibold text-navy-900">{booking.timeZoneLabel}</dd>
        <dt className="text-sm text-muted-foreground">E-mail</dt>
        <dd className="font-semibold break-all text-navy-900">{booking.email}</dd>
        {booking.consultant ? (
          <>
            <dt className="text-sm text-muted-foreground">Your consultant</dt>
            <dd className="font-semibold text-navy-900">{booking.consultant}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDownloadFailed(false)
            download(event).catch(() => setDownloadFailed(true))
          }}
        >
          <DrawnIcon drawing={downloadIcon} aria-hidden="true" className="size-4" />
          Download .ics
        </Button>
        <Button asChild variant="outline">
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            <DrawnIcon drawing={calendarPlusIcon} aria-hidden="true" className="size-4" />
            Google Calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            <DrawnIcon drawing={calendarPlusIcon} aria-hidden="true" className="size-4" />
            Outlook Calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
      {downloadFailed ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          The calendar file could not be created. The invitation in your e-mail works too.
        </p>
      ) : null}
    </section>
  )
}
