'use client'

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
import { inputClasses } from '@/components/ui/input-classes'
import { Honeypot } from '@/components/forms/honeypot'
import { toast } from '@/components/ui/toast'
import { passesBrowserEmailCheck, subscribeCopy as copy } from '../subscribe-copy'

type State = 'idle' | 'submitting' | 'subscribed'

const noSubscription = () => () => {}

function invalidEmail() {
  toast.error(copy.invalidTitle, { description: copy.invalidDescription })
}

/**
 * The webinar sign-up (spec section 4: idle → 'Subscribing...' → 'You're all set!'). The server
 * stores the address and e-mails a confirmation link; nothing else is sent until it is followed.
 */
export function SubscribeForm({ compact = false }: { compact?: boolean }) {
  const [state, setState] = useState<State>('idle')
  const doneHeading = useRef<HTMLParagraphElement>(null)
  const inputId = useId()
  // Before React has hydrated the form, a press would submit it natively (a reload with the
  // address in the URL): the button waits until the form can answer.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  // The form the visitor was in is gone: take focus to the message that replaced it, once it is
  // on the page (an effect runs after the commit; a frame callback can run before it).
  useEffect(() => {
    if (state === 'subscribed') doneHeading.current?.focus()
  }, [state])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state === 'submitting') return
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    if (!passesBrowserEmailCheck(email)) {
      invalidEmail()
      return
    }
    setState('submitting')
    // The client loads with the first sign-up, not with the page.
    const { callApi } = await import('@/lib/api-client')
    const result = await callApi('/api/webinars/subscriptions', {
      body: { email, contact_me_by_fax: String(form.get('contact_me_by_fax') ?? '') },
    })
    if (result.ok) {
      setState('subscribed')
      toast.success(copy.successTitle, { description: copy.successDescription })
      return
    }
    setState('idle')
    if (result.status === 0) {
      toast.error(copy.failureTitle, {
        description: 'We could not reach the server. Check your connection and try again.',
      })
    } else if (result.status === 422 && result.fields?.email) invalidEmail()
    else toast.error(copy.failureTitle, { description: result.error })
  }

  if (state === 'subscribed') {
    return (
      <div role="status" className="rounded-card bg-white/95 p-6 text-navy-900 shadow-card">
        <p ref={doneHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {copy.done}
        </p>
        <p className="mt-2 text-muted-foreground">
          We have sent you an e-mail. Follow the link in it to confirm, and we will write whenever a
          new webinar is scheduled.
        </p>
      </div>
    )
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className={compact ? 'w-full' : 'w-full max-w-xl'}
    >
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {copy.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={copy.placeholder}
          className={`${inputClasses} sm:flex-1`}
          disabled={state === 'submitting'}
        />
        <button
          type="submit"
          className={buttonVariants({ variant: 'primary' })}
          disabled={!hydrated || state === 'submitting'}
        >
          {state === 'submitting' ? copy.busy : copy.submit}
        </button>
      </div>
      <Honeypot id={`${inputId}-fax`} />
    </form>
  )
}
