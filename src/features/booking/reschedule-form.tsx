'use client'

import { useState } from 'react'
import { toast } from '@/components/layout/toaster'
import { Button } from '@/components/ui/button'
import { bookingApi } from './booking-api'
import { BookingConfirmation } from './booking-confirmation'
import type { BookingView } from './booking-types'
import { SlotChoiceSchema } from './booking.schema'
import { SlotSelection, type SlotErrors, type SlotValue } from './slot-selection'
import { isTimeZoneCode } from './time-zones'
import { useAvailability } from './use-availability'

type Props = { token: string; current: BookingView }

/** Moves a booking: the same day, zone and time pickers as booking, then one button. */
export function RescheduleForm({ token, current }: Props) {
  const [value, setValue] = useState<SlotValue>({ date: '', time: '', timeZone: current.timeZone })
  const [errors, setErrors] = useState<SlotErrors>({})
  const [notice, setNotice] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [moved, setMoved] = useState<BookingView>()
  const availability = useAvailability(
    isTimeZoneCode(value.timeZone) ? value.timeZone : current.timeZone,
    value.date || undefined,
  )

  if (moved) return <BookingConfirmation booking={moved} kind="moved" />

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setNotice(undefined)
    const parsed = SlotChoiceSchema.safeParse(value)
    if (!parsed.success) {
      const found: SlotErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof SlotValue
        found[field] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    setBusy(true)
    const result = await bookingApi.reschedule(token, parsed.data)
    setBusy(false)
    if (result.ok) {
      toast.success('Consultation Rescheduled!', {
        description: 'We sent the updated calendar invitation to your e-mail.',
      })
      setMoved(result.data.booking)
      return
    }
    if (result.status === 409 || result.status === 422) {
      if (result.status === 409) setValue((previous) => ({ ...previous, time: '' }))
      if (result.fields && result.status === 422) setErrors(result.fields)
      else setNotice(result.error)
      availability.refresh()
      return
    }
    toast.error('Error', {
      description:
        result.status >= 400 && result.status < 500
          ? result.error
          : 'There was an error moving your consultation. Please try again.',
    })
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="reschedule-heading" className="space-y-8">
      <h2 id="reschedule-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        Choose a new time
      </h2>
      <SlotSelection
        id="reschedule"
        value={value}
        onChange={(change) => {
          setNotice(undefined)
          setValue((previous) => ({ ...previous, ...change }))
        }}
        errors={errors}
        availability={availability}
        notice={notice}
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Moving...' : 'Move my consultation'}
      </Button>
    </form>
  )
}
