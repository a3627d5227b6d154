'use client'

import { useRouter } from 'next/navigation'
import { useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

/**
 * One click that posts to a console endpoint and, once it is done, says so and shows the page
 * afresh (a row's "Send again", "Lift"); a refusal is shown beside the button.
 */
export function ConsoleActionButton({
  path,
  body,
  label,
  busyLabel,
  done,
  describedBy,
}: {
  path: string
  body?: unknown
  label: string
  busyLabel: string
  /** The toast once it is done, and its description. */
  done: { title: string; description?: string }
  /** The id of the text that says what the button acts on (the row). */
  describedBy: string
}) {
  const router = useRouter()
  const { busy, failure, send } = useConsoleRequest()
  const act = async () => {
    const result = await send(path, body)
    if (result.ok) {
      toast.success(done.title, done.description ? { description: done.description } : undefined)
      router.refresh()
    }
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={act}
        aria-describedby={describedBy}
      >
        {busy ? busyLabel : label}
      </Button>
      {failure ? (
        <span role="alert" className="text-sm font-medium text-destructive">
          {failure.error}
        </span>
      ) : null}
    </span>
  )
}
