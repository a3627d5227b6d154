import { toast } from '@/components/ui/toast'
import type { ApiFailure } from '@/lib/api-client'
import { applyFieldErrors, type SetFieldError } from '@/lib/form-errors'
import { PASS_REQUIRED_MESSAGE } from './booking-api'
import { bookingToasts } from './booking-toasts'

/** What a booking form does with each kind of refusal. */
export type BookingFailureActions<Field extends string> = {
  /** The form's fields, in the order a visitor meets them (the first bad one takes focus). */
  fields: readonly Field[]
  /** The form's `setError`. */
  setError: SetFieldError<Field>
  /** Someone else booked the time: clear it and say so. */
  slotTaken: (message: string) => void
  /** Fetch the day's times again. */
  refreshSlots: () => void
  /** The human-check pass ran out: back through the check, with the form kept. */
  passExpired: () => void
}

/**
 * One answer to a refused booking for every booking form: a taken slot (409) is cleared and the
 * times fetched again; the server's field messages (422) go on their fields; an expired pass (403)
 * sends the visitor back through the check; anything else is the spec's failure toast.
 */
export function handleBookingFailure<Field extends string>(
  result: ApiFailure,
  actions: BookingFailureActions<Field>,
): void {
  if (result.status === 409) {
    actions.slotTaken(result.error)
    actions.refreshSlots()
    return
  }
  if (result.status === 422 && applyFieldErrors(result, actions.fields, actions.setError)) {
    actions.refreshSlots()
    return
  }
  if (result.status === 403 && result.error === PASS_REQUIRED_MESSAGE) {
    actions.passExpired()
    return
  }
  toast.error(bookingToasts.failure.title, { description: bookingToasts.failure.description })
}
