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
      done={(email) => (
        <>
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">Welcome back</h2>
          <p className="text-lg leading-8 text-muted-foreground">
            <strong className="text-navy-900">{email}</strong> is on the list again: we will write
            whenever a new webinar is scheduled.
          </p>
        </>
      )}
      unchanged={(email) => (
        <>
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">
            You are already subscribed
          </h2>
          <p className="text-lg leading-8 text-muted-foreground">
            <strong className="text-navy-900">{email}</strong> gets our webinar announcements.
          </p>
        </>
      )}
    />
  )
}
