import type { RateLimitRule } from '../rate-limit/rate-limit'

/**
 * `POST /api/events` per client (IPv4 address or IPv6 /64): 300 events in ten minutes, far beyond
 * one person reading (a page every two seconds). Beyond it nothing is counted, answered with the
 * same 204 (the endpoint says why); the `general` tier (600 a minute) still answers 429 to a
 * client that floods the endpoint.
 */
export const EVENTS_LIMIT: RateLimitRule = {
  name: 'analytics-events',
  limit: 300,
  windowMs: 10 * 60_000,
}
