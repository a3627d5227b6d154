import { formatDayLong, slotRangeLabel } from './booking-format'
import type { BookingView } from './booking-types'

/** A booking's facts as the cancel and reschedule pages show them. */
export function BookingSummary({ booking }: { booking: BookingView }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-card bg-navy-50 p-6 sm:grid-cols-[auto_1fr]">
      <dt className="text-sm text-muted-foreground">Date</dt>
      <dd className="font-semibold text-navy-900">{formatDayLong(booking.date)}</dd>
      <dt className="text-sm text-muted-foreground">Time</dt>
      <dd className="font-semibold text-navy-900">
        {slotRangeLabel(booking.time)} {booking.timeZoneLabel}
      </dd>
      <dt className="text-sm text-muted-foreground">Booked for</dt>
      <dd className="font-semibold break-all text-navy-900">
        {booking.name} ({booking.email})
      </dd>
    </dl>
  )
}
