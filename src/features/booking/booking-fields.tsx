'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form'
import { FormField, type FieldControlProps } from '@/components/forms/form-field'
import { Honeypot } from '@/components/forms/honeypot'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import { LIMITS } from './booking.schema'
import { SlotSelection } from './slot-selection'
import { BOOKING_FIELDS, type BookingForm } from './use-booking-form'

type Props = {
  booking: BookingForm
  /** Prefix for element ids, so two forms never share one. */
  id: string
  /**
   * 'full' (/contact): the slot first, then the details, the zone and calendar beside the times
   * from the md breakpoint on. 'compact' (the chat assistant's panel): the details first, one
   * column, Schedule Consultation only once every field is filled in, and Cancel.
   */
  layout: 'full' | 'compact'
  /**
   * Move focus to the heading: when the form takes over from the check (and again when it comes
   * back after one), not when it first opens.
   */
  focusKey?: number
  /** Compact layout: leave the form (never while a booking is on its way). */
  onCancel?: () => void
}

type TextField = 'name' | 'email' | 'questions'
type TextControlProps = FieldControlProps & UseFormRegisterReturn<TextField> & { className: string }

/** The consultation booking form of `useBookingForm`, in the layout of the place it is shown. */
export function BookingFields({ booking, id, layout, focusKey, onCancel }: Props) {
  const { form, slot, changeSlot, availability, takenNotice, honeypot, setHoneypot, submit } =
    booking
  const { register, formState } = form
  const heading = useRef<HTMLHeadingElement>(null)
  const compact = layout === 'compact'
  const busy = formState.isSubmitting
  const errors = formState.errors

  // Coming back from the check (not when the form first opens).
  useEffect(() => {
    if (focusKey) heading.current?.focus()
  }, [focusKey])

  const field = (
    name: TextField,
    label: string,
    control: (props: TextControlProps) => ReactNode,
  ) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message} compact={compact}>
      {(props) =>
        control({
          ...props,
          className: compact ? cn('mt-1.5', errors[name] && 'border-destructive') : 'mt-2',
          ...register(name),
        })
      }
    </FormField>
  )
  const name = field('name', 'Name', (props) => (
    <Input autoComplete="name" maxLength={compact ? undefined : LIMITS.nameMax + 10} {...props} />
  ))
  const email = field('email', 'E-mail', (props) => (
    <Input type="email" autoComplete="email" inputMode="email" {...props} />
  ))
  const slotSelection = (
    <SlotSelection
      id={id}
      layout={compact ? 'compact' : 'wide'}
      value={slot}
      onChange={changeSlot}
      errors={{
        date: errors.date?.message,
        time: errors.time?.message,
        timeZone: errors.timeZone?.message,
      }}
      availability={availability}
      notice={takenNotice}
    />
  )
  const trap = <Honeypot id={`${id}-fax`} value={honeypot} onChange={setHoneypot} />

  if (compact) {
    return (
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-5">
        <div>
          <h3
            id={`${id}-heading`}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold tracking-tight text-navy-900 outline-none"
          >
            Book a free consultation
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            30 minutes with one of our experts. All fields are required.
          </p>
        </div>
        {name}
        {email}
        {field('questions', 'What would you like to discuss?', (props) => (
          <Textarea rows={3} {...props} />
        ))}
        {slotSelection}
        {trap}
        <CompactActions booking={booking} busy={busy} onCancel={onCancel} />
      </form>
    )
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-10">
      <div>
        <h2
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-navy-900 outline-none"
        >
          Choose a time
        </h2>
        <p className="mt-2 text-muted-foreground">
          Pick a weekday and a 30-minute slot. Times are shown in the time zone you choose.
        </p>
      </div>

      {slotSelection}

      <fieldset className="space-y-6">
        <legend className="text-xl font-bold text-navy-900">Your details</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          {name}
          {email}
        </div>
        <FormField
          id={`${id}-questions`}
          label="What would you like to discuss?"
          error={errors.questions?.message}
          hint={<QuestionsCount booking={booking} />}
        >
          {(props) => <Textarea rows={5} className="mt-2" {...props} {...register('questions')} />}
        </FormField>
        {trap}
      </fieldset>

      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Scheduling...' : 'Schedule Consultation'}
      </Button>
    </form>
  )
}

/** How much of the questions' room is used (watched here, so typing re-renders only this). */
function QuestionsCount({ booking }: { booking: BookingForm }) {
  const questions = useWatch({ control: booking.form.control, name: 'questions' }) ?? ''
  return (
    <>
      {questions.length} / {LIMITS.questionsMax} characters. A few sentences on your goal and what
      is in the way help us bring the right person.
    </>
  )
}

/** Schedule Consultation (only once every field is filled in) and Cancel. */
function CompactActions({
  booking,
  busy,
  onCancel,
}: {
  booking: BookingForm
  busy: boolean
  onCancel?: () => void
}) {
  const values = useWatch({ control: booking.form.control, name: BOOKING_FIELDS })
  const complete = values.every((value) => (value ?? '').trim() !== '')
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={busy || !complete}>
        {busy ? 'Scheduling...' : 'Schedule Consultation'}
      </Button>
      {/* Not while a booking is on its way: it would be made with nobody told. */}
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  )
}
