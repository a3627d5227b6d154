'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { FormProblem, StaffInput } from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'
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
import type { WebinarState } from '../webinar-form-fields'

type StatusBody =
  | { action: 'publish' | 'unschedule' | 'unpublish' | 'cancel' }
  | { action: 'schedule'; at: { date: string; time: string } }

/**
 * Where a webinar stands and what can be done next (issue 29): a draft is published now or at a
 * time in Eastern (the minute job does it, and the page then says when it ran); a published one
 * can be taken down; any that is not over can be cancelled, which tells its registrants.
 */
export function WebinarStatusPanel({
  id,
  state,
  registrations,
  scheduleDefault,
}: {
  id: string
  state: WebinarState
  registrations: number
  /** The schedule form's first values (Eastern): the publish time set, or tomorrow morning. */
  scheduleDefault: { date: string; time: string }
}) {
  const router = useRouter()
  const { busy, failure, send } = useConsoleRequest()
  const [confirmingCancel, setConfirmingCancel] = useState(false)

  const change = async (body: StatusBody) => {
    const result = await send<{ message: string }>(`/api/staff/webinars/${id}/status`, body)
    if (result.ok) {
      toast.success(result.data.message)
      setConfirmingCancel(false)
      router.refresh()
    }
  }

  const schedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void change({
      action: 'schedule',
      at: { date: formValue(form, 'date'), time: formValue(form, 'time') },
    })
  }

  const draft = state === 'draft' || state === 'scheduled'
  return (
    <section aria-labelledby="status-heading" className="space-y-4 rounded-card border p-4">
      <h2 id="status-heading" className="text-lg font-semibold">
        Publishing
      </h2>
      {state === 'cancelled' ? (
        <p className="text-sm">
          This webinar was cancelled: it is off the lists, its page says so, and its registrants
          were told. It is kept for the record.
        </p>
      ) : null}
      {draft ? (
        <div className="flex flex-wrap items-end gap-6">
          <Button type="button" disabled={busy} onClick={() => void change({ action: 'publish' })}>
            Publish now
          </Button>
          <form onSubmit={schedule} noValidate className="flex flex-wrap items-end gap-3">
            <StaffInput
              id="publish-date"
              name="date"
              type="date"
              label="Publish on (US Eastern)"
              defaultValue={scheduleDefault.date}
              error={failure?.fields?.['at.date'] ?? failure?.fields?.at}
            />
            <StaffInput
              id="publish-time"
              name="time"
              type="time"
              label="At"
              defaultValue={scheduleDefault.time}
              error={failure?.fields?.['at.time']}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {state === 'scheduled' ? 'Change publish time' : 'Schedule'}
            </Button>
          </form>
          {state === 'scheduled' ? (
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => void change({ action: 'unschedule' })}
            >
              Clear publish time
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {state === 'published' || state === 'past' ? (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => void change({ action: 'unpublish' })}
          >
            Unpublish
          </Button>
        ) : null}
        {state !== 'cancelled' && state !== 'past' ? (
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            onClick={() => setConfirmingCancel(true)}
          >
            Cancel webinar
          </Button>
        ) : null}
      </div>
      {failure && !failure.fields ? <FormProblem failure={failure} /> : null}
      <Dialog open={confirmingCancel} onOpenChange={setConfirmingCancel}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel this webinar?</DialogTitle>
            <DialogDescription>
              It leaves the webinar lists and its page says it was cancelled.{' '}
              {registrations === 0
                ? 'Nobody has registered yet.'
                : `The ${registrations === 1 ? 'person' : `${registrations} people`} registered will be told by e-mail, and their reminders will not be sent.`}{' '}
              This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <FormProblem failure={failure && !failure.fields ? failure : undefined} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirmingCancel(false)}>
              Keep it
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={busy}
              onClick={() => void change({ action: 'cancel' })}
            >
              {busy ? 'Cancelling…' : 'Cancel webinar'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  )
}
