'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Mail, Phone } from 'lucide-react'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useEffect, useRef, useState, type JSX } from 'react'
import { useForm, useWatch, type Control } from 'react-hook-form'
import { toast } from '@/components/ui/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { site } from '@/config/site'
import { bookingApi } from '@/features/booking/booking-api'
import { handleBookingFailure } from '@/features/booking/booking-failure'
import { browserTimeZone, formatDayLong } from '@/features/booking/booking-format'
import { bookingToasts } from '@/features/booking/booking-toasts'
import type { BookingView } from '@/features/booking/booking-types'
import { SlotSelection, type SlotValue } from '@/features/booking/slot-selection'
import { isTimeZoneCode, timeZoneCodeFor } from '@/features/booking/time-zones'
import { useAvailability } from '@/features/booking/use-availability'
import { useDetailsPrefill } from '@/features/booking/use-details-prefill'
import type { BookingFormProps, ChatBooking } from '@/features/chat/booking-slot'
import { cn } from '@/lib/cn'
import {
  CHAT_BOOKING_FIELDS,
  ChatBookingSchema,
  type ChatBookingInput,
  type ChatBookingRequest,
} from './chat-booking.schema'
import { useBookingJourney } from './use-booking-journey'

// The human check loads only for a visitor who has no pass yet.
const VerificationGate = dynamic(
  () =>
    import('@/features/verification/verification-gate').then((module) => module.VerificationGate),
  { ssr: false, loading: () => <Status text="Loading the check…" /> },
)

type Props = BookingFormProps & {
  /**
   * The signed-in visitor's name and e-mail (composed in site-chat.tsx), filled in once while the
   * fields are still empty and left editable.
   */
  defaultName?: string
  defaultEmail?: string
}

const ID = 'chat-booking'
type TextField = 'name' | 'email' | 'questions'

function toChatBooking(booking: BookingView): ChatBooking {
  return {
    date: booking.date,
    time: booking.time,
    timeZone: booking.timeZone,
    email: booking.email,
    when: `${formatDayLong(booking.date)} at ${booking.timeLabel} ${booking.timeZone}`,
  }
}

function Status({ text }: { text: string }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {text}
    </p>
  )
}

function Heading({ children }: { children: string }) {
  return <h3 className="text-lg font-bold tracking-tight text-navy-900">{children}</h3>
}

function CancelButton({ onCancel, disabled }: { onCancel: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="outline" onClick={onCancel} disabled={disabled}>
      Cancel
    </Button>
  )
}

/** The firm's phone and e-mail and the contact page, where the built-in form cannot be used. */
function ContactInstead({ reason, onCancel }: { reason: string; onCancel: () => void }) {
  return (
    <div className="space-y-4">
      <Heading>Book a free consultation</Heading>
      <p className="text-sm text-muted-foreground">{reason}</p>
      <ul className="space-y-2 text-sm">
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 text-teal-700" />
          <a href={`tel:${site.phone.e164}`} className="font-semibold text-teal-700 underline">
            {site.phone.display}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 text-teal-700" />
          <a href={`mailto:${site.email}`} className="font-semibold text-teal-700 underline">
            {site.email}
          </a>
        </li>
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/contact">Go to the contact page</Link>
        </Button>
        <CancelButton onCancel={onCancel} />
      </div>
    </div>
  )
}

/**
 * The consultation booking form the chat assistant shows in its panel (spec section 5, 'Assistant
 * scheduling form'): name, e-mail, questions, then time zone, day and one of the 14 slots, in one
 * column. It books through the same API as /contact, so the server's rules, the human check and
 * the one-booking-per-slot guarantee are the same: a visitor without a pass solves the check
 * first; one whose pass runs out while typing goes back to it with the form kept. With a
 * third-party scheduler configured, it points to the contact page, the phone and the e-mail.
 */
export function ChatBookingForm({
  onBooked,
  onCancel,
  defaultName,
  defaultEmail,
}: Props): JSX.Element {
  const { setup, stage, opened, arrivals, notice, verified, passExpired } = useBookingJourney()

  if (!setup) return <Status text="Loading the scheduler…" />
  if (setup === 'failed') {
    return (
      <ContactInstead
        reason="The scheduler could not be loaded. Please call or e-mail us, or book on our contact page."
        onCancel={onCancel}
      />
    )
  }
  if (setup.scheduler.kind === 'embed') {
    return (
      <ContactInstead
        reason="Consultations are booked in our scheduling calendar on the contact page. You can also call or e-mail us."
        onCancel={onCancel}
      />
    )
  }

  return (
    <>
      {stage === 'gate' ? (
        <div className="space-y-4">
          <Heading>Book a free consultation</Heading>
          <p className="text-sm text-muted-foreground">First, a quick check.</p>
          <VerificationGate
            provider={setup.verification}
            onVerified={verified}
            initialNotice={notice}
          />
          <CancelButton onCancel={onCancel} />
        </div>
      ) : null}
      {opened ? (
        <div hidden={stage !== 'scheduler'}>
          <BookingFields
            focusKey={arrivals}
            onBooked={onBooked}
            onCancel={onCancel}
            onPassExpired={passExpired}
            defaultName={defaultName}
            defaultEmail={defaultEmail}
          />
        </div>
      ) : null}
    </>
  )
}

/** The form itself, once the visitor holds a pass. */
function BookingFields({
  focusKey,
  onBooked,
  onCancel,
  onPassExpired,
  defaultName,
  defaultEmail,
}: Props & { focusKey: number; onPassExpired: () => void }) {
  const [takenNotice, setTakenNotice] = useState<string>()
  const [honeypot, setHoneypot] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const {
    register,
    handleSubmit,
    formState,
    setValue,
    setError,
    reset,
    control,
    getValues,
    getFieldState,
  } = useForm<ChatBookingInput, unknown, ChatBookingRequest>({
    resolver: zodResolver(ChatBookingSchema),
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
  useDetailsPrefill(
    { name: defaultName, email: defaultEmail },
    {
      read: (field) => getValues(field),
      // Validated at once only where a message already shows, which the value may answer.
      fill: (field, value) =>
        setValue(field, value, {
          shouldDirty: true,
          shouldValidate: getFieldState(field).invalid,
        }),
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
  const busy = formState.isSubmitting

  // Coming back from the check (not when the form first opens inside the conversation).
  useEffect(() => {
    if (focusKey) heading.current?.focus()
  }, [focusKey])

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

  const onSubmit = handleSubmit(async (request) => {
    const result = await bookingApi.book({ ...request, contact_me_by_fax: honeypot })
    if (result.ok) {
      toast.success(bookingToasts.success.title, { description: bookingToasts.success.description })
      reset()
      setHoneypot('')
      onBooked(toChatBooking(result.data.booking))
      return
    }
    handleBookingFailure(result, {
      fields: CHAT_BOOKING_FIELDS,
      setFieldError: (field, message, focus) =>
        setError(field, { message }, { shouldFocus: focus }),
      // Someone else was quicker: the times are fetched again and the taken one is crossed out.
      slotTaken: (message) => {
        setValue('time', '')
        setTakenNotice(message)
      },
      refreshSlots: availability.refresh,
      passExpired: onPassExpired,
    })
  })

  const errors = formState.errors
  const errorId = (field: TextField) => `${ID}-${field}-error`
  const fieldProps = (field: TextField) => ({
    id: `${ID}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
    className: cn('mt-1.5', errors[field] && 'border-destructive'),
    ...register(field),
  })
  const fieldError = (field: TextField) =>
    errors[field]?.message ? (
      <p id={errorId(field)} className="mt-1.5 text-sm font-medium text-destructive">
        {errors[field]?.message}
      </p>
    ) : null

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${ID}-heading`} className="space-y-5">
      <div>
        <h3
          id={`${ID}-heading`}
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

      <div>
        <Label htmlFor={`${ID}-name`}>Name</Label>
        <Input autoComplete="name" {...fieldProps('name')} />
        {fieldError('name')}
      </div>
      <div>
        <Label htmlFor={`${ID}-email`}>E-mail</Label>
        <Input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
        {fieldError('email')}
      </div>
      <div>
        <Label htmlFor={`${ID}-questions`}>What would you like to discuss?</Label>
        <Textarea rows={3} {...fieldProps('questions')} />
        {fieldError('questions')}
      </div>

      <SlotSelection
        id={ID}
        layout="compact"
        value={{ date, time, timeZone }}
        onChange={changeSlot}
        errors={{
          date: errors.date?.message,
          time: errors.time?.message,
          timeZone: errors.timeZone?.message,
        }}
        availability={availability}
        notice={takenNotice}
      />

      {/* A honeypot: hidden from people and assistive technology, filled in by form bots. */}
      <div aria-hidden="true" className="hidden">
        <label htmlFor={`${ID}-fax`}>Fax number (leave empty)</label>
        <input
          id={`${ID}-fax`}
          name="contact_me_by_fax"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      <FormActions control={control} busy={busy} onCancel={onCancel} />
    </form>
  )
}

/** Schedule Consultation (only once every field is filled in) and Cancel. */
function FormActions({
  control,
  busy,
  onCancel,
}: {
  control: Control<ChatBookingInput, unknown, ChatBookingRequest>
  busy: boolean
  onCancel: () => void
}) {
  const values = useWatch({ control, name: CHAT_BOOKING_FIELDS })
  const complete = values.every((value) => (value ?? '').trim() !== '')
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={busy || !complete}>
        {busy ? 'Scheduling...' : 'Schedule Consultation'}
      </Button>
      {/* Not while a booking is on its way: it would be made with nobody told. */}
      <CancelButton onCancel={onCancel} disabled={busy} />
    </div>
  )
}
