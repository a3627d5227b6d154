import type { Metadata } from 'next'
import { inspectManagementLink } from '@/features/webinars/subscriptions.server'
import { linkParams, readLink, subscriptionLinkMetadata, type SearchParams } from '../link-page'
import { LinkScreenPage, resubscribeScreen } from '../link-screens'

const PATH = '/insights/webinars/subscription/resubscribe'
export const dynamic = 'force-dynamic'

type Props = { searchParams: SearchParams }

/** Unsubscribing leads here, with the new subscribe-again link: the page says so. */
const titleOf = (result: string | undefined) =>
  result === 'unsubscribed' ? 'Unsubscribe' : 'Subscribe Again'

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return subscriptionLinkMetadata(titleOf((await linkParams(searchParams)).result), PATH)
}

/** The 'Subscribe again' link of the unsubscribe e-mail: asks, and its button subscribes. */
export default async function ResubscribePage({ searchParams }: Props) {
  const params = await linkParams(searchParams)
  const link = await readLink(params.token, (db, token) =>
    inspectManagementLink(db, 'resubscribe', token),
  )
  return (
    <LinkScreenPage
      title={titleOf(params.result)}
      screen={resubscribeScreen(link, params)}
      problem={params.problem}
    />
  )
}
