'use client'

import { useState } from 'react'
import { toast } from '@/components/ui/toast'
import { Button } from '@/components/ui/button'
import type { RescheduleCall } from './booking-api'
import { BookingConfirmation } from './booking-confirmation'
import { bookingToasts } from './booking-toasts'
import type { BookingView } from './booking-types'
import { SlotChoiceSchema } from './booking.schema'
import { SlotSelection, type SlotErrors, type SlotValue } from './slot-selection'
import { isTimeZoneCode } from './time-zones'
import { useAvailability } from './use-availability'

type Props = {
  current: BookingView
  /** The API call that moves it: by the e-mailed link's token, or by id from the account. */
  reschedule: RescheduleCall
  /**
   * Called once moved, instead of showing the result here (the account's list updates itself);
   * the toast is raised either way.
   */
  onMoved?: (booking: BookingView) => void
  /** Prefix for element ids, so forms for two bookings on one page never share one. */
  id?: string
  /** The heading's level where the form sits: 2 on its own page, deeper inside a list. */
  headingLevel?: 2 | 3 | 4
}

/** Moves a booking: the same day, zone and time pickers as booking, then one button. */
export function RescheduleForm({
  current,
  reschedule,
  onMoved,
  id = 'reschedule',
  headingLevel = 2,
}: Props) {
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
    const result = await reschedule(parsed.data)
    setBusy(false)
    if (result.ok) {
      toast.success(bookingToasts.moved.title, { description: bookingToasts.moved.description })
      if (onMoved) onMoved(result.data.booking)
      else setMoved(result.data.booking)
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

  const Heading = `h${headingLevel}` as const
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-8">
      <Heading id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-navy-900">
        Choose a new time
      </Heading>
      <SlotSelection
        id={id}
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
