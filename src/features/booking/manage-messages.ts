/**
 * What a cancel or reschedule link says when it can no longer change the booking: the pages and
 * the API use the same words.
 */
export const manageLinkProblems = {
  unknown: {
    status: 404,
    title: 'This link does not work',
    // A move from the account sends new links and retires the old ones: the latest e-mail works.
    message:
      'We could not find a consultation for this link. Please check that you used the whole link from the latest e-mail about your consultation.',
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

/**
 * The same refusals for a change asked from the account. There is no link to blame: an id that is
 * not one of the account's consultations is simply not found, whoever's it may be.
 */
export const accountBookingProblems = {
  unknown: {
    status: 404,
    title: 'Consultation not found',
    message: 'We could not find this consultation among yours.',
  },
  cancelled: manageLinkProblems.cancelled,
  past: manageLinkProblems.past,
} as const
