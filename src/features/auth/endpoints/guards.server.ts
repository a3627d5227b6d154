import 'server-only'
import { z } from '@/lib/zod'
import type { Database } from '@/server/db/client'
import { jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { consumeRateLimit, type RateLimitRule } from '@/server/rate-limit/rate-limit'
import { accountKey, tooManyForAccount } from '@/server/rate-limit/sign-in-throttle'

/** The form's hidden honeypot: people never see it, form-filling scripts fill it in. */
export const honeypot = { contact_me_by_fax: z.string().max(200).optional() }

/** A filled honeypot gets the answer a person would, and nothing happens. */
export function trapped(requestId: string, answer: unknown): Response {
  log.warn('auth request refused: honeypot filled', { requestId })
  return jsonResponse(answer)
}

/** A 429 for one account, in the same words as the per-client limit. */
export async function accountLimit(db: Database, rule: RateLimitRule, email: string) {
  const verdict = await consumeRateLimit(db, rule, accountKey(email))
  return verdict.allowed ? undefined : tooManyForAccount(verdict.retryAfterSeconds)
}
