'use client'

import { useState } from 'react'
import { callApi, type ApiFailure, type ApiResult } from '@/lib/api-client'

/**
 * One request at a time from a console or staff sign-in form: `busy` while it runs, the last refusal in `failure`
 * (cleared when the next request starts), the result handed back to the caller.
 */
export function useConsoleRequest() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ApiFailure>()

  async function send<T>(path: string, body?: unknown): Promise<ApiResult<T>> {
    setBusy(true)
    setFailure(undefined)
    const result = await callApi<T>(path, body === undefined ? { method: 'POST' } : { body })
    setBusy(false)
    if (!result.ok) setFailure(result)
    return result
  }

  return { busy, failure, setFailure, send }
}

/** A form field's value as typed (an absent field is empty). */
export const formValue = (form: FormData, name: string) => String(form.get(name) ?? '')
