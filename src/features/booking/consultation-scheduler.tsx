'use client'

import { useState } from 'react'
import { BookingConfirmation } from './booking-confirmation'
import { BookingFields } from './booking-fields'
import type { BookingView } from './booking-types'
import { ConsultationRequestSchema } from './booking.schema'
import { useBookingForm } from './use-booking-form'

type Props = {
  /** The server no longer accepts the visitor's human-check pass: the gate must come back. */
  onPassExpired: () => void
  /**
   * Move focus to the heading: when the scheduler takes over from the check (and again when it
   * comes back after one), not when the page opens with it.
   */
  focusKey?: number
  /**
   * The signed-in visitor's name and e-mail, filled in once while the fields are still empty and
   * left editable; they may arrive after the form has opened.
   */
  defaultName?: string
  defaultEmail?: string
}

/**
 * The built-in scheduler: day, time zone and one of the 14 slots, then name, e-mail and
 * questions. Validated in the browser with the schema the server uses again.
 */
export function ConsultationScheduler({
  onPassExpired,
  focusKey,
  defaultName,
  defaultEmail,
}: Props) {
  const [booked, setBooked] = useState<BookingView>()
  const booking = useBookingForm({
    schema: ConsultationRequestSchema,
    defaultName,
    defaultEmail,
    onBooked: setBooked,
    onPassExpired,
  })
  if (booked) return <BookingConfirmation booking={booked} />
  return <BookingFields booking={booking} id="consultation" layout="full" focusKey={focusKey} />
}
