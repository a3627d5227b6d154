'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toast'
import {
  FormProblem,
  StaffInput,
  StaffSelect,
  StaffTextarea,
} from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { SLOT_TIMES, slotLabel } from '../slots'
import { TIME_ZONE_CODES, TIME_ZONES, type TimeZoneCode } from '../time-zones'

type Props = {
  id: string
  /** Confirmed and not started: it can be cancelled or moved. */
  changeable: boolean
  /** Confirmed and started: it can be marked. */
  markable: boolean
  outcome: 'completed' | 'no-show' | null
  timeZone: TimeZoneCode
  /** The booking's version this screen shows: a change made meanwhile refuses ours. */
  sequence: number
}

const base = (id: string) => `/api/staff/consultations/${id}`

/** Cancel for the visitor with a reason, and optionally a message that goes in their e-mail. */
function CancelDialog({
  id,
  sequence,
  onDone,
}: {
  id: string
  sequence: number
  onDone: () => void
}) {
  const [open, setOpen] = useState(false)
  const { busy, failure, send } = useConsoleRequest()
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const result = await send(`${base(id)}/cancel`, {
      sequence,
      reason: formValue(form, 'reason'),
      messageToVisitor: formValue(form, 'messageToVisitor'),
    })
    if (result.ok) {
      setOpen(false)
      toast.success('Consultation cancelled', { description: 'The visitor has been e-mailed.' })
      onDone()
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">Cancel consultation</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this consultation</DialogTitle>
          <DialogDescription>
            The visitor receives the cancellation with a calendar update, and the time is free
            again.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <StaffTextarea
            id="cancel-reason"
            name="reason"
            label="Reason (internal)"
            required
            maxLength={500}
            error={failure?.fields?.reason}
          />
          <StaffTextarea
            id="cancel-message"
            name="messageToVisitor"
            label="Message to the visitor (optional)"
            hint="Sent in the cancellation e-mail when filled in."
            maxLength={1000}
            error={failure?.fields?.messageToVisitor}
          />
          <FormProblem failure={failure?.fields ? undefined : failure} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Cancelling…' : 'Cancel consultation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** Move it to another slot, in the visitor's zone by default. */
function RescheduleForm({
  id,
  sequence,
  timeZone,
  onDone,
}: {
  id: string
  sequence: number
  timeZone: TimeZoneCode
  onDone: () => void
}) {
  const { busy, failure, send } = useConsoleRequest()
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const result = await send(`${base(id)}/reschedule`, {
      sequence,
      date: formValue(form, 'date'),
      time: formValue(form, 'time'),
      timeZone: formValue(form, 'timeZone'),
    })
    if (result.ok) {
      toast.success('Consultation moved', {
        description: 'The visitor has the updated invitation.',
      })
      onDone()
    }
  }
  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-labelledby="reschedule-heading">
      <h3 id="reschedule-heading" className="font-semibold">
        Reschedule
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <StaffInput
          id="reschedule-date"
          name="date"
          type="date"
          label="Date"
          required
          error={failure?.fields?.date}
        />
        <StaffSelect id="reschedule-time" name="time" label="Time" error={failure?.fields?.time}>
          {SLOT_TIMES.map((time) => (
            <option key={time} value={time}>
              {slotLabel(time)}
            </option>
          ))}
        </StaffSelect>
        <StaffSelect
          id="reschedule-zone"
          name="timeZone"
          label="Time zone"
          defaultValue={timeZone}
          error={failure?.fields?.timeZone}
        >
          {TIME_ZONE_CODES.map((code) => (
            <option key={code} value={code}>
              {TIME_ZONES[code].label}
            </option>
          ))}
        </StaffSelect>
      </div>
      <FormProblem failure={failure?.fields ? undefined : failure} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Moving…' : 'Move consultation'}
      </Button>
    </form>
  )
}

/** Completed or no-show, once its time has come. */
function OutcomeButtons({
  id,
  outcome,
  onDone,
}: {
  id: string
  outcome: Props['outcome']
  onDone: () => void
}) {
  const { busy, failure, send } = useConsoleRequest()
  const mark = async (next: 'completed' | 'no-show') => {
    const result = await send(`${base(id)}/outcome`, { outcome: next, shown: outcome })
    if (result.ok) onDone()
  }
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Outcome</h3>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={outcome === 'completed' ? 'primary' : 'outline'}
          aria-pressed={outcome === 'completed'}
          disabled={busy}
          onClick={() => mark('completed')}
        >
          Mark completed
        </Button>
        <Button
          variant={outcome === 'no-show' ? 'primary' : 'outline'}
          aria-pressed={outcome === 'no-show'}
          disabled={busy}
          onClick={() => mark('no-show')}
        >
          Mark no-show
        </Button>
      </div>
      <FormProblem failure={failure} />
    </div>
  )
}

/** What a member may do to the consultation now; the server checks each again. */
export function ConsultationActions({
  id,
  changeable,
  markable,
  outcome,
  timeZone,
  sequence,
}: Props) {
  const router = useRouter()
  const refresh = () => router.refresh()
  if (!changeable && !markable) return null
  return (
    <section aria-labelledby="actions-heading" className="space-y-6 rounded-card border p-4">
      <h2 id="actions-heading" className="text-lg font-semibold">
        Actions
      </h2>
      {changeable ? (
        <>
          <CancelDialog id={id} sequence={sequence} onDone={refresh} />
          <RescheduleForm id={id} sequence={sequence} timeZone={timeZone} onDone={refresh} />
        </>
      ) : null}
      {markable ? <OutcomeButtons id={id} outcome={outcome} onDone={refresh} /> : null}
    </section>
  )
}
