'use client'

import { useState } from 'react'
import { needsPassword, usePasswordRecheck } from './password-recheck'
import { Button } from '@/components/ui/button'
import { readApiResult } from '@/lib/api-client'

async function requestCsv(path: string, body: unknown) {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return null
  }
}

function save(blob: Blob, response: Response, fallbackName: string) {
  const name = /filename="([\w.-]{1,80})"/.exec(
    response.headers.get('content-disposition') ?? '',
  )?.[1]
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name ?? fallbackName
  anchor.click()
  URL.revokeObjectURL(url)
}

/**
 * Downloads a console list, as its filter stands, as CSV from `path` (a POST of `body`); asks for
 * the password first when it is due (decision 041).
 */
export function CsvExport({
  path,
  body,
  fallbackName,
}: {
  path: string
  body: unknown
  /** The file's name when the answer does not give one. */
  fallbackName: string
}) {
  const { confirm, dialog } = usePasswordRecheck()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')

  const download = async () => {
    setBusy(true)
    setProblem('')
    let response = await requestCsv(path, body)
    if (response?.status === 403) {
      const refusal = await readApiResult(response.clone())
      if (!refusal.ok && needsPassword(refusal)) {
        if (!(await confirm())) return setBusy(false)
        response = await requestCsv(path, body)
      }
    }
    setBusy(false)
    if (!response) return setProblem('The server could not be reached. Please try again.')
    if (!response.ok) {
      const failure = await readApiResult(response)
      return setProblem(failure.ok ? '' : failure.error)
    }
    save(await response.blob(), response, fallbackName)
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Button type="button" variant="outline" onClick={download} disabled={busy}>
        {busy ? 'Preparing…' : 'Export CSV'}
      </Button>
      <p role="status" className="text-sm text-destructive">
        {problem}
      </p>
      {dialog}
    </div>
  )
}
