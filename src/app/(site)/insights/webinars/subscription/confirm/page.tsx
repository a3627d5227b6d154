import { confirmSubscription } from '@/features/webinars/subscriptions.server'
import { followSubscriptionLink, subscriptionLinkMetadata } from '../follow-link'
import { LinkOutcomePage } from '../link-outcome'

export const metadata = subscriptionLinkMetadata(
  'Confirm Your Subscription',
  '/insights/webinars/subscription/confirm',
)
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The double opt-in link of the confirmation e-mail. */
export default async function ConfirmSubscriptionPage({ searchParams }: Props) {
  const result = await followSubscriptionLink(searchParams, (db, token) =>
    confirmSubscription(db, token),
  )
  return (
    <LinkOutcomePage
      title="Confirm Your Subscription"
      result={result}
      done={(email) => (
        <>
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">
            Your subscription is confirmed
          </h2>
          <p className="text-lg leading-8 text-muted-foreground">
            We will write to <strong className="text-navy-900">{email}</strong> whenever a new
            webinar is scheduled. Every announcement has a link to unsubscribe in one click.
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
            Nothing else to do.
          </p>
        </>
      )}
    />
  )
}
