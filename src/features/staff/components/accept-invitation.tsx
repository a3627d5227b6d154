'use client'

import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FormProblem, StaffInput } from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'

/**
 * The invitation page's form: the new member's name and password. The address is the one
 * invited; the link works once (decision 041).
 */
export function AcceptInvitation({ token, email }: { token: string; email: string }) {
  const id = useId()
  const { busy, failure, setFailure, send } = useConsoleRequest()
  const [accepted, setAccepted] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = formValue(form, 'password')
    if (password !== formValue(form, 'confirm')) {
      setFailure({
        ok: false,
        status: 422,
        error: 'Please correct the highlighted fields.',
        fields: { confirm: 'The two passwords are not the same.' },
      })
      return
    }
    const result = await send<{ email: string }>('/api/staff/invitation', {
      token,
      name: formValue(form, 'name'),
      password,
    })
    if (result.ok) setAccepted(true)
  }

  if (accepted) {
    return (
      <div className="space-y-4" role="status">
        <p>Your account is ready. Sign in to link your authenticator app.</p>
        <Button asChild className="w-full">
          <Link href="/staff/sign-in">Sign in</Link>
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      <p className="text-sm text-muted-foreground">
        You are joining as <strong className="text-foreground">{email}</strong>.
      </p>
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <StaffInput
        id={`${id}-name`}
        name="name"
        label="Your name"
        autoComplete="name"
        required
        error={failure?.fields?.name}
      />
      <StaffInput
        id={`${id}-password`}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&."
        required
        error={failure?.fields?.password}
      />
      <StaffInput
        id={`${id}-confirm`}
        name="confirm"
        label="Password again"
        type="password"
        autoComplete="new-password"
        required
        error={failure?.fields?.confirm}
      />
      <FormProblem failure={failure?.fields ? undefined : failure} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create my account'}
      </Button>
    </form>
  )
}
