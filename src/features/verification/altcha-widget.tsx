'use client'

import 'altcha/external'
import 'altcha/altcha.css'
import './altcha-theme.css'
import type {} from 'altcha/types/react'
import { useEffect, useRef } from 'react'
import type { VerificationEvent } from './verification-state'
import { waitForWidget } from '@/lib/wait-for-widget'

// The widget without its bundled workers and styles: both come from our own origin instead.
globalThis.$altcha.algorithms.set(
  'PBKDF2/SHA-256',
  () => new Worker(new URL('./altcha-pbkdf2.worker.ts', import.meta.url)),
)

type AltchaElement = HTMLElement & {
  configure: (config: Record<string, unknown>) => Promise<void>
  reset: () => void
}

type Props = {
  onEvent: (event: VerificationEvent) => void
  /** Bumped by 'Try Again' to start over with a fresh challenge. */
  attempt: number
}

/**
 * ALTCHA's proof-of-work check. The browser fetches a challenge from our server, solves it in a
 * worker and hands the solution to `POST /api/verification`, which checks it and sets the pass.
 * No request leaves this site.
 */
export function AltchaWidget({ onEvent, attempt }: Props) {
  const widget = useRef<AltchaElement>(null)
  const report = useRef(onEvent)
  useEffect(() => {
    report.current = onEvent
  })

  useEffect(() => {
    const controller = new AbortController()
    const element = widget.current
    waitForWidget(() => customElements.get('altcha-widget') !== undefined, controller.signal)
      .then(() => report.current({ type: 'loaded' }))
      .catch(() => report.current({ type: 'load-failed' }))
    const onStateChange = (event: Event) => {
      const state = (event as CustomEvent<{ state: string }>).detail.state
      if (state === 'verifying') report.current({ type: 'started' })
      else if (state === 'verified') report.current({ type: 'verified' })
      else if (state === 'error') {
        report.current({ type: 'failed' })
        // The spec resets the challenge after a failure; a new attempt starts from scratch.
        element?.reset()
      }
    }
    const onExpired = () => report.current({ type: 'expired' })
    element?.addEventListener('statechange', onStateChange)
    element?.addEventListener('expired', onExpired)
    return () => {
      controller.abort()
      element?.removeEventListener('statechange', onStateChange)
      element?.removeEventListener('expired', onExpired)
    }
  }, [])

  useEffect(() => {
    if (attempt > 0) widget.current?.reset()
  }, [attempt])

  return (
    <altcha-widget
      ref={widget}
      challenge="/api/verification/challenge"
      configuration={JSON.stringify({ verifyUrl: '/api/verification' })}
      auto="off"
      type="checkbox"
      display="standard"
      name="altcha"
    />
  )
}
