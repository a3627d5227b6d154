import type { Metadata } from 'next'
import { inspectManagementLink } from '@/features/webinars/subscriptions.server'
import { linkParams, readLink, subscriptionLinkMetadata, type SearchParams } from '../link-page'
import { LinkScreenPage, unsubscribeScreen } from '../link-screens'

const PATH = '/insights/webinars/subscription/unsubscribe'
export const dynamic = 'force-dynamic'

type Props = { searchParams: SearchParams }

/** Subscribing again leads here, with the new unsubscribe link: the page says so. */
const titleOf = (result: string | undefined) =>
  result === 'resubscribed' ? 'Subscribe Again' : 'Unsubscribe'

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return subscriptionLinkMetadata(titleOf((await linkParams(searchParams)).result), PATH)
}

/** The unsubscribe link of every webinar e-mail: asks, and its button unsubscribes. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const params = await linkParams(searchParams)
  const link = await readLink(params.token, (db, token) =>
    inspectManagementLink(db, 'unsubscribe', token),
  )
  return (
    <LinkScreenPage
      title={titleOf(params.result)}
      screen={unsubscribeScreen(link, params)}
      problem={params.problem}
    />
  )
}
