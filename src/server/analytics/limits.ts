import type { RateLimitRule } from '../rate-limit/rate-limit'

/**
 * `POST /api/events` per client: a page view per navigation and a search a dialog, so a visitor
 * who reads 300 pages in ten minutes is far beyond anyone reading; beyond it, nothing is counted
 * (the beacon does not retry, so a 429 costs the visitor nothing).
 */
export const EVENTS_LIMIT: RateLimitRule = {
  name: 'analytics-events',
  limit: 300,
  windowMs: 10 * 60_000,
}
