'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { rotateCwIcon } from '@/components/ui/icons/rotate-cw'

/** The spec's message when the list cannot be read (section 8: webinar fetch failure). */
export const WEBINARS_FAILED = 'Failed to fetch webinars'

/**
 * Shown in place of the sessions when the database could not be read: the message and a way to
 * ask again without losing the page (spec section 4: the list can be refetched).
 */
export function WebinarsUnavailable() {
  const router = useRouter()
  const [retrying, startRetry] = useTransition()
  return (
    <div role="alert" className="rounded-card border border-border bg-white p-6 text-navy-900">
      <p className="font-semibold">{WEBINARS_FAILED}</p>
      <p className="mt-2 text-muted-foreground">
        The list of sessions could not be loaded just now. Please try again in a moment.
      </p>
      <button
        type="button"
        className={`${buttonVariants({ variant: 'outline' })} mt-4`}
        disabled={retrying}
        onClick={() => startRetry(() => router.refresh())}
      >
        <DrawnIcon
          drawing={rotateCwIcon}
          aria-hidden="true"
          className={retrying ? 'size-4 motion-safe:animate-spin' : 'size-4'}
        />
        {retrying ? 'Loading webinars…' : 'Try again'}
      </button>
    </div>
  )
}
