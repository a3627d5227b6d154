import { inspectConfirmLink } from '@/features/webinars/subscriptions.server'
import { linkParams, readLink, subscriptionLinkMetadata, type SearchParams } from '../link-page'
import { confirmScreen, LinkScreenPage } from '../link-screens'

export const metadata = subscriptionLinkMetadata(
  'Confirm Your Subscription',
  '/insights/webinars/subscription/confirm',
)
export const dynamic = 'force-dynamic'

/** The double opt-in link of the confirmation e-mail: asks, and its button confirms. */
export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: SearchParams
}) {
  const params = await linkParams(searchParams)
  const link = await readLink(params.token, (db, token) => inspectConfirmLink(db, token))
  return (
    <LinkScreenPage
      title="Confirm Your Subscription"
      screen={confirmScreen(link, params)}
      problem={params.problem}
    />
  )
}
