/**
 * Where a subscription's e-mailed links lead (pages that say what will happen, read only) and
 * where their one button posts (decision 033). Site paths: the mails make them absolute, the
 * redirects after a button keep them relative so they stay on whatever host served the form.
 */
export type SubscriptionAction = 'confirm' | 'unsubscribe' | 'resubscribe'

/** What a page says after its button has acted (a hint: the page shows it only when true). */
export type SubscriptionResult = 'confirmed' | 'unsubscribed' | 'resubscribed'

/** Why a button's request came back without acting (the request helper refused it). */
export type SubscriptionProblem = 'busy' | 'unavailable' | 'refused'

export const subscriptionPagePaths: Record<SubscriptionAction, string> = {
  confirm: '/insights/webinars/subscription/confirm',
  unsubscribe: '/insights/webinars/subscription/unsubscribe',
  resubscribe: '/insights/webinars/subscription/resubscribe',
}

/** The endpoints the pages' buttons post to; the unsubscribe one is also RFC 8058's one-click. */
export const subscriptionEndpointPaths: Record<SubscriptionAction, string> = {
  confirm: '/api/webinars/subscriptions/confirm',
  unsubscribe: '/api/webinars/subscriptions/unsubscribe',
  resubscribe: '/api/webinars/subscriptions/resubscribe',
}

const withToken = (path: string, token: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ token, ...extra }).toString()}`

/** The page of a link, optionally saying what its button has just done. */
export function subscriptionPagePath(
  action: SubscriptionAction,
  token: string,
  result?: SubscriptionResult,
): string {
  return withToken(subscriptionPagePaths[action], token, result ? { result } : {})
}

/** Where a page's button posts: the endpoint, with the link's token. */
export function subscriptionEndpointPath(action: SubscriptionAction, token: string): string {
  return withToken(subscriptionEndpointPaths[action], token)
}

/** Where the newest e-mail's sign-up form is: the way forward from a link that no longer works. */
export const SIGN_UP_PATH = '/insights/webinars#stay-informed'
