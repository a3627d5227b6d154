/**
 * The register form's words and what the registration page promises, apart from the request
 * schema so the page and the form ship without zod (the confirmation e-mail repeats the promise).
 */
export const registrationCopy = {
  heading: 'Register for this session',
  open: 'Register',
  name: 'Name',
  email: 'Email address',
  company: 'Company (optional)',
  submit: 'Register',
  busy: 'Registering...',
  done: "You're registered!",
  doneDetail:
    'Your confirmation is on its way, with your personal join link and a calendar file. Nothing to confirm: you have your seat.',
  full: 'This session is full',
  fullDetail:
    'Every seat has been taken. Subscribe to webinar announcements and we will tell you about the next session as soon as it is scheduled.',
  closed: 'Registration has closed',
  closedDetail:
    'This session has taken place or was called off. Subscribe to webinar announcements and we will tell you about the next one.',
  failureTitle: 'Registration failed',
} as const

/** What registering sends, said on the page before anyone registers and in the confirmation. */
export const REGISTRATION_PROMISE =
  'We will e-mail you a reminder 24 hours and again 1 hour before the start, each with your join link, and, if the session is recorded, one e-mail with the recording afterwards. Nothing else, and never a newsletter.'

/** The page's note under the promise: the way out. */
export const REGISTRATION_WAY_OUT =
  'Your confirmation comes at once, with your personal join link and a calendar file. Every e-mail has a one-click link to cancel.'
