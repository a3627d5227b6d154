import 'server-only'
import { createHash } from 'node:crypto'
import type { Database } from '../db/client'
import { errorResponse } from '../http/json-response'
import {
  consumeRateLimit,
  countedRequests,
  refundRateLimit,
  type RateLimitRule,
} from './rate-limit'

/*
 * Sign-in limits that nobody can use to lock an owner out (decision 032), for visitors' and
 * staff accounts alike. Only FAILED attempts count: the hard limit is per account and client
 * together (one client guessing at one account is refused); per account from every client there
 * is only a soft ceiling, past which every attempt is slowed, never refused, so the right password
 * still gets in within seconds from anywhere.
 */

export type SignInRules = {
  /** Failed sign-ins to one account from one client (its /64 for IPv6): past it, 429. */
  failuresPerAccountAndClient: RateLimitRule
  /** Failed sign-ins to one account from every client: past its limit, each attempt is slowed. */
  failuresPerAccount: RateLimitRule
}

/**
 * How a sign-in to an account past its soft ceiling is slowed: held before the password is
 * checked, 250 ms for the first failure over the ceiling, doubling with each further one, never
 * more than 5 s. A guessing run from many clients gains nothing by spreading out; the owner waits
 * a few seconds at most and is let in.
 */
export const SIGN_IN_SLOWDOWN = { firstDelayMs: 250, maxDelayMs: 5_000 } as const

/** How long an attempt waits when the account has seen `failures` failed sign-ins this hour. */
export function signInDelayMs(failures: number, ceiling: number): number {
  const over = failures - ceiling
  if (over < 0) return 0
  // 2^5 × 250 ms is past the cap already; the exponent is bounded so the number stays small.
  return Math.min(
    SIGN_IN_SLOWDOWN.maxDelayMs,
    SIGN_IN_SLOWDOWN.firstDelayMs * 2 ** Math.min(over, 5),
  )
}

/** The key an account is counted under: a hash of the address as typed, in lower case. */
export const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)

/** A 429 for one account. */
export function tooManyForAccount(wait: number) {
  const minutes = Math.ceil(wait / 60)
  return errorResponse(
    429,
    `Too many attempts for this account. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { headers: { 'retry-after': String(wait) } },
  )
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs one sign-in `attempt` under the rules: counted as a failure up front (so attempts sent at
 * once cannot slip past the limit) and given back when it turns out not to be one. A 401 from the
 * attempt is a wrong password (or an unknown address, answered alike); anything else is no
 * failure.
 */
export async function throttledSignIn(
  db: Database,
  rules: SignInRules,
  {
    email,
    client,
    now,
    pause = sleep,
  }: { email: string; client: string; now: Date; pause?: (ms: number) => Promise<void> },
  attempt: () => Promise<Response>,
): Promise<Response> {
  const account = accountKey(email)
  const pair = `${account}:${client}`
  const verdict = await consumeRateLimit(db, rules.failuresPerAccountAndClient, pair, now)
  if (!verdict.allowed) return tooManyForAccount(verdict.retryAfterSeconds)
  const failures = await countedRequests(db, rules.failuresPerAccount, account, now)
  const delay = signInDelayMs(failures, rules.failuresPerAccount.limit)
  if (delay > 0) await pause(delay)

  const response = await attempt()
  if (response.status === 401) await consumeRateLimit(db, rules.failuresPerAccount, account, now)
  else await refundRateLimit(db, rules.failuresPerAccountAndClient, pair, now)
  return response
}
