'use client'

import { useEffect, useRef } from 'react'
import { thirdParty } from '@/config/third-party'
import { callApi } from '@/lib/api-client'
import { turnstileErrorNotice } from './verification-messages'
import type { VerificationEvent } from './verification-state'
import { waitForWidget } from '@/lib/wait-for-widget'

/** Cloudflare's script, added to the page only when Turnstile is configured and the gate shows. */
const TURNSTILE_SCRIPT_URL = thirdParty.turnstile.script

type TurnstileApi = {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string
      callback: (token: string) => void
      'error-callback': (code: string) => boolean | void
      'expired-callback': () => void
    },
  ) => string
  reset: (widgetId: string) => void
  remove: (widgetId: string) => void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

function loadScript(): void {
  if (document.querySelector(`script[src="${TURNSTILE_SCRIPT_URL}"]`)) return
  const script = document.createElement('script')
  script.src = TURNSTILE_SCRIPT_URL
  script.async = true
  document.head.append(script)
}

/** Sends the token to our server, which asks Cloudflare and sets the pass. */
async function confirmToken(token: string): Promise<boolean> {
  return (await callApi('/api/verification', { body: { token } })).ok
}

type Props = { siteKey: string; onEvent: (event: VerificationEvent) => void; attempt: number }

/**
 * Cloudflare Turnstile, used instead of ALTCHA when its keys are configured. Its error codes
 * 1102xx mean the site key does not allow this host name.
 */
export function TurnstileWidget({ siteKey, onEvent, attempt }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const widgetId = useRef<string | undefined>(undefined)
  const report = useRef(onEvent)
  useEffect(() => {
    report.current = onEvent
  })

  useEffect(() => {
    const controller = new AbortController()
    loadScript()
    waitForWidget(() => window.turnstile !== undefined, controller.signal)
      .then(() => {
        const turnstile = window.turnstile
        if (!turnstile || !container.current) return
        report.current({ type: 'loaded' })
        widgetId.current = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: (token) => {
            report.current({ type: 'started' })
            void confirmToken(token).then((ok) => {
              report.current(ok ? { type: 'verified' } : { type: 'failed' })
              try {
                if (!ok && widgetId.current) turnstile.reset(widgetId.current)
              } catch {
                // A widget that cannot reset is started afresh by 'Try Again'.
              }
            })
          },
          'error-callback': (code) => {
            report.current({
              type: 'failed',
              notice: turnstileErrorNotice(code, window.location.host),
            })
            return true
          },
          'expired-callback': () => report.current({ type: 'expired' }),
        })
      })
      .catch(() => report.current({ type: 'load-failed' }))
    return () => {
      controller.abort()
      if (widgetId.current) window.turnstile?.remove(widgetId.current)
    }
  }, [siteKey])

  useEffect(() => {
    if (attempt > 0 && widgetId.current) window.turnstile?.reset(widgetId.current)
  }, [attempt])

  return <div ref={container} className="min-h-[65px]" />
}
