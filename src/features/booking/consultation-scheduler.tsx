'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '@/components/ui/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { bookingApi } from './booking-api'
import { handleBookingFailure } from './booking-failure'
import { BookingConfirmation } from './booking-confirmation'
import { browserTimeZone } from './booking-format'
import { bookingToasts } from './booking-toasts'
import type { BookingView } from './booking-types'
import {
  ConsultationRequestSchema,
  LIMITS,
  type ConsultationRequest,
  type ConsultationRequestInput,
} from './booking.schema'
import { SlotSelection, type SlotValue } from './slot-selection'
import { isTimeZoneCode, timeZoneCodeFor } from './time-zones'
import { useAvailability } from './use-availability'
import { useDetailsPrefill } from './use-details-prefill'

const FIELDS = ['name', 'email', 'questions', 'date', 'time', 'timeZone'] as const

type Props = {
  /** The server no longer accepts the visitor's human-check pass: the gate must come back. */
  onPassExpired: () => void
  /**
   * Move focus to the heading: when the scheduler takes over from the check (and again when it
   * comes back after one), not when the page opens with it.
   */
  focusKey?: number
  /**
   * The signed-in visitor's name and e-mail, filled in once while the fields are still empty and
   * left editable; they may arrive after the form has opened.
   */
  defaultName?: string
  defaultEmail?: string
}

/**
 * The built-in scheduler: day, time zone and one of the 14 slots, then name, e-mail and
 * questions. Validated in the browser with the schema the server uses again.
 */
export function ConsultationScheduler({
  onPassExpired,
  focusKey,
  defaultName,
  defaultEmail,
}: Props) {
  const [booked, setBooked] = useState<BookingView>()
  const [takenNotice, setTakenNotice] = useState<string>()
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useForm<ConsultationRequestInput, unknown, ConsultationRequest>({
    resolver: zodResolver(ConsultationRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      questions: '',
      date: '',
      time: '',
      timeZone: (timeZoneCodeFor(browserTimeZone()) ?? '') as ConsultationRequestInput['timeZone'],
    },
  })
  const { register, handleSubmit, formState, setValue, setError, reset, control } = form
  useDetailsPrefill(
    { name: defaultName, email: defaultEmail },
    {
      read: (field) => form.getValues(field),
      // Validated at once only where a message already shows, which the value may answer.
      fill: (field, value) =>
        setValue(field, value, {
          shouldDirty: true,
          shouldValidate: form.getFieldState(field).invalid,
        }),
    },
  )
  const [date = '', time = '', timeZone = '', questions = ''] = useWatch({
    control,
    name: ['date', 'time', 'timeZone', 'questions'],
  })
  const slot = { date, time, timeZone }
  const availability = useAvailability(
    isTimeZoneCode(slot.timeZone) ? slot.timeZone : 'ET',
    slot.date || undefined,
  )
  const questionsLength = questions.length
  const [honeypot, setHoneypot] = useState('')

  useEffect(() => {
    if (focusKey) heading.current?.focus()
  }, [focusKey])

  const changeSlot = (change: Partial<SlotValue>) => {
    setTakenNotice(undefined)
    for (const [field, value] of Object.entries(change)) {
      setValue(field as keyof SlotValue, value as never, {
        shouldValidate: formState.isSubmitted,
        shouldDirty: true,
      })
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    const result = await bookingApi.book({ ...values, contact_me_by_fax: honeypot })
    if (result.ok) {
      toast.success(bookingToasts.success.title, { description: bookingToasts.success.description })
      reset()
      setBooked(result.data.booking)
      return
    }
    handleBookingFailure(result, {
      fields: FIELDS,
      setFieldError: (field, message, focus) =>
        setError(field, { message }, { shouldFocus: focus }),
      slotTaken: (message) => {
        setValue('time', '')
        setTakenNotice(message)
      },
      refreshSlots: availability.refresh,
      passExpired: onPassExpired,
    })
  })

  if (booked) return <BookingConfirmation booking={booked} />

  const errors = formState.errors
  const fieldError = (field: 'name' | 'email' | 'questions') =>
    errors[field]?.message ? (
      <p id={`consultation-${field}-error`} className="mt-2 text-sm font-medium text-destructive">
        {errors[field]?.message}
      </p>
    ) : null
  const describedBy = (field: 'name' | 'email' | 'questions', hint?: string) =>
    [errors[field] ? `consultation-${field}-error` : undefined, hint].filter(Boolean).join(' ') ||
    undefined

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="scheduler-heading" className="space-y-10">
      <div>
        <h2
          id="scheduler-heading"
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

      <SlotSelection
        id="consultation"
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

      <fieldset className="space-y-6">
        <legend className="text-xl font-bold text-navy-900">Your details</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <Label htmlFor="consultation-name">Name</Label>
            <Input
              id="consultation-name"
              autoComplete="name"
              maxLength={LIMITS.nameMax + 10}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
              className="mt-2"
              {...register('name')}
            />
            {fieldError('name')}
          </div>
          <div>
            <Label htmlFor="consultation-email">E-mail</Label>
            <Input
              id="consultation-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email')}
              className="mt-2"
              {...register('email')}
            />
            {fieldError('email')}
          </div>
        </div>
        <div>
          <Label htmlFor="consultation-questions">What would you like to discuss?</Label>
          <Textarea
            id="consultation-questions"
            rows={5}
            aria-invalid={errors.questions ? true : undefined}
            aria-describedby={describedBy('questions', 'consultation-questions-count')}
            className="mt-2"
            {...register('questions')}
          />
          <p id="consultation-questions-count" className="mt-1 text-xs text-muted-foreground">
            {questionsLength} / {LIMITS.questionsMax} characters. A few sentences on your goal and
            what is in the way help us bring the right person.
          </p>
          {fieldError('questions')}
        </div>
        {/* A honeypot: hidden from people and assistive technology, filled in by form bots. */}
        <div aria-hidden="true" className="hidden">
          <label htmlFor="consultation-fax">Fax number (leave empty)</label>
          <input
            id="consultation-fax"
            name="contact_me_by_fax"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
      </fieldset>

      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Scheduling...' : 'Schedule Consultation'}
      </Button>
    </form>
  )
}
