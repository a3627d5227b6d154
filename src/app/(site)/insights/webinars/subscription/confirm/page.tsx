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
      done={(email) => ({
        heading: 'Your subscription is confirmed',
        text: (
          <>
            We will write to {email} whenever a new webinar is scheduled. Every announcement has a
            link to unsubscribe in one click.
          </>
        ),
      })}
      unchanged={(email) => ({
        heading: 'You are already subscribed',
        text: <>{email} gets our webinar announcements. Nothing else to do.</>,
      })}
    />
  )
}
