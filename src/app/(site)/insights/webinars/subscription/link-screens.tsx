import Link from 'next/link'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/sections/page-header'
import { buttonVariants } from '@/components/ui/button-variants'
import { site } from '@/config/site'
import {
  SIGN_UP_PATH,
  subscriptionEndpointPath,
  type SubscriptionAction,
  type SubscriptionProblem,
} from '@/features/webinars/subscription-paths'
import {
  canResubscribe,
  type ConfirmLink,
  type ManagementLink,
} from '@/features/webinars/subscriptions.server'
import type { LinkParams } from './link-page'

/**
 * The pages an e-mailed subscription link opens (decision 033). Opening one changes nothing: it
 * says what its one button will do, and only the button's POST acts. Plain HTML forms, no
 * JavaScript; the endpoint answers with a redirect back to one of these pages, saying what happened.
 */

/** What one page shows. */
export type Screen = {
  heading: string
  text: ReactNode
  /** The outcome of the visitor's own button press: announced as a status. */
  result?: boolean
  /** The page's one button, which posts the link's token to `path` (its endpoint). */
  button?: {
    path: string
    label: string
    /** A sentence above the button when the heading is about something else. */
    lead?: ReactNode
  }
  /** The way on from here. */
  next: { href: string; label: string }
}

const endpointPath = (action: SubscriptionAction, params: LinkParams) =>
  subscriptionEndpointPath(action, params.token ?? '')

const ALL_WEBINARS = { href: '/insights/webinars', label: 'See all webinars' }
const SIGN_UP = { href: SIGN_UP_PATH, label: 'Sign up on the webinars page' }

/** Why the button's request came back without acting; the button is offered again below. */
const problemNotices: Record<SubscriptionProblem, string> = {
  busy: 'Nothing has changed yet: there were too many requests from your connection in a short while. Please wait a few minutes, then press the button again.',
  unavailable:
    'Nothing has changed yet: our service is unavailable for a moment. Please press the button again in a few minutes.',
  refused:
    'Nothing has changed yet: we could not accept that request. Please press the button on this page to try again.',
}

const Email = ({ address }: { address: string }) => (
  <strong className="text-navy-900">{address}</strong>
)

const invalid: Screen = {
  heading: 'This link is not valid',
  text: 'It may have been copied incompletely, or a newer e-mail from us has replaced it. You can sign up again on the webinars page at any time.',
  next: SIGN_UP,
}

const unavailable: Screen = {
  heading: 'We could not open this link just now',
  text: 'Our service is unavailable for a moment. Please open the link from your e-mail again in a few minutes.',
  next: ALL_WEBINARS,
}

const used: Screen = {
  heading: 'This link has already been used',
  text: 'Links to unsubscribe or to subscribe again work until one of them is used; after that, the newest e-mail from us carries the ones that work. Nothing was changed. If you still receive announcements you do not want, use the link in the most recent one.',
  next: ALL_WEBINARS,
}

type Unread = { state: 'invalid' } | { state: 'unavailable' }

/** The confirm link of the confirmation e-mail. */
export function confirmScreen(link: ConfirmLink | Unread, params: LinkParams): Screen {
  switch (link.state) {
    case 'ready':
      return {
        heading: 'Confirm your subscription',
        text: (
          <>
            Press the button to receive announcements of upcoming {site.name} webinars at{' '}
            <Email address={link.email} />. We write only when a new session is scheduled, and every
            announcement has a link to unsubscribe. If you did not ask for this, close this page:
            nothing happens until the button is pressed.
          </>
        ),
        button: { path: endpointPath('confirm', params), label: 'Confirm subscription' },
        next: ALL_WEBINARS,
      }
    case 'confirmed':
      return params.result === 'confirmed'
        ? {
            heading: 'Your subscription is confirmed',
            text: (
              <>
                We will write to <Email address={link.email} /> whenever a new webinar is scheduled.
                Every announcement has a link to unsubscribe.
              </>
            ),
            result: true,
            next: ALL_WEBINARS,
          }
        : {
            heading: 'You are already subscribed',
            text: (
              <>
                <Email address={link.email} /> gets our webinar announcements. Nothing else to do.
              </>
            ),
            next: ALL_WEBINARS,
          }
    case 'expired':
      return {
        heading: 'This confirmation link has expired',
        text: 'A confirmation link works for 7 days after signing up, and this one is older, so nothing was changed. Sign up again on the webinars page and we will send you a new link.',
        next: { href: SIGN_UP_PATH, label: 'Sign up again' },
      }
    case 'unavailable':
      return unavailable
    default:
      return invalid
  }
}

/** The unsubscribe link of every webinar e-mail; also where subscribing again leads. */
export function unsubscribeScreen(link: ManagementLink | Unread, params: LinkParams): Screen {
  if (link.state !== 'current') {
    return link.state === 'used' ? used : link.state === 'unavailable' ? unavailable : invalid
  }
  const { email, status } = link.subscription
  if (status === 'unsubscribed') {
    return {
      heading: 'You are already unsubscribed',
      text: (
        <>
          <Email address={email} /> gets no webinar announcements.
        </>
      ),
      next: SIGN_UP,
    }
  }
  const button = { path: endpointPath('unsubscribe', params), label: 'Unsubscribe' }
  if (params.result === 'resubscribed' && status === 'confirmed') {
    return {
      heading: 'Welcome back',
      text: (
        <>
          <Email address={email} /> is on the list again: we will write whenever a new webinar is
          scheduled.
        </>
      ),
      result: true,
      button: {
        ...button,
        lead: 'Changed your mind? This button takes the address off the list again, as the link in every announcement does.',
      },
      next: ALL_WEBINARS,
    }
  }
  return {
    heading: 'Unsubscribe from webinar announcements?',
    text: (
      <>
        After you press the button, <Email address={email} /> will get no more announcements of{' '}
        {site.name} webinars. We will send one last e-mail to confirm, with a link to subscribe
        again should you change your mind.
      </>
    ),
    button,
    next: ALL_WEBINARS,
  }
}

/** The subscribe-again link of the unsubscribe e-mail; also where unsubscribing leads. */
export function resubscribeScreen(link: ManagementLink | Unread, params: LinkParams): Screen {
  if (link.state !== 'current') {
    return link.state === 'used' ? used : link.state === 'unavailable' ? unavailable : invalid
  }
  const { subscription } = link
  const { email } = subscription
  if (subscription.status === 'confirmed') {
    return {
      heading: 'You are already subscribed',
      text: (
        <>
          <Email address={email} /> gets our webinar announcements.
        </>
      ),
      next: ALL_WEBINARS,
    }
  }
  const button = {
    path: endpointPath('resubscribe', params),
    label: 'Subscribe again',
  } as const
  if (params.result === 'unsubscribed' && subscription.status === 'unsubscribed') {
    return {
      heading: 'You are unsubscribed',
      text: (
        <>
          We will not send webinar announcements to <Email address={email} /> any more. One last
          e-mail confirms it.
        </>
      ),
      result: true,
      ...(canResubscribe(subscription)
        ? { button: { ...button, lead: 'Changed your mind? You can come back at once.' } }
        : {}),
      next: ALL_WEBINARS,
    }
  }
  if (!canResubscribe(subscription)) {
    return {
      heading: 'This address has not finished signing up',
      text: 'To receive webinar announcements, sign up on the webinars page and confirm with the link we send you.',
      next: SIGN_UP,
    }
  }
  return {
    heading: 'Subscribe to webinar announcements again?',
    text: (
      <>
        After you press the button, we will send announcements of upcoming {site.name} webinars to{' '}
        <Email address={email} /> again, as before.
      </>
    ),
    button,
    next: ALL_WEBINARS,
  }
}

/** A subscription link's page: what the link will do or did, its one button, the way on. */
export function LinkScreenPage({
  title,
  screen,
  problem,
}: {
  title: string
  screen: Screen
  problem: SubscriptionProblem | undefined
}) {
  const { button, next } = screen
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-16 sm:px-6 lg:px-8">
        {problem && button ? (
          <p
            role="alert"
            className="rounded-card border border-border bg-navy-50 p-4 font-medium text-navy-900"
          >
            {problemNotices[problem]}
          </p>
        ) : null}
        <div role={screen.result ? 'status' : undefined} className="space-y-4">
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">{screen.heading}</h2>
          <p className="text-lg leading-8 text-muted-foreground">{screen.text}</p>
        </div>
        {button ? (
          <form method="post" action={button.path} className="space-y-4">
            {button.lead ? <p className="text-muted-foreground">{button.lead}</p> : null}
            <button
              type="submit"
              className={buttonVariants({ variant: button.lead ? 'outline' : 'primary' })}
            >
              {button.label}
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
