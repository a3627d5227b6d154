'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import type { StaffSignInStep } from '../staff-api-types'
import { FormProblem, StaffInput } from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'

type Step = 'password' | 'code' | 'backup'

/**
 * Staff sign-in at /staff/sign-in: e-mail and password, then the six-digit code from the
 * authenticator app (or one of the backup codes). A member who has not enrolled an app yet goes
 * to /staff/enrol first.
 */
export function StaffSignIn() {
  const id = useId()
  const router = useRouter()
  const [step, setStep] = useState<Step>('password')
  const { busy, failure, setFailure, send } = useConsoleRequest()
  // The password fields are gone once it is accepted: the code's field takes the focus, so a
  // keyboard or screen reader user carries on where they were.
  const codeField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (step !== 'password') codeField.current?.focus()
  }, [step])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const result =
      step === 'password'
        ? await send<StaffSignInStep>('/api/staff/auth/sign-in/email', {
            email: formValue(form, 'email'),
            password: formValue(form, 'password'),
          })
        : await send<StaffSignInStep>(
            `/api/staff/auth/two-factor/${step === 'code' ? 'verify-totp' : 'verify-backup-code'}`,
            { code: formValue(form, 'code') },
          )
    if (!result.ok) return
    if (result.data.next === 'code') setStep('code')
    else router.replace(result.data.next === 'enrol' ? '/staff/enrol' : '/staff')
  }

  const fieldError = (name: string) => failure?.fields?.[name]

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {step === 'password' ? (
        <>
          <StaffInput
            id={`${id}-email`}
            name="email"
            label="Work e-mail"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={fieldError('email')}
          />
          <StaffInput
            id={`${id}-password`}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldError('password')}
          />
        </>
      ) : (
        <StaffInput
          key={step}
          id={`${id}-code`}
          name="code"
          label={step === 'code' ? 'Code from your authenticator app' : 'Backup code'}
          hint={
            step === 'code'
              ? 'Six digits; a new code appears every 30 seconds.'
              : 'One of the ten codes you kept when you set up the app. Each works once.'
          }
          autoComplete="one-time-code"
          inputMode={step === 'code' ? 'numeric' : 'text'}
          required
          ref={codeField}
          error={fieldError('code')}
        />
      )}
      <FormProblem failure={failure?.fields ? undefined : failure} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Checking…' : step === 'password' ? 'Continue' : 'Sign in'}
      </Button>
      {step !== 'password' ? (
        <Button
          type="button"
          variant="link"
          className="w-full"
          onClick={() => {
            setFailure(undefined)
            setStep(step === 'code' ? 'backup' : 'code')
          }}
        >
          {step === 'code' ? 'Use a backup code instead' : 'Use the authenticator app instead'}
        </Button>
      ) : null}
    </form>
  )
}
