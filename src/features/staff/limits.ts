// The staff side's rate limits, in one place. Sign-in is limited like the visitors' (per client
// and per address), and the second factor more tightly still: six digits are guessable by
// volume, so a client gets few tries, and better-auth locks the member's codes after five misses.

/** Staff sign-in attempts per client address. */
export const STAFF_SIGN_IN_LIMIT = { name: 'staff-sign-in', limit: 10, windowMs: 15 * 60_000 }
/** Staff sign-in attempts per e-mail address, whoever makes them. */
export const STAFF_SIGN_IN_PER_ACCOUNT = {
  name: 'staff-sign-in-account',
  limit: 10,
  windowMs: 60 * 60_000,
}
/** Codes (authenticator or backup) tried per client. */
export const STAFF_SECOND_FACTOR_LIMIT = {
  name: 'staff-second-factor',
  limit: 10,
  windowMs: 15 * 60_000,
}
/** Invitation pages opened and accepted per client: a token cannot be guessed by volume. */
export const STAFF_INVITATION_LIMIT = { name: 'staff-invitation', limit: 20, windowMs: 60 * 60_000 }
/** Password re-checks per client before a sensitive action. */
export const STAFF_PASSWORD_CHECK_LIMIT = {
  name: 'staff-password-check',
  limit: 10,
  windowMs: 15 * 60_000,
}
/** Console changes per client: far above a busy day's clicks. */
export const STAFF_CHANGE_LIMIT = { name: 'staff-changes', limit: 300, windowMs: 60 * 60_000 }
