import Link from 'next/link'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/sections/page-header'
import { buttonVariants } from '@/components/ui/button-variants'
import type { FollowedLink } from './follow-link'

const problems = {
  invalid: {
    heading: 'This link is not valid',
    text: 'It may have been copied incompletely, or it belongs to an older e-mail. You can sign up again on the webinars page at any time.',
  },
  busy: {
    heading: 'Too many requests',
    text: 'This link was opened many times in a short while. Please wait a few minutes and try again.',
  },
  unavailable: {
    heading: 'We could not finish this just now',
    text: 'Our service is unavailable for a moment. Please open the link again in a few minutes.',
  },
} as const

/** What a page says about one outcome: a heading and a sentence or two. */
export type OutcomeText = { heading: string; text: ReactNode }

function Outcome({ heading, text }: OutcomeText) {
  return (
    <>
      <h2 className="text-2xl font-bold tracking-tight text-navy-900">{heading}</h2>
      <p className="text-lg leading-8 text-muted-foreground">{text}</p>
    </>
  )
}

/** The page a subscription link lands on: what happened, or why nothing did. */
export function LinkOutcomePage({
  title,
  result,
  done,
  unchanged,
}: {
  title: string
  result: FollowedLink
  done: (email: ReactNode) => OutcomeText
  unchanged: (email: ReactNode) => OutcomeText
}) {
  const email =
    result.outcome === 'done' || result.outcome === 'unchanged' ? (
      <strong className="text-navy-900">{result.email}</strong>
    ) : null
  const outcome =
    result.outcome in problems
      ? problems[result.outcome as keyof typeof problems]
      : result.outcome === 'done'
        ? done(email)
        : result.outcome === 'unchanged'
          ? unchanged(email)
          : null
  return (
    <>
      <PageHeader title={title} />
      <div role="status" className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6 lg:px-8">
        {outcome ? <Outcome {...outcome} /> : null}
        <div className="flex flex-wrap gap-3 pt-2">
          <Link href="/insights/webinars" className={buttonVariants({ variant: 'outline' })}>
            See all webinars
          </Link>
        </div>
      </div>
    </>
  )
}
