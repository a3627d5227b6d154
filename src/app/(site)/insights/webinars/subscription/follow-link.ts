import 'server-only'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getEnv } from '@/config/env.server'
import type { LinkOutcome } from '@/features/webinars/subscriptions.server'
import { buildMetadata } from '@/lib/metadata'
import type { Database } from '@/server/db/client'
import { getDb } from '@/server/db/instance'
import { clientAddress, rateLimitSubject } from '@/server/http/client-address'
import { log } from '@/server/log'
import { consumeRateLimit } from '@/server/rate-limit/rate-limit'
import { SUBSCRIPTION_LINK_LIMIT, wakeMailDelivery } from '@/app/_wiring/webinars'

export type FollowedLink = LinkOutcome | { outcome: 'busy' } | { outcome: 'unavailable' }

/**
 * Carries out what an e-mailed subscription link asks (`?token=…`), once per visit, counted per
 * client like the API endpoints; a failure to reach the database is answered, not thrown.
 */
export async function followSubscriptionLink(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  action: (db: Database, token: string) => Promise<LinkOutcome>,
): Promise<FollowedLink> {
  const { token } = await searchParams
  if (typeof token !== 'string' || token.length > 200) return { outcome: 'invalid' }
  const db = getDb()
  try {
    const client = clientAddress(await headers(), getEnv().TRUSTED_PROXY_HEADER)
    const verdict = await consumeRateLimit(db, SUBSCRIPTION_LINK_LIMIT, rateLimitSubject(client))
    if (!verdict.allowed) return { outcome: 'busy' }
    const result = await action(db, token)
    if (result.outcome === 'done') wakeMailDelivery()
    return result
  } catch (error) {
    log.error('subscription link failed', { error })
    return { outcome: 'unavailable' }
  }
}

/** Pages reached from a private link: out of search engines, and no referrer leaves with the token. */
export function subscriptionLinkMetadata(title: string, path: string): Metadata {
  return {
    ...buildMetadata({
      title,
      description: `${title}: webinar announcements by e-mail.`,
      path,
      indexable: false,
      cardPath: '/insights/webinars',
    }),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}
