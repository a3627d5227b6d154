/**
 * The booking form the app hands the panel (features do not import each other: src/app composes
 * the booking feature's parts into a form with these props).
 */
/** A confirmed booking, as the booking API answered it. */
export type ChatBooking = {
  /** The day in the booked zone: '2026-12-01'. */
  date: string
  /** The start on a 24-hour clock in the booked zone: '10:00'. */
  time: string
  /** The zone's code: 'ET'. */
  timeZone: string
  /** Where the confirmation goes. */
  email: string
  /** Date, time and zone in words: 'Tuesday, December 1, 2026 at 10:00 AM ET'. */
  when: string
}

export type BookingFormProps = {
  /** The booking is made (the toast is already showing); the form's fields are clear again. */
  onBooked: (booking: ChatBooking) => void
  /** The visitor closes the form without booking. */
  onCancel: () => void
}
