'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { FormProblem } from '@/components/console/console-form-parts'
import { useSensitiveRequest } from '@/components/console/password-recheck'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import { WebhookSecretNotice } from './webhook-secret-notice'

/** One click on a webhook action (send a test event, redeliver), the password asked if due. */
export function WebhookActionButton({
  path,
  label,
  busyLabel,
  done,
  describedBy,
}: {
  path: string
  label: string
  busyLabel: string
  done: string
  describedBy?: string
}) {
  const router = useRouter()
  const { busy, failure, send, dialog } = useSensitiveRequest()
  const act = async () => {
    const result = await send(path)
    if (result.ok) {
      toast.success(done, { description: 'The delivery log shows how it went.' })
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
        onClick={() => void act()}
        aria-describedby={describedBy}
      >
        {busy ? busyLabel : label}
      </Button>
      {failure ? (
        <span role="alert" className="text-sm font-medium text-destructive">
          {failure.error}
        </span>
      ) : null}
      {dialog}
    </span>
  )
}

/** Deletes an endpoint after asking, then goes back to the list. */
export function DeleteWebhookButton({ id, url }: { id: string; url: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const { busy, failure, send, dialog } = useSensitiveRequest()
  const remove = async () => {
    const result = await send(`/api/staff/webhooks/${id}/delete`)
    if (result.ok) {
      setOpen(false)
      toast.success('Endpoint deleted')
      router.push('/staff/webhooks')
      router.refresh()
    }
  }
  return (
    <>
      <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
        Delete endpoint
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this endpoint?</DialogTitle>
            <DialogDescription>
              Nothing more is sent to <span className="break-all">{url}</span>, and its delivery log
              is deleted with it. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <FormProblem failure={failure} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={busy}
              onClick={() => void remove()}
            >
              {busy ? 'Deleting…' : 'Delete endpoint'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {dialog}
    </>
  )
}

/** Gives the endpoint a new secret (the old one stops at once) and shows it, once. */
export function RotateSecretButton({ id }: { id: string }) {
  const [secret, setSecret] = useState<string>()
  const { busy, failure, send, dialog } = useSensitiveRequest()
  const rotate = async () => {
    const result = await send<{ secret: string }>(`/api/staff/webhooks/${id}/rotate-secret`)
    if (result.ok) setSecret(result.data.secret)
  }
  return (
    <div className="space-y-3">
      {secret ? (
        <WebhookSecretNotice secret={secret} onDone={() => setSecret(undefined)} />
      ) : (
        <Button type="button" variant="outline" disabled={busy} onClick={() => void rotate()}>
          {busy ? 'Rotating…' : 'Rotate secret'}
        </Button>
      )}
      {failure ? <FormProblem failure={failure} /> : null}
      {dialog}
    </div>
  )
}
