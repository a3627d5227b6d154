'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Honeypot } from '@/components/forms/honeypot'
import { toast } from '@/components/ui/toast'
import { Button } from '@/components/ui/button'
import { authApi } from './auth-api'
import { authCopy } from './auth-copy'
import { PasswordField, TextField } from './auth-fields'
import { SignUpFormSchema } from './auth.schema'
import { reportFailure } from './report-failure'

type SignUpInput = z.input<typeof SignUpFormSchema>
type SignUpOutput = z.output<typeof SignUpFormSchema>

// The server names the fields as the form does; the confirmation never leaves the browser.
const SERVER_FIELDS = { name: 'name', email: 'email', password: 'password' } as const

type Props = {
  /**
   * The server took the request: the visitor must now follow the e-mailed link. It answers the
   * same whether or not the address already had an account, so this is all the form can know.
   */
  onSignedUp: (email: string) => void
}

/** Full name, email, password and its confirmation (spec: sign-up form). */
export function SignUpForm({ onSignedUp }: Props) {
  const id = useId()
  const [honeypot, setHoneypot] = useState('')
  const { register, handleSubmit, formState, setError } = useForm<
    SignUpInput,
    unknown,
    SignUpOutput
  >({
    resolver: zodResolver(SignUpFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  })
  const errors = formState.errors
  const busy = formState.isSubmitting

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    const result = await authApi.signUp(name, email, password, honeypot)
    if (result.ok) {
      toast.success(authCopy.toasts.checkEmail)
      onSignedUp(email)
      return
    }
    reportFailure(result, SERVER_FIELDS, setError)
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        id={`${id}-name`}
        label={authCopy.fields.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id={`${id}-email`}
        label={authCopy.fields.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label={authCopy.fields.password}
        autoComplete="new-password"
        hint={authCopy.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={authCopy.fields.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Honeypot id={`${id}-fax`} value={honeypot} onChange={setHoneypot} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? authCopy.signUp.busy : authCopy.signUp.submit}
      </Button>
    </form>
  )
}
