'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { FormProblem, StaffInput } from '@/components/console/console-form-parts'
import { needsPassword, usePasswordRecheck } from '@/components/console/password-recheck'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

type Erased = { subscriptions: number; registrations: number; messages: number }

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * Erases a person at their written request: the address is typed (not picked from the list), so
 * it is the one they wrote from. Asks for the password again when it is due (decision 041).
 */
export function ErasePerson() {
  const router = useRouter()
  const { confirm, dialog } = usePasswordRecheck()
  const { busy, failure, send } = useConsoleRequest()
  const [address, setAddress] = useState('')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = formValue(new FormData(event.currentTarget), 'email')
    let result = await send<Erased>('/api/staff/audience/erase', { email })
    if (!result.ok && needsPassword(result)) {
      if (!(await confirm())) return
      result = await send<Erased>('/api/staff/audience/erase', { email })
    }
    if (result.ok) {
      toast.success('Erased', {
        description: `${plural(result.data.subscriptions, 'subscription', 'subscriptions')}, ${plural(result.data.registrations, 'webinar registration', 'webinar registrations')} and ${plural(result.data.messages, 'message', 'messages')} removed. The address will not be added again from the site's forms.`,
      })
      setAddress('')
      router.refresh()
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-card border p-4"
      aria-labelledby="erase-heading"
    >
      <h2 id="erase-heading" className="text-lg font-semibold">
        Erase a person
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        When someone asks in writing to be forgotten: their subscription, the record of what was
        announced to them, their webinar registrations and every message to them (with its text,
        reminders still waiting included) are deleted. Only a keyed fingerprint of the address is
        kept, so the site does not add it again by mistake. Consultations are the firm&apos;s
        records and stay.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <StaffInput
          id="erase-email"
          name="email"
          type="email"
          label="Their e-mail address"
          autoComplete="off"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={failure?.fields?.email}
        />
        <Button type="submit" variant="destructive" disabled={busy || address.trim() === ''}>
          {busy ? 'Erasing…' : 'Erase'}
        </Button>
      </div>
      {failure && !needsPassword(failure) ? <FormProblem failure={failure} /> : null}
      {dialog}
    </form>
  )
}
