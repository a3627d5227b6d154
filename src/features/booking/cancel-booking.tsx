'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { CancelCall } from './booking-api'
import type { BookingView } from './booking-types'

type Props = {
  /** The API call that cancels: by the e-mailed link's token, or by id from the account. */
  cancel: CancelCall
  /**
   * Called once cancelled, instead of showing the result here (the account's list updates
   * itself and confirms with a toast).
   */
  onCancelled?: (booking: BookingView) => void
  /** 'Keep it' closes what holds the form (a dialog) instead of leading to the home page. */
  onKeep?: () => void
}

/** The confirm button of a cancellation; a link in an e-mail never cancels by itself. */
export function CancelBooking({ cancel, onCancelled, onKeep }: Props) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle')
  const [problem, setProblem] = useState<string>()
  // The button that had focus is gone once cancelled: focus moves to the result.
  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state === 'done') result.current?.focus()
  }, [state])

  if (state === 'done') {
    return (
      <div
        ref={result}
        tabIndex={-1}
        role="status"
        className="rounded-card bg-teal-50 p-6 outline-none"
      >
        <p className="text-lg font-semibold text-navy-900">Your consultation is cancelled.</p>
        <p className="mt-2 text-muted-foreground">
          The time is free again and a cancellation for your calendar is on its way to your inbox.
        </p>
        <Button asChild className="mt-4">
          <Link href="/contact">Book a new consultation</Link>
        </Button>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="destructive"
          disabled={state === 'busy'}
          onClick={async () => {
            setState('busy')
            setProblem(undefined)
            const answer = await cancel()
            if (answer.ok) {
              if (!onCancelled) return setState('done')
              setState('idle')
              return onCancelled(answer.data.booking)
            }
            setProblem(
              answer.status === 0 || answer.status >= 500
                ? 'The consultation could not be cancelled. Please try again.'
                : answer.error,
            )
            setState('idle')
          }}
        >
          {state === 'busy' ? 'Cancelling...' : 'Cancel consultation'}
        </Button>
        {onKeep ? (
          <Button type="button" variant="outline" onClick={onKeep} disabled={state === 'busy'}>
            Keep it
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link href="/">Keep it</Link>
          </Button>
        )}
      </div>
      {problem ? (
        <p role="alert" className="font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
