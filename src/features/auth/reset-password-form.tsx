'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { toast } from '@/components/ui/toast'
import { Button } from '@/components/ui/button'
import { authApi } from './auth-api'
import { authCopy } from './auth-copy'
import { PasswordField } from './auth-fields'
import {
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordInput,
} from './auth.schema'
import { reportFailure } from './report-failure'

// better-auth names the new password `newPassword`; a message for either lands on the field.
const SERVER_FIELDS = { newPassword: 'password', password: 'password' } as const

/** What the server answers a reset link it no longer accepts (expired, used or made up). */
export const RESET_LINK_REFUSED_STATUS = 400

type Props = {
  token: string
  /** The password was changed: the caller sends the visitor to sign in with it. */
  onReset: () => void
  /** The link's token was refused; `message` is the server's explanation. */
  onLinkRefused: (message: string) => void
}

/** The page behind the e-mailed reset link: a new password, typed twice. */
export function ResetPasswordForm({ token, onReset, onLinkRefused }: Props) {
  const id = useId()
  const { register, handleSubmit, formState, setError } = useForm<
    ResetPasswordInput,
    unknown,
    z.output<typeof ResetPasswordFormSchema>
  >({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  })
  const errors = formState.errors
  const busy = formState.isSubmitting

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await authApi.resetPassword(token, password)
    if (result.ok) {
      toast.success(authCopy.toasts.passwordReset)
      onReset()
      return
    }
    if (result.status === RESET_LINK_REFUSED_STATUS && !result.fields) {
      onLinkRefused(result.error)
      return
    }
    reportFailure(result, SERVER_FIELDS, setError)
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        id={`${id}-password`}
        label={authCopy.fields.newPassword}
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
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? authCopy.resetPassword.busy : authCopy.resetPassword.submit}
      </Button>
    </form>
  )
}
