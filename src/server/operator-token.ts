import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { errorResponse } from './http/json-response'
import { log } from './log'
import { getSecrets } from './secrets'

/**
 * The bearer token of the operator endpoints (`npm run webinars` and `npm run staff` talking to a
 * running server).
 * It is derived from SIGNING_SECRET, so whoever can read the server's secrets (the environment or
 * `DATA_DIR/secrets.json`) can use it, and nobody else: no extra secret to set or leak.
 */
export function operatorToken(signingSecret = getSecrets().SIGNING_SECRET): string {
  return createHmac('sha256', signingSecret)
    .update('northbridge operator token')
    .digest('base64url')
}

/** Whether a request carries `Authorization: Bearer <operator token>` (compared in constant time). */
export function hasOperatorToken(headers: Headers, signingSecret?: string): boolean {
  const given = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(headers.get('authorization') ?? '')?.[1]
  if (!given) return false
  const expected = Buffer.from(operatorToken(signingSecret))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * Operator requests per client, all operator endpoints together; wrong tokens count too, so
 * guessing is slow as well as hopeless.
 */
export const OPERATOR_LIMIT = { name: 'operator', limit: 60, windowMs: 60 * 60_000 }

/** The 401 an operator endpoint answers a request without the token; undefined when it has it. */
export function withoutOperatorToken(request: Request, requestId: string): Response | undefined {
  if (hasOperatorToken(request.headers)) return undefined
  log.warn('operator request refused: no valid token', { requestId })
  return errorResponse(401, 'This endpoint needs the operator token.', {
    headers: { 'www-authenticate': 'Bearer' },
  })
}
