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
      done={(email) => (
        <>
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">You are unsubscribed</h2>
          <p className="text-lg leading-8 text-muted-foreground">
            We will not send webinar announcements to{' '}
            <strong className="text-navy-900">{email}</strong> any more. Changed your mind? The
            e-mail we just sent has a link to subscribe again.
          </p>
        </>
      )}
      unchanged={(email) => (
        <>
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">
            You are already unsubscribed
          </h2>
          <p className="text-lg leading-8 text-muted-foreground">
            <strong className="text-navy-900">{email}</strong> gets no webinar announcements.
          </p>
        </>
      )}
    />
  )
}
