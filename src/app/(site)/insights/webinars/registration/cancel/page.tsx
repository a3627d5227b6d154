import type { Metadata } from 'next'
import { cancelEndpointPath } from '@/features/webinars/registration-paths'
import { inspectCancelLink, type CancelLink } from '@/features/webinars/registrations.server'
import { webinarPath } from '@/features/webinars/webinar'
import {
  linkParams,
  readLink,
  subscriptionLinkMetadata,
  type SearchParams,
} from '../../subscription/link-page'
import { LinkScreenPage, type Screen } from '../../subscription/link-screens'

const PATH = '/insights/webinars/registration/cancel'
export const dynamic = 'force-dynamic'

type Props = { searchParams: SearchParams }

export function generateMetadata(): Metadata {
  return subscriptionLinkMetadata('Cancel Registration', PATH)
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
  const screen = cancelScreen(link, params.token ?? '', justCancelled)
  return <LinkScreenPage title="Cancel Registration" screen={screen} problem={params.problem} />
}

/** What the page says for each state of the link, and its one button where there is one. */
function cancelScreen(
  link: CancelLink | { state: 'unavailable' },
  token: string,
  justCancelled: boolean,
): Screen {
  const allWebinars = { href: '/insights/webinars', label: 'See all webinars' }
  switch (link.state) {
    case 'current':
      return {
        heading: 'Cancel your registration?',
        text: (
          <>
            After you press the button, <Strong>{link.email}</Strong> is no longer registered for{' '}
            <Strong>{link.title}</Strong>: your seat goes to someone else, your join link stops
            working and we send no reminders or recording.
          </>
        ),
        button: { path: cancelEndpointPath(token), label: 'Cancel registration' },
        next: { href: webinarPath(link.webinarSlug), label: 'Keep my registration' },
      }
    case 'cancelled':
      return {
        heading: justCancelled
          ? 'Your registration is cancelled'
          : 'This registration is cancelled',
        text: (
          <>
            <Strong>{link.email}</Strong> is not registered for <Strong>{link.title}</Strong>, and
            we will send nothing more about it. Changed your mind? You can register again on the
            session&apos;s page while seats are left.
          </>
        ),
        result: justCancelled,
        next: { href: webinarPath(link.webinarSlug), label: 'Go to the session' },
      }
    case 'unavailable':
      return {
        heading: 'We could not open this link just now',
        text: 'Our service is unavailable for a moment. Please open the link from your e-mail again in a few minutes.',
        next: allWebinars,
      }
    default:
      return {
        heading: 'This link is not valid',
        text: 'It may have been copied incompletely. The link in any e-mail about your registration cancels it.',
        next: allWebinars,
      }
  }
}
