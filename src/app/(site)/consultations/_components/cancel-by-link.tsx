'use client'

import { bookingApi } from '@/features/booking/booking-api'
import { CancelBooking } from '@/features/booking/cancel-booking'

/**
 * The cancel form bound to the e-mailed link's token. The page is a server component, so the
 * call is bound here, in the browser; the account binds the booking's id instead.
 */
export function CancelByLink({ token }: { token: string }) {
  return <CancelBooking cancel={() => bookingApi.cancel(token)} />
}
