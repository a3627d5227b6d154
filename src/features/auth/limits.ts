import type { RateLimitRule } from '@/server/rate-limit/rate-limit'

/*
 * Every rate limit of the account endpoints (decisions 020 and 032), all in the database so they
 * hold across instances. Per client address: what one person at one computer could need. Per
 * account (the e-mail address, hashed): what stops a guessing run spread over many addresses from
 * reaching one account. Besides these, every post to /api/auth counts in the request helper's
 * `auth` tier (src/server/rate-limit/tiers.ts), and every read in its `general` tier.
 *
 * Sign-in counts FAILED attempts only, so nobody can use it to lock an owner out: the hard limit
 * is per account and client together (one client guessing at one account is refused); per account
 * from all clients there is only a soft ceiling, past which every attempt is slowed, never refused
 * (src/server/rate-limit/sign-in-throttle.ts, shared with staff sign-in), so the right password
 * still gets in within seconds from anywhere.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const AUTH_LIMITS = {
  signInPerClient: { name: 'auth-sign-in', limit: 5, windowMs: MINUTE },
  /** Failed sign-ins to one account from one client (its /64 for IPv6): past it, 429. */
  signInFailuresPerAccountAndClient: {
    name: 'auth-sign-in-failures',
    limit: 10,
    windowMs: HOUR,
  },
  /** Failed sign-ins to one account from every client: past it, each attempt is slowed. */
  signInFailuresPerAccount: { name: 'auth-sign-in-failures-account', limit: 10, windowMs: HOUR },
  signUpPerClient: { name: 'auth-sign-up', limit: 10, windowMs: HOUR },
  signUpPerAccount: { name: 'auth-sign-up-account', limit: 3, windowMs: HOUR },
  resetRequestPerClient: { name: 'auth-reset-request', limit: 5, windowMs: HOUR },
  resetRequestPerAccount: { name: 'auth-reset-request-account', limit: 3, windowMs: HOUR },
  resendPerClient: { name: 'auth-resend', limit: 5, windowMs: HOUR },
  resendPerAccount: { name: 'auth-resend-account', limit: 3, windowMs: HOUR },
  resetPerClient: { name: 'auth-reset', limit: 10, windowMs: HOUR },
  verifyPerClient: { name: 'auth-verify', limit: 20, windowMs: HOUR },
  sessionPerClient: { name: 'auth-session', limit: 120, windowMs: MINUTE },
  signOutPerClient: { name: 'auth-sign-out', limit: 30, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>
