'use client'

import { bookingApi } from '@/features/booking/booking-api'
import type { BookingView } from '@/features/booking/booking-types'
import { RescheduleForm } from '@/features/booking/reschedule-form'

/**
 * The reschedule form bound to the e-mailed link's token (bound here, in the browser, as the
 * page is a server component; the account binds the booking's id instead). A module of its own,
 * so the cancel page never loads the calendar.
 */
export function RescheduleByLink({ token, current }: { token: string; current: BookingView }) {
  return (
    <RescheduleForm
      current={current}
      reschedule={(choice) => bookingApi.reschedule(token, choice)}
    />
  )
}
