import 'server-only'
import { createHash } from 'node:crypto'
import { z } from '@/lib/zod'
import type { Database } from '@/server/db/client'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { consumeRateLimit, type RateLimitRule } from '@/server/rate-limit/rate-limit'

/** The form's hidden honeypot: people never see it, form-filling scripts fill it in. */
export const honeypot = { contact_me_by_fax: z.string().max(200).optional() }

/** A filled honeypot gets the answer a person would, and nothing happens. */
export function trapped(requestId: string, answer: unknown): Response {
  log.warn('auth request refused: honeypot filled', { requestId })
  return jsonResponse(answer)
}

/** The key an account is counted under: a hash of the address as typed, in lower case. */
export const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)

/** A 429 for one account, in the same words as the per-client limit. */
export async function accountLimit(db: Database, rule: RateLimitRule, email: string) {
  const verdict = await consumeRateLimit(db, rule, accountKey(email))
  return verdict.allowed ? undefined : tooManyForAccount(verdict.retryAfterSeconds)
}

export function tooManyForAccount(wait: number) {
  const minutes = Math.ceil(wait / 60)
  return errorResponse(
    429,
    `Too many attempts for this account. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { headers: { 'retry-after': String(wait) } },
  )
}
