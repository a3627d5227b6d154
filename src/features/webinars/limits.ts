// The webinar feature's rate limits, in one place (the request helper applies the per-client
// ones; the per-address one is counted inside the subscription's transaction).

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

/** Confirmation e-mails one address can be sent a day, whoever asks: nobody can mail-bomb it. */
export const CONFIRMATIONS_PER_ADDRESS = {
  name: 'webinar-confirmations',
  limit: 3,
  windowMs: 24 * 60 * 60_000,
}

/** Social cards a client may have drawn: far above what link previews of a few webinars need. */
export const CARD_DRAWING_LIMIT = { name: 'og-card-drawn', limit: 20, windowMs: 10 * 60_000 }

/**
 * Picture uploads per client, counted before the body (up to 5 MB) is read, so nobody without a
 * session can make an instance read and decode many of them.
 */
export const IMAGE_UPLOADS_PER_CLIENT = {
  name: 'webinar-image-uploads-client',
  limit: 60,
  windowMs: 60 * 60_000,
}
/** Picture uploads per staff member: each costs about a second of CPU and a few hundred KB kept. */
export const IMAGE_UPLOADS_PER_MEMBER = {
  name: 'webinar-image-uploads',
  limit: 30,
  windowMs: 60 * 60_000,
}
/** Registrations per client address: as the subscribe form's limit, counted apart from it. */
export const REGISTER_LIMIT = { name: 'webinar-registrations', limit: 5, windowMs: 60 * 60_000 }
/** Cancel buttons pressed and one-click cancels of mail clients, per client. */
export const REGISTRATION_LINK_LIMIT = {
  name: 'webinar-registration-links',
  limit: 30,
  windowMs: 60 * 60_000,
}
/**
 * Join links followed, per client: a whole office behind one address joins at the start time,
 * so far more than the cancel links'; a forged token leads nowhere anyway.
 */
export const JOIN_LINK_LIMIT = { name: 'webinar-join-links', limit: 600, windowMs: 60 * 60_000 }
