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
import { TextField } from './auth-fields'
import { EmailOnlySchema } from './auth.schema'
import { reportFailure } from './report-failure'

type Props = {
  /**
   * The request was taken. The server answers the same whether or not the address has an
   * account, so the visitor is told only that a link is on its way if it does.
   */
  onSent: (email: string) => void
  /** 'Back to sign in'. */
  onBack: () => void
}

/** 'Forgot password?': an address to send the reset link to. */
export function ResetRequestForm({ onSent, onBack }: Props) {
  const id = useId()
  const [honeypot, setHoneypot] = useState('')
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof EmailOnlySchema>,
    unknown,
    z.output<typeof EmailOnlySchema>
  >({
    resolver: zodResolver(EmailOnlySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const busy = formState.isSubmitting

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await authApi.requestPasswordReset(email, honeypot)
    if (result.ok) {
      toast.success(authCopy.toasts.resetEmailSent)
      onSent(email)
      return
    }
    reportFailure(result, { email: 'email' } as const, setError)
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        id={`${id}-email`}
        label={authCopy.fields.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Honeypot id={`${id}-fax`} value={honeypot} onChange={setHoneypot} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? authCopy.resetRequest.busy : authCopy.resetRequest.submit}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-9 items-center rounded-control px-1 font-semibold text-teal-700 underline-offset-4 hover:underline"
        >
          {authCopy.dialog.backToSignIn}
        </button>
      </p>
    </form>
  )
}
