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

/** The page a subscription link lands on: what happened, or why nothing did. */
export function LinkOutcomePage({
  title,
  result,
  done,
  unchanged,
  action,
}: {
  title: string
  result: FollowedLink
  done: (email: string) => ReactNode
  unchanged: (email: string) => ReactNode
  action?: ReactNode
}) {
  const problem =
    result.outcome in problems ? problems[result.outcome as keyof typeof problems] : null
  return (
    <>
      <PageHeader title={title} />
      <div role="status" className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6 lg:px-8">
        {problem ? (
          <>
            <h2 className="text-2xl font-bold tracking-tight text-navy-900">{problem.heading}</h2>
            <p className="text-lg leading-8 text-muted-foreground">{problem.text}</p>
          </>
        ) : result.outcome === 'done' ? (
          done(result.email)
        ) : result.outcome === 'unchanged' ? (
          unchanged(result.email)
        ) : null}
        <div className="flex flex-wrap gap-3 pt-2">
          {result.outcome === 'done' || result.outcome === 'unchanged' ? action : null}
          <Link href="/insights/webinars" className={buttonVariants({ variant: 'outline' })}>
            See all webinars
          </Link>
        </div>
      </div>
    </>
  )
}
