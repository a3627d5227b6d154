import 'server-only'
import { randomUUID } from 'node:crypto'

/**
 * The request ids we accept from outside, as server/access-log.mjs does (a test keeps the
 * two equal). Under `npm start` that access log has already put a valid one on every request;
 * under `next dev` nothing has, and a client's header is checked here before it reaches a log.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/

/** The id the access log gave this request (so both log lines share it), or a new one. */
export function requestIdFrom(headers: Headers): string {
  const incoming = headers.get('x-request-id')
  return incoming !== null && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID()
}
