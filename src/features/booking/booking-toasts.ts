/**
 * The spec's booking toasts (section 8), in a module of their own so every booking form (the
 * contact page's scheduler, the assistant's form) raises the same words without loading the other.
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
} as const
