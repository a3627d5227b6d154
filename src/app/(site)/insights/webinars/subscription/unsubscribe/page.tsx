import { unsubscribe } from '@/features/webinars/subscriptions.server'
import { webinarMailer } from '@/app/_wiring/webinars'
import { followSubscriptionLink, subscriptionLinkMetadata } from '../follow-link'
import { LinkOutcomePage } from '../link-outcome'

export const metadata = subscriptionLinkMetadata(
  'Unsubscribe',
  '/insights/webinars/subscription/unsubscribe',
)
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The unsubscribe link of every webinar e-mail: one click and the address is off the list (the
 * confirmation e-mail it sends carries the way back).
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const result = await followSubscriptionLink(searchParams, (db, token) =>
    unsubscribe(db, token, webinarMailer),
  )
  return (
    <LinkOutcomePage
      title="Unsubscribe"
      result={result}
      done={(email) => ({
        heading: 'You are unsubscribed',
        text: (
          <>
            We will not send webinar announcements to {email} any more. Changed your mind? The
            e-mail we just sent has a link to subscribe again.
          </>
        ),
      })}
      unchanged={(email) => ({
        heading: 'You are already unsubscribed',
        text: <>{email} gets no webinar announcements.</>,
      })}
    />
  )
}
