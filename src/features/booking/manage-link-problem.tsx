import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { site } from '@/config/site'
import type { InactiveBookingState } from './booking-types'
import { manageLinkProblems } from './manage-messages'

/** The clear page a used, unknown or expired link gets instead of an error. */
export function ManageLinkProblem({ state }: { state: InactiveBookingState }) {
  const problem = manageLinkProblems[state]
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold tracking-tight text-navy-900">{problem.title}</h2>
      <p className="text-muted-foreground">{problem.message}</p>
      <p className="text-muted-foreground">
        Need help? Call us at{' '}
        <a href={`tel:${site.phone.e164}`} className="font-semibold text-teal-700 underline">
          {site.phone.display}
        </a>{' '}
        or write to{' '}
        <a href={`mailto:${site.email}`} className="font-semibold text-teal-700 underline">
          {site.email}
        </a>
        .
      </p>
      <Button asChild>
        <Link href="/contact">Book a consultation</Link>
      </Button>
    </div>
  )
}
