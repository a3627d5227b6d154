/**
 * What a cancel or reschedule link says when it can no longer change the booking: the pages and
 * the API use the same words.
 */
export const manageLinkProblems = {
  unknown: {
    status: 404,
    title: 'This link does not work',
    message:
      'We could not find a consultation for this link. Please check that you used the whole link from your confirmation e-mail.',
  },
  cancelled: {
    status: 409,
    title: 'This consultation was cancelled',
    message: 'This consultation has already been cancelled, so there is nothing more to change.',
  },
  past: {
    status: 410,
    title: 'This consultation has already started',
    message: 'The time of this consultation has passed, so it can no longer be changed online.',
  },
} as const
