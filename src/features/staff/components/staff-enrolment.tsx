'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import type { StaffEnrolment, StaffSignInStep } from '../staff-api-types'
import { FormProblem, StaffInput } from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'

/** The key in groups of four, as authenticator apps print them: easier to type without a slip. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key

/**
 * Enrolling an authenticator app at /staff/enrol, before the console opens: the password again,
 * then the QR code (or the key to type), the backup codes to keep, and the app's first code
 * typed back, which finishes it.
 */
export function StaffEnrolmentSteps() {
  const id = useId()
  const router = useRouter()
  const [enrolment, setEnrolment] = useState<StaffEnrolment>()
  const { busy, failure, send } = useConsoleRequest()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    if (!enrolment) {
      const result = await send<StaffEnrolment>('/api/staff/auth/two-factor/enable', {
        password: formValue(form, 'password'),
      })
      if (result.ok) setEnrolment(result.data)
      return
    }
    const result = await send<StaffSignInStep>('/api/staff/auth/two-factor/verify-totp', {
      code: formValue(form, 'code'),
    })
    if (result.ok) router.replace('/staff')
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={busy}>
      {!enrolment ? (
        <>
          <p className="text-sm text-muted-foreground">
            Every member of staff signs in with a password and a code from an authenticator app.
            Confirm your password to link your app.
          </p>
          <StaffInput
            id={`${id}-password`}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={failure?.fields?.password}
          />
        </>
      ) : (
        <>
          <section aria-labelledby={`${id}-scan`} className="space-y-3">
            <h2 id={`${id}-scan`} className="font-semibold">
              1. Scan this code with your authenticator app
            </h2>
            <svg
              role="img"
              aria-label="QR code for your authenticator app"
              viewBox={`-4 -4 ${enrolment.qr.size + 8} ${enrolment.qr.size + 8}`}
              className="mx-auto size-48 bg-white"
              shapeRendering="crispEdges"
            >
              <path d={enrolment.qr.path} fill="#000" />
            </svg>
            <p className="text-sm text-muted-foreground">
              Cannot scan it? Add an account by hand with this key (time-based):
            </p>
            <p
              className="rounded bg-muted p-2 text-center font-mono text-sm break-all"
              data-testid="manual-key"
            >
              {grouped(enrolment.manualKey)}
            </p>
          </section>
          <section aria-labelledby={`${id}-backup`} className="space-y-3">
            <h2 id={`${id}-backup`} className="font-semibold">
              2. Keep these backup codes somewhere safe
            </h2>
            <p className="text-sm text-muted-foreground">
              Each signs you in once without your phone. They are shown only now.
            </p>
            <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
              {enrolment.backupCodes.map((code) => (
                <li key={code} className="rounded bg-muted px-2 py-1 text-center">
                  {code}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${id}-confirm`} className="space-y-3">
            <h2 id={`${id}-confirm`} className="font-semibold">
              3. Type the code your app shows
            </h2>
            <StaffInput
              id={`${id}-code`}
              name="code"
              label="Code from your authenticator app"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              error={failure?.fields?.code}
            />
          </section>
        </>
      )}
      <FormProblem failure={failure?.fields ? undefined : failure} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Checking…' : enrolment ? 'Finish and open the console' : 'Continue'}
      </Button>
    </form>
  )
}
