/**
 * The booking form the app hands the panel (features do not import each other: src/app composes
 * the booking feature's parts into a form with these props).
 */
export type ChatBooking = {
  date: string
  time: string
  timeZone: string
  email: string
  /** The slot in words, as the confirmation says it. */
  when: string
}

export type BookingFormProps = {
  onBooked: (booking: ChatBooking) => void
  onCancel: () => void
}
