import type { RateLimitRule } from './rate-limit'

/**
 * The tiers every API request is counted in, per client, before its endpoint's own limits
 * (which are stricter for what is costly: a booking, a sign-in, a chat answer). A tier caps what
 * one client can ask of the whole API, whichever endpoints it spreads its requests over.
 * - general: reads (GET and HEAD) — a page's scheduler and session checks stay far below it;
 * - forms: state-changing requests (POST, PUT, PATCH, DELETE) — people submit a few a minute;
 * - auth: the account endpoints' posts, where guessing lives.
 */
export const RATE_LIMIT_TIERS = {
  general: { name: 'tier-general', limit: 600, windowMs: 60_000 },
  forms: { name: 'tier-forms', limit: 60, windowMs: 60_000 },
  auth: { name: 'tier-auth', limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitTier = keyof typeof RATE_LIMIT_TIERS
