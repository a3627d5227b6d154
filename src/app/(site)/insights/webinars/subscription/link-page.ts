import 'server-only'
import type { Metadata } from 'next'
import type {
  SubscriptionProblem,
  SubscriptionResult,
} from '@/features/webinars/subscription-paths'
import { buildMetadata } from '@/lib/metadata'
import type { Database } from '@/server/db/client'
import { getDb } from '@/server/db/instance'
import { log } from '@/server/log'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** What a subscription page's address says: the link's token, and what just happened, if anything. */
export type LinkParams = {
  token: string | undefined
  result: SubscriptionResult | undefined
  problem: SubscriptionProblem | undefined
}

const RESULTS: readonly string[] = ['confirmed', 'unsubscribed', 'resubscribed']
const PROBLEMS: readonly string[] = ['busy', 'unavailable', 'refused']

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

export async function linkParams(searchParams: SearchParams): Promise<LinkParams> {
  const params = await searchParams
  const token = one(params.token)
  const result = one(params.result)
  const problem = one(params.problem)
  return {
    token: token && token.length <= 200 ? token : undefined,
    result: result && RESULTS.includes(result) ? (result as SubscriptionResult) : undefined,
    problem: problem && PROBLEMS.includes(problem) ? (problem as SubscriptionProblem) : undefined,
  }
}

/**
 * Reads what a link would do, and only reads (decision 033): opening the page, or a mail
 * scanner fetching it, changes nothing. No token is an invalid link; a database that cannot
 * be reached is answered on the page, not thrown.
 */
export async function readLink<T>(
  token: string | undefined,
  inspect: (db: Database, token: string) => Promise<T>,
): Promise<T | { state: 'invalid' } | { state: 'unavailable' }> {
  if (!token) return { state: 'invalid' }
  try {
    return await inspect(getDb(), token)
  } catch (error) {
    log.error('subscription link could not be read', { error })
    return { state: 'unavailable' }
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
