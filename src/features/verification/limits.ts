// The human check's rate limits, in one place (the request helper applies them per client).

/** Challenges fetched per client: the widget asks for one per visit, and again after a failure. */
export const CHALLENGE_LIMIT = { name: 'verification-challenge', limit: 20, windowMs: 10 * 60_000 }

/** Solutions checked per client: a person needs one or two; guessing needs many. */
export const VERIFICATION_LIMIT = { name: 'verification', limit: 10, windowMs: 10 * 60_000 }
