/** Sign-ups per client address: people subscribe once, scripts many times. */
export const SUBSCRIBE_LIMIT = { name: 'webinar-subscriptions', limit: 5, windowMs: 60 * 60_000 }
/** Presses of the subscription pages' buttons and RFC 8058 one-click POSTs, per client. */
export const SUBSCRIPTION_LINK_LIMIT = {
  name: 'webinar-subscription-links',
  limit: 30,
  windowMs: 60 * 60_000,
}
/** Calendar files and other reads, per client. */
export const WEBINAR_READ_LIMIT = { name: 'webinar-reads', limit: 120, windowMs: 60_000 }
