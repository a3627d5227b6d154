'use client'

import { useEffect, useRef, useState } from 'react'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { mailIcon } from '@/components/ui/icons/mail'
import { phoneIcon } from '@/components/ui/icons/phone'
import { thirdParty } from '@/config/third-party'
import { waitForWidget } from '@/lib/wait-for-widget'

type CalendlyApi = {
  initInlineWidget: (options: {
    url: string
    parentElement: HTMLElement
    prefill: Record<string, never>
    utm: Record<string, never>
  }) => void
}
type CalQueue = ((...args: unknown[]) => void) & { q?: unknown[][]; ns?: object; loaded?: boolean }

declare global {
  interface Window {
    Calendly?: CalendlyApi
    Cal?: CalQueue
  }
}

function addScript(src: string, onError: () => void): void {
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.addEventListener('error', onError)
  document.head.append(script)
}

/**
 * Starts loading the provider's inline widget into `container` and answers a check that is true
 * once the widget is there. Calendly: its script, then `initInlineWidget` as soon as it exists.
 * Cal.com: its documented command queue, which its script works off once loaded.
 */
function startEmbed(url: string, container: HTMLElement, onError: () => void): () => boolean {
  const link = new URL(url)
  const shown = () => container.querySelector('iframe') !== null
  if (link.hostname.endsWith('cal.com')) {
    const queue: CalQueue = (...args) => {
      queue.q?.push(args)
    }
    queue.q = []
    queue.ns = {}
    queue.loaded = true
    window.Cal ??= queue
    window.Cal('init', { origin: link.origin })
    window.Cal('inline', { elementOrSelector: container, calLink: link.pathname.slice(1) })
    addScript(thirdParty.calCom.script, onError)
    return shown
  }
  addScript(thirdParty.calendly.script, onError)
  let started = false
  return () => {
    if (!started && window.Calendly) {
      started = true
      // The spec's inline widget: empty prefill and tracking values.
      window.Calendly.initInlineWidget({ url, parentElement: container, prefill: {}, utm: {} })
    }
    return shown()
  }
}

/**
 * A Calendly or Cal.com scheduler in place of the built-in one (SCHEDULER_EMBED_URL), loaded only
 * after the human check. If its widget has not appeared after 10 s of polling every 100 ms, or
 * its script fails, the visitor gets the firm's phone and e-mail instead.
 */
/** The firm's phone and e-mail, for the fallback (passed in, so no site config ships here). */
export type FirmContact = { phone: { display: string; e164: string }; email: string }

export function EmbeddedScheduler({ url, contact }: { url: string; contact: FirmContact }) {
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    const element = container.current
    if (!element) return
    const controller = new AbortController()
    const fail = () => {
      if (!controller.signal.aborted) setState('failed')
    }
    // One 10-second budget for the whole widget: its script, its start and its frame.
    waitForWidget(startEmbed(url, element, fail), controller.signal)
      .then(() => setState('ready'))
      .catch(fail)
    return () => controller.abort()
  }, [url])

  return (
    <div>
      {state === 'failed' ? (
        <div role="alert" className="rounded-card border border-border bg-navy-50 p-6">
          <p className="text-lg font-semibold text-navy-900">
            Our scheduling calendar could not be loaded.
          </p>
          <p className="mt-2 text-muted-foreground">
            Please call or e-mail us and we will find a time with you.
          </p>
          <ul className="mt-4 space-y-2">
            <li className="flex items-center gap-2">
              <DrawnIcon drawing={phoneIcon} aria-hidden="true" className="size-4 text-teal-700" />
              <a
                href={`tel:${contact.phone.e164}`}
                className="font-semibold text-teal-700 underline"
              >
                {contact.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <DrawnIcon drawing={mailIcon} aria-hidden="true" className="size-4 text-teal-700" />
              <a href={`mailto:${contact.email}`} className="font-semibold text-teal-700 underline">
                {contact.email}
              </a>
            </li>
          </ul>
        </div>
      ) : state === 'loading' ? (
        <p role="status" className="text-muted-foreground">
          Loading the scheduling calendar…
        </p>
      ) : null}
      <div ref={container} className={state === 'failed' ? 'hidden' : 'min-h-[40rem]'} />
    </div>
  )
}
