'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FormField } from '@/components/forms/form-field'
import { Honeypot } from '@/components/forms/honeypot'
import { buttonVariants } from '@/components/ui/button-variants'
import { inputClasses } from '@/components/ui/input-classes'
import { callApi } from '@/lib/api-client'
import { registrationCopy as copy } from '../registration-copy'

type State = 'idle' | 'submitting' | 'registered'
type Fields = Partial<Record<'name' | 'email' | 'company', string>>

/**
 * The register form of an upcoming webinar (issue 29), on its own page so the webinar's page
 * carries none of its code. The server checks every field and answers with its messages; the honeypot as on
 * every public form. On success the form gives way to a status that says what comes next.
 */
export function RegistrationForm({ webinar }: { webinar: string }) {
  const id = useId()
  const [state, setState] = useState<State>('idle')
  const [fields, setFields] = useState<Fields>({})
  const [problem, setProblem] = useState<string>()
  const done = useRef<HTMLParagraphElement>(null)
  const problemRef = useRef<HTMLParagraphElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // After success, to the status that replaced the form.
  useEffect(() => {
    if (state === 'registered') done.current?.focus()
  }, [state])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state === 'submitting') return
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '')
    setState('submitting')
    setProblem(undefined)
    const result = await callApi('/api/webinars/registrations', {
      body: {
        webinar,
        name: value('name'),
        email: value('email'),
        ...(value('company').trim() ? { company: value('company') } : {}),
        contact_me_by_fax: value('contact_me_by_fax'),
      },
    })
    if (result.ok) {
      setState('registered')
      return
    }
    setFields(result.status === 422 && result.fields ? (result.fields as Fields) : {})
    setProblem(result.status === 422 && result.fields ? undefined : result.error)
    setState('idle')
    // Take the visitor to what needs their attention: the message, or the first field named.
    requestAnimationFrame(() =>
      (
        problemRef.current ?? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      )?.focus(),
    )
  }

  if (state === 'registered') {
    return (
      <div role="status" className="rounded-card bg-white p-6 text-navy-900 shadow-card">
        <p ref={done} tabIndex={-1} className="text-xl font-semibold outline-none">
          {copy.done}
        </p>
        <p className="mt-2 text-muted-foreground">{copy.doneDetail}</p>
      </div>
    )
  }

  const busy = state === 'submitting'
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="w-full max-w-xl space-y-4"
    >
      {problem ? (
        <p
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-card border border-border bg-navy-50 p-4 font-medium text-navy-900 outline-none"
        >
          {problem}
        </p>
      ) : null}
      <FormField id={`${id}-name`} label={copy.name} error={fields.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            maxLength={50}
            className={inputClasses}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField id={`${id}-email`} label={copy.email} error={fields.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            className={inputClasses}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField id={`${id}-company`} label={copy.company} error={fields.company}>
        {(control) => (
          <input
            {...control}
            name="company"
            autoComplete="organization"
            maxLength={100}
            className={inputClasses}
            disabled={busy}
          />
        )}
      </FormField>
      <Honeypot id={`${id}-fax`} />
      <button type="submit" className={buttonVariants({ variant: 'primary' })} disabled={busy}>
        {busy ? copy.busy : copy.submit}
      </button>
    </form>
  )
}
