// The staff side's rate limits, in one place. Sign-in is limited as the visitors' is (decision
// 032, src/server/rate-limit/sign-in-throttle.ts): failures only, refused per account and client,
// only slowed per account, so nobody can lock a member out by guessing at their address. The
// second factor is limited more tightly still: six digits are guessable by volume, so a client
// gets few tries, and better-auth locks the member's codes after five misses.

/** Staff sign-in attempts per client address. */
export const STAFF_SIGN_IN_LIMIT = { name: 'staff-sign-in', limit: 10, windowMs: 15 * 60_000 }
/** Failed staff sign-ins: refused per account and client, slowed per account. */
export const STAFF_SIGN_IN_FAILURES = {
  failuresPerAccountAndClient: {
    name: 'staff-sign-in-failures',
    limit: 10,
    windowMs: 60 * 60_000,
  },
  failuresPerAccount: { name: 'staff-sign-in-failures-account', limit: 10, windowMs: 60 * 60_000 },
}
/** Codes (authenticator or backup) tried per client. */
export const STAFF_SECOND_FACTOR_LIMIT = {
  name: 'staff-second-factor',
  limit: 10,
  windowMs: 15 * 60_000,
}
/** Invitations accepted (or tried) per client: a token cannot be guessed by volume. */
export const STAFF_INVITATION_LIMIT = { name: 'staff-invitation', limit: 20, windowMs: 60 * 60_000 }
/**
 * Wrong passwords at a re-check, per session: a stolen session cookie cannot be used to guess the
 * password from many addresses; past it the session is ended.
 */
export const STAFF_PASSWORD_RECHECK_FAILURES = {
  name: 'staff-password-recheck-failures',
  limit: 5,
  windowMs: 60 * 60_000,
}
/** Password re-checks per client before a sensitive action. */
export const STAFF_PASSWORD_CHECK_LIMIT = {
  name: 'staff-password-check',
  limit: 10,
  windowMs: 15 * 60_000,
}
/** Console changes per client: far above a busy day's clicks. */
export const STAFF_CHANGE_LIMIT = { name: 'staff-changes', limit: 300, windowMs: 60 * 60_000 }
