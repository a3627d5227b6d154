/**
 * The spec's booking toasts (section 8), and those of moving and cancelling, in a module of their
 * own so every booking form (the contact page's scheduler, the assistant's form, the manage pages
 * and the account) raises the same words without loading the others.
 */
export const bookingToasts = {
  success: {
    title: 'Consultation Scheduled!',
    description:
      "Thank you for scheduling time with our experts. You'll receive a confirmation email shortly with calendar details.",
  },
  failure: {
    title: 'Error',
    description: 'There was an error scheduling your consultation. Please try again.',
  },
  moved: {
    title: 'Consultation Rescheduled!',
    description: 'We sent the updated calendar invitation to your e-mail.',
  },
  cancelled: {
    title: 'Consultation Cancelled',
    description:
      'The time is free again and a cancellation for your calendar is on its way to your inbox.',
  },
} as const
