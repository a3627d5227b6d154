'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Honeypot } from '@/components/forms/honeypot'
import { toast } from '@/components/ui/toast'
import { Button } from '@/components/ui/button'
import { authApi, EMAIL_NOT_VERIFIED_STATUS, type AccountUser } from './auth-api'
import { authCopy } from './auth-copy'
import { PasswordField, TextField } from './auth-fields'
import { SignInSchema, type SignIn } from './auth.schema'
import { reportFailure } from './report-failure'
import { accountSignedIn, refreshAccount } from './use-account'

const SERVER_FIELDS = { email: 'email', password: 'password' } as const

type Props = {
  /** After a successful sign-in, before the header learns of it (the dialog closes, the page moves on). */
  onSignedIn?: (user: AccountUser | undefined) => void
  /** 'Forgot password?': the caller shows the reset request instead. */
  onForgotPassword: () => void
}

/** Email and password (spec: sign-in form), shared by the header's dialog and /auth. */
export function SignInForm({ onSignedIn, onForgotPassword }: Props) {
  const id = useId()
  const [honeypot, setHoneypot] = useState('')
  // The address a sign-in was refused for because it is not confirmed yet.
  const [unconfirmed, setUnconfirmed] = useState<string>()
  const [resending, setResending] = useState(false)
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof SignInSchema>,
    unknown,
    SignIn
  >({
    resolver: zodResolver(SignInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  })
  const errors = formState.errors
  const busy = formState.isSubmitting

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setUnconfirmed(undefined)
    const result = await authApi.signIn(email, password, honeypot)
    if (result.ok) {
      toast.success(authCopy.toasts.signedIn)
      const user = result.data?.user
      onSignedIn?.(user)
      if (user) accountSignedIn(user)
      else refreshAccount()
      return
    }
    if (result.status === EMAIL_NOT_VERIFIED_STATUS) setUnconfirmed(email)
    reportFailure(result, SERVER_FIELDS, setError)
  })

  const resend = async () => {
    if (!unconfirmed || resending) return
    setResending(true)
    const result = await authApi.resendConfirmation(unconfirmed)
    setResending(false)
    if (result.ok) toast.success(authCopy.toasts.checkEmail)
    else toast.error(result.error)
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        id={`${id}-email`}
        label={authCopy.fields.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <PasswordField
          id={`${id}-password`}
          label={authCopy.fields.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-1 flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="inline-flex min-h-9 items-center rounded-control px-1 text-sm font-semibold text-teal-700 underline-offset-4 hover:underline"
          >
            {authCopy.signIn.forgot}
          </button>
        </div>
      </div>
      <Honeypot id={`${id}-fax`} value={honeypot} onChange={setHoneypot} />
      {unconfirmed ? (
        <div
          role="status"
          className="space-y-3 rounded-control border-s-4 border-amber-500 bg-navy-50 p-4"
        >
          <p className="text-sm text-foreground">{authCopy.unverified.explanation}</p>
          <Button type="button" variant="outline" size="sm" disabled={resending} onClick={resend}>
            {resending ? authCopy.unverified.resending : authCopy.unverified.resend}
          </Button>
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? authCopy.signIn.busy : authCopy.signIn.submit}
      </Button>
    </form>
  )
}
