'use client'

import dynamic from 'next/dynamic'
import { useEffect, useReducer, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { circleCheckIcon } from '@/components/ui/icons/circle-check'
import { rotateCcwIcon } from '@/components/ui/icons/rotate-ccw'
import { shieldCheckIcon } from '@/components/ui/icons/shield-check'
import type { VerificationProvider } from './human-check'
import { TurnstileWidget } from './turnstile-widget'
import { verificationMessages } from './verification-messages'
import {
  SUCCESS_REDIRECT_MS,
  initialVerificationState,
  verificationReducer,
  type VerificationEvent,
  type VerificationState,
} from './verification-state'

/** Stands in for a widget whose code could not be fetched: the gate says so at once. */
function WidgetLoadFailed({ onEvent }: { onEvent: (event: VerificationEvent) => void }) {
  useEffect(() => onEvent({ type: 'load-failed' }), [onEvent])
  return null
}

// ALTCHA's widget (about 30 KB) loads only where it is the configured check.
const AltchaWidget = dynamic(
  () =>
    import('./altcha-widget').then((module) => module.AltchaWidget).catch(() => WidgetLoadFailed),
  { ssr: false },
)

type Props = {
  provider: VerificationProvider
  /** Called 1 s after 'Verification Successful!', when the scheduler should take over. */
  onVerified: () => void
  /** Starts with this notice (e.g. the pass expired while the visitor was booking). */
  initialNotice?: string
}

function Notice({ state }: { state: VerificationState }) {
  if (!state.notice || state.status === 'success') return null
  return (
    <p
      className={
        state.status === 'error' ? 'font-medium text-destructive' : 'font-medium text-navy-900'
      }
    >
      {state.notice}
    </p>
  )
}

/**
 * The human check in front of the scheduler (spec: Contact). The state lives here; the widget only
 * reports what happened. A 'Try Again' after a failure starts over with a fresh challenge.
 */
export function VerificationGate({ provider, onVerified, initialNotice }: Props) {
  const [state, dispatch] = useReducer(verificationReducer, {
    ...initialVerificationState,
    notice: initialNotice,
  })
  // A new attempt resets the challenge.
  const [attempt, setAttempt] = useState(0)
  const done = useRef(onVerified)
  useEffect(() => {
    done.current = onVerified
  })

  // The checkbox that had focus is gone with the widget: focus moves to the result instead.
  const successBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.status !== 'success') return
    successBox.current?.focus()
    const timer = setTimeout(() => done.current(), SUCCESS_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [state.status])

  const retry = () => {
    // A widget that never loaded is best fetched again with the whole page.
    if (!state.ready) return window.location.reload()
    setAttempt((count) => count + 1)
    dispatch({ type: 'retry' })
  }

  if (state.status === 'success') {
    return (
      <div
        ref={successBox}
        tabIndex={-1}
        role="status"
        className="flex items-start gap-3 rounded-card bg-teal-50 p-6 outline-none"
      >
        <DrawnIcon
          drawing={circleCheckIcon}
          aria-hidden="true"
          className="mt-0.5 size-6 shrink-0 text-teal-700"
        />
        <div>
          <p className="text-lg font-semibold text-navy-900">{verificationMessages.success}</p>
          <p className="mt-1 text-muted-foreground">{verificationMessages.redirecting}</p>
        </div>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <DrawnIcon
          drawing={shieldCheckIcon}
          aria-hidden="true"
          className="mt-1 size-6 shrink-0 text-teal-700"
        />
        <p className="text-muted-foreground">
          {provider.kind === 'altcha'
            ? 'This keeps automated bookings off our consultants’ calendars. Tick the box and your browser solves a small puzzle in a second or two: no pictures to pick, nothing sent to anyone but us.'
            : 'This keeps automated bookings off our consultants’ calendars. Complete the check below to continue.'}
        </p>
      </div>
      <div className="min-h-16">
        {provider.kind === 'altcha' ? (
          <AltchaWidget onEvent={dispatch} attempt={attempt} />
        ) : (
          <TurnstileWidget siteKey={provider.siteKey} onEvent={dispatch} attempt={attempt} />
        )}
      </div>
      <div aria-live="polite" className="space-y-3">
        {!state.ready && state.status === 'idle' ? (
          <p className="text-sm text-muted-foreground">Loading the check…</p>
        ) : null}
        {state.status === 'verifying' ? (
          <p className="text-sm text-muted-foreground">Verifying…</p>
        ) : null}
        <Notice state={state} />
      </div>
      {state.status === 'error' ? (
        <Button type="button" variant="outline" onClick={retry}>
          <DrawnIcon drawing={rotateCcwIcon} aria-hidden="true" className="size-4" />
          {verificationMessages.tryAgain}
        </Button>
      ) : null}
    </div>
  )
}
