import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { formatDayLong, questionsExcerpt, slotRangeLabel } from './booking-format'
import type { ListedBooking } from './booking-types'

/** The id of a listed booking's heading, which names it for the buttons acting on it. */
export function consultationHeadingId(bookingId: string): string {
  return `consultation-${bookingId}`
}

type Props = {
  /** Prefix of element ids: the list's heading is `${id}-heading`. */
  id: string
  title: string
  bookings: ListedBooking[]
  /** Shown instead of the list when it is empty. */
  empty: ReactNode
  /** What can be done with one booking; src/app composes the buttons and their API calls. */
  actions?: (booking: ListedBooking) => ReactNode
}

/**
 * One list of a person's consultations: each with its day, its time in the zone it was booked
 * in, whether it was cancelled and the start of the questions asked, so it can be told apart.
 * Rendered on the server; only the actions are interactive.
 */
export function ConsultationList({ id, title, bookings, empty, actions }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      {/* Focus lands here when a cancelled consultation leaves the list, taking its button along. */}
      <h2
        id={`${id}-heading`}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-navy-900 outline-none"
      >
        {title}
      </h2>
      {bookings.length === 0 ? (
        <div className="rounded-card border border-dashed border-border p-6 text-muted-foreground">
          {empty}
        </div>
      ) : (
        <ul className="space-y-4">
          {bookings.map((booking) => (
            <li
              key={booking.id}
              className="rounded-card border border-border p-5 shadow-card sm:p-6"
            >
              <h3
                id={consultationHeadingId(booking.id)}
                className="flex flex-wrap items-center gap-3 text-lg font-semibold text-navy-900"
              >
                {formatDayLong(booking.date)}
                {booking.status === 'cancelled' ? (
                  <Badge variant="secondary">Cancelled</Badge>
                ) : null}
              </h3>
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                <dt className="text-sm text-muted-foreground">Time</dt>
                <dd className="font-medium text-navy-900">
                  {slotRangeLabel(booking.time)} {booking.timeZoneLabel}
                </dd>
                <dt className="text-sm text-muted-foreground">Your questions</dt>
                <dd className="break-words text-muted-foreground">
                  {questionsExcerpt(booking.questions)}
                </dd>
              </dl>
              {actions ? <div className="mt-5">{actions(booking)}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
