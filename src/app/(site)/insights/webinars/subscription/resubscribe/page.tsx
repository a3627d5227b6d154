import { resubscribe } from '@/features/webinars/subscriptions.server'
import { followSubscriptionLink, subscriptionLinkMetadata } from '../follow-link'
import { LinkOutcomePage } from '../link-outcome'

export const metadata = subscriptionLinkMetadata(
  'Subscribe Again',
  '/insights/webinars/subscription/resubscribe',
)
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The 'Subscribe again' link of the unsubscribe confirmation. */
export default async function ResubscribePage({ searchParams }: Props) {
  const result = await followSubscriptionLink(searchParams, (db, token) => resubscribe(db, token))
  return (
    <LinkOutcomePage
      title="Subscribe Again"
      result={result}
      done={(email) => ({
        heading: 'Welcome back',
        text: <>{email} is on the list again: we will write whenever a new webinar is scheduled.</>,
      })}
      unchanged={(email) => ({
        heading: 'You are already subscribed',
        text: <>{email} gets our webinar announcements.</>,
      })}
    />
  )
}
