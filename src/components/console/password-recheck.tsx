'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { ApiFailure, ApiResult } from '@/lib/api-client'
import { FormProblem, StaffInput } from './console-form-parts'
import { PASSWORD_REQUIRED_MESSAGE } from './password-required'
import { formValue, useConsoleRequest } from './use-console-request'

/** A sensitive action's refusal that a password typed now would lift. */
export const needsPassword = (failure: ApiFailure) =>
  failure.status === 403 && failure.error === PASSWORD_REQUIRED_MESSAGE

/**
 * Asks for the password again before a sensitive action (changing roles, exporting visitors'
 * data; decision 041): `confirm()` opens the dialog and resolves true once the server accepted
 * the password, false when the member closed it. Render `dialog` once in the screen.
 */
export function usePasswordRecheck() {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const settle = useRef<(checked: boolean) => void>(undefined)
  const { busy, failure, setFailure, send } = useConsoleRequest()

  const confirm = () =>
    new Promise<boolean>((resolve) => {
      settle.current = resolve
      setFailure(undefined)
      setOpen(true)
    })

  const close = (checked: boolean) => {
    setOpen(false)
    settle.current?.(checked)
    settle.current = undefined
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = formValue(new FormData(event.currentTarget), 'password')
    const result = await send('/api/staff/password-check', { password })
    if (result.ok) close(true)
    // Too many wrong passwords end the session: the console's sign-in takes over.
    else if (result.status === 401) router.push('/staff/sign-in')
  }

  const dialog = (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm it is you</DialogTitle>
          <DialogDescription>
            This action needs your password again, as it was last checked more than ten minutes ago.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <StaffInput
            id="recheck-password"
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            error={failure?.fields?.password}
          />
          <FormProblem failure={failure?.fields?.password ? undefined : failure} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Checking…' : 'Continue'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )

  return { confirm, dialog }
}

/**
 * A console request for a sensitive action: sent once, and when the server asks for the password
 * (it was typed more than ten minutes ago), the dialog asks for it and the request is sent again.
 * Render `dialog` once in the screen.
 */
export function useSensitiveRequest() {
  const request = useConsoleRequest()
  const recheck = usePasswordRecheck()

  async function send<T>(path: string, body?: unknown): Promise<ApiResult<T>> {
    const first = await request.send<T>(path, body)
    if (first.ok || !needsPassword(first)) return first
    request.setFailure(undefined)
    if (!(await recheck.confirm())) return first
    return request.send<T>(path, body)
  }

  return { ...request, send, dialog: recheck.dialog }
}
