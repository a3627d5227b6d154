import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import Link from 'next/link'
import { PageHeader } from '@/components/sections/page-header'
import { buttonVariants } from '@/components/ui/button-variants'
import { cancelEndpointPath } from '@/features/webinars/registration-paths'
import { inspectCancelLink, type CancelLink } from '@/features/webinars/registrations.server'
import { webinarPath } from '@/features/webinars/webinar'
import {
  linkParams,
  readLink,
  subscriptionLinkMetadata,
  type SearchParams,
} from '../../subscription/link-page'

const PATH = '/insights/webinars/registration/cancel'
export const dynamic = 'force-dynamic'

type Props = { searchParams: SearchParams }

export function generateMetadata(): Metadata {
  return subscriptionLinkMetadata('Cancel Registration', PATH)
}

const PROBLEMS: Record<string, string> = {
  busy: 'Nothing has changed yet: there were too many requests from your connection in a short while. Please wait a few minutes, then press the button again.',
  unavailable:
    'Nothing has changed yet: our service is unavailable for a moment. Please press the button again in a few minutes.',
  refused:
    'Nothing has changed yet: we could not accept that request. Please press the button on this page to try again.',
}

const Strong = ({ children }: { children: string }) => (
  <strong className="text-navy-900">{children}</strong>
)

/**
 * The cancel link of every registration e-mail (decision 049): opening it changes nothing (mail
 * scanners follow links); its one button posts, and the endpoint comes back here saying so.
 */
export default async function CancelRegistrationPage({ searchParams }: Props) {
  const params = await linkParams(searchParams)
  const raw = await searchParams
  const justCancelled = raw.result === 'cancelled'
  const link: CancelLink | { state: 'unavailable' } = await readLink(
    params.token,
    inspectCancelLink,
  )
  const problem = params.problem ? PROBLEMS[params.problem] : undefined

  let heading: string
  let text: ReactNode
  let button = false
  let next = { href: '/insights/webinars', label: 'See all webinars' }
  switch (link.state) {
    case 'current':
      heading = 'Cancel your registration?'
      text = (
        <>
          After you press the button, <Strong>{link.email}</Strong> is no longer registered for{' '}
          <Strong>{link.title}</Strong>: your seat goes to someone else, your join link stops
          working and we send no reminders or recording.
        </>
      )
      button = true
      next = { href: webinarPath(link.webinarSlug), label: 'Keep my registration' }
      break
    case 'cancelled':
      heading = justCancelled ? 'Your registration is cancelled' : 'This registration is cancelled'
      text = (
        <>
          <Strong>{link.email}</Strong> is not registered for <Strong>{link.title}</Strong>, and we
          will send nothing more about it. Changed your mind? You can register again on the
          session&apos;s page while seats are left.
        </>
      )
      next = { href: webinarPath(link.webinarSlug), label: 'Go to the session' }
      break
    case 'unavailable':
      heading = 'We could not open this link just now'
      text =
        'Our service is unavailable for a moment. Please open the link from your e-mail again in a few minutes.'
      break
    default:
      heading = 'This link is not valid'
      text =
        'It may have been copied incompletely. The link in any e-mail about your registration cancels it.'
  }

  return (
    <>
      <PageHeader title="Cancel Registration" />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-16 sm:px-6 lg:px-8">
        {problem && button ? (
          <p
            role="alert"
            className="rounded-card border border-border bg-navy-50 p-4 font-medium text-navy-900"
          >
            {problem}
          </p>
        ) : null}
        <div role={justCancelled ? 'status' : undefined} className="space-y-4">
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">{heading}</h2>
          <p className="text-lg leading-8 text-muted-foreground">{text}</p>
        </div>
        {button && params.token ? (
          <form method="post" action={cancelEndpointPath(params.token)}>
            <button type="submit" className={buttonVariants({ variant: 'primary' })}>
              Cancel registration
            </button>
          </form>
        ) : null}
        <p>
          <Link
            href={next.href}
            className={
              button
                ? 'font-semibold text-teal-700 underline underline-offset-4'
                : buttonVariants({ variant: 'outline' })
            }
          >
            {next.label}
          </Link>
        </p>
      </div>
    </>
  )
}
