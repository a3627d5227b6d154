import type { Metadata } from 'next'
import Link from 'next/link'
import { PageHeader } from '@/components/sections/page-header'
import { buttonVariants } from '@/components/ui/button-variants'
import { site } from '@/config/site'
import { JOIN_PROBLEMS, type JoinProblem } from '@/features/webinars/registration-paths'
import { subscriptionLinkMetadata, type SearchParams } from '../../subscription/link-page'

const PATH = '/insights/webinars/registration/join'
export const dynamic = 'force-dynamic'

export function generateMetadata(): Metadata {
  return subscriptionLinkMetadata('Join Webinar', PATH)
}

const screens: Record<JoinProblem, { heading: string; text: string }> = {
  'no-link': {
    heading: 'The meeting link is not ready yet',
    text: 'We have not set up the meeting for this session yet. Your join link is right: open it again from your e-mail closer to the start, and it will take you straight in.',
  },
  cancelled: {
    heading: 'This registration is no longer active',
    text: 'The registration was cancelled, or the session was called off, so this join link no longer leads to a meeting.',
  },
  over: {
    heading: 'This session has ended',
    text: 'The live session is over and its recording is not online yet. We will e-mail you when it is.',
  },
  invalid: {
    heading: 'This link is not valid',
    text: 'It may have been copied incompletely. Please open the join link from your registration e-mail again.',
  },
  unavailable: {
    heading: 'We could not open this link just now',
    text: 'Our service is unavailable for a moment. Please open the join link from your e-mail again in a minute.',
  },
}

/** Where a personal join link leads when it cannot send the registrant on to the meeting. */
export default async function JoinProblemPage({ searchParams }: { searchParams: SearchParams }) {
  const given = (await searchParams).problem
  const problem = JOIN_PROBLEMS.find((known) => known === given) ?? 'invalid'
  const screen = screens[problem]
  return (
    <>
      <PageHeader title="Join Webinar" />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-16 sm:px-6 lg:px-8">
        <div className="space-y-4">
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">{screen.heading}</h2>
          <p className="text-lg leading-8 text-muted-foreground">{screen.text}</p>
          <p className="text-muted-foreground">
            Questions? Write to{' '}
            <a className="font-semibold text-teal-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            .
          </p>
        </div>
        <p>
          <Link href="/insights/webinars" className={buttonVariants({ variant: 'outline' })}>
            See all webinars
          </Link>
        </p>
      </div>
    </>
  )
}
