'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { toast } from '@/components/ui/toast'
import { bookingApi } from './booking-api'
import { handleBookingFailure } from './booking-failure'
import { browserTimeZone } from './booking-format'
import { bookingToasts } from './booking-toasts'
import type { BookingView } from './booking-types'
import type { SlotValue } from './slot-selection'
import { isTimeZoneCode, timeZoneCodeFor } from './time-zones'
import { useAvailability } from './use-availability'
import { useDetailsPrefill } from './use-details-prefill'

/** The booking form's fields, in the order a visitor meets them in the compact layout. */
export const BOOKING_FIELDS = ['name', 'email', 'questions', 'date', 'time', 'timeZone'] as const

export type BookingFormValues = Record<(typeof BOOKING_FIELDS)[number], string>

/**
 * The rules a form's values are checked by in the browser: `ConsultationRequestSchema` on
 * /contact, the assistant's own words for blank fields in the chat. The server checks again.
 */
export type BookingFormSchema = z.ZodType<Partial<BookingFormValues>, BookingFormValues>

type Options = {
  schema: BookingFormSchema
  /** The signed-in visitor's name and e-mail, filled in once while the fields are still empty. */
  defaultName?: string
  defaultEmail?: string
  onBooked: (booking: BookingView) => void
  /** The server no longer accepts the visitor's human-check pass: the gate must come back. */
  onPassExpired: () => void
}

/**
 * One consultation booking form's state and rules, for every layout: the fields with the browser's
 * time zone chosen, the signed-in visitor's details offered, the day's times fetched for the chosen
 * zone and day, the honeypot, and the one answer to each refusal (handleBookingFailure).
 */
export function useBookingForm({
  schema,
  defaultName,
  defaultEmail,
  onBooked,
  onPassExpired,
}: Options) {
  const [takenNotice, setTakenNotice] = useState<string>()
  const [honeypot, setHoneypot] = useState('')
  const form = useForm<BookingFormValues, unknown, Partial<BookingFormValues>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      questions: '',
      date: '',
      time: '',
      timeZone: timeZoneCodeFor(browserTimeZone()) ?? '',
    },
  })
  const { setValue, getValues, getFieldState, formState, setError, reset, control } = form
  useDetailsPrefill(
    { name: defaultName, email: defaultEmail },
    {
      read: (field) => getValues(field),
      // Validated at once only where a message already shows, which the value may answer.
      fill: (field, value) =>
        setValue(field, value, { shouldDirty: true, shouldValidate: getFieldState(field).invalid }),
    },
  )
  // Only the slot is watched here: typing in a text field re-renders the buttons, not the calendar.
  const [date = '', time = '', timeZone = ''] = useWatch({
    control,
    name: ['date', 'time', 'timeZone'],
  })
  const availability = useAvailability(
    isTimeZoneCode(timeZone) ? timeZone : 'ET',
    date || undefined,
  )

  const changeSlot = (change: Partial<SlotValue>) => {
    setTakenNotice(undefined)
    for (const [field, value = ''] of Object.entries(change) as [keyof SlotValue, string][]) {
      // A choice clears its message; a time emptied because the day or zone changed is not an
      // error of the visitor's (yet), so it raises none until a submit.
      setValue(field, value, {
        shouldDirty: true,
        shouldTouch: value !== '',
        shouldValidate: value !== '' || formState.isSubmitted,
      })
    }
  }

  const submit = form.handleSubmit(async (request) => {
    const result = await bookingApi.book({ ...request, contact_me_by_fax: honeypot })
    if (result.ok) {
      toast.success(bookingToasts.success.title, { description: bookingToasts.success.description })
      reset()
      setHoneypot('')
      onBooked(result.data.booking)
      return
    }
    handleBookingFailure(result, {
      fields: BOOKING_FIELDS,
      setError,
      // Someone else was quicker: the times are fetched again and the taken one is crossed out.
      slotTaken: (message) => {
        setValue('time', '')
        setTakenNotice(message)
      },
      refreshSlots: availability.refresh,
      passExpired: onPassExpired,
    })
  })

  return {
    form,
    slot: { date, time, timeZone } satisfies SlotValue,
    changeSlot,
    availability,
    /** Said above the times when the chosen one was just taken. */
    takenNotice,
    honeypot,
    setHoneypot,
    submit,
  }
}

export type BookingForm = ReturnType<typeof useBookingForm>
