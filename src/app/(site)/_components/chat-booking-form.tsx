'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'
import type { JSX } from 'react'
import { Button } from '@/components/ui/button'
import { DrawnIcon } from '@/components/ui/drawn-icon'
import { mailIcon } from '@/components/ui/icons/mail'
import { phoneIcon } from '@/components/ui/icons/phone'
import { site } from '@/config/site'
import { BookingFields } from '@/features/booking/booking-fields'
import { formatDayLong } from '@/features/booking/booking-format'
import type { BookingView } from '@/features/booking/booking-types'
import { useBookingForm } from '@/features/booking/use-booking-form'
import type { BookingFormProps, ChatBooking } from '@/features/chat/booking-slot'
import { ChatBookingSchema } from './chat-booking.schema'
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
          <DrawnIcon drawing={phoneIcon} aria-hidden="true" className="size-4 text-teal-700" />
          <a href={`tel:${site.phone.e164}`} className="font-semibold text-teal-700 underline">
            {site.phone.display}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <DrawnIcon drawing={mailIcon} aria-hidden="true" className="size-4 text-teal-700" />
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
          <ChatScheduler
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
function ChatScheduler({
  focusKey,
  onBooked,
  onCancel,
  onPassExpired,
  defaultName,
  defaultEmail,
}: Props & { focusKey: number; onPassExpired: () => void }) {
  const booking = useBookingForm({
    schema: ChatBookingSchema,
    defaultName,
    defaultEmail,
    onBooked: (booked) => onBooked(toChatBooking(booked)),
    onPassExpired,
  })
  return (
    <BookingFields
      booking={booking}
      id="chat-booking"
      layout="compact"
      focusKey={focusKey}
      onCancel={onCancel}
    />
  )
}
