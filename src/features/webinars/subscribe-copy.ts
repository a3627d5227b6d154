/**
 * The subscribe form's words (spec sections 4 and 8) and its own check, apart from the request
 * schema so the form ships without zod.
 */
export const subscribeCopy = {
  label: 'Email address',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  busy: 'Subscribing...',
  done: "You're all set!",
  invalidTitle: 'Invalid Email',
  invalidDescription: 'Please enter a valid email address.',
  successTitle: 'Successfully Subscribed!',
  successDescription: "You'll be notified when new webinars are available.",
  failureTitle: 'Subscription failed',
} as const

/** The form's own check before anything is sent (spec section 5): present and containing '@'. */
export function passesBrowserEmailCheck(value: string): boolean {
  return value.trim().length > 0 && value.includes('@')
}
