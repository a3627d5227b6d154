'use client'

import dynamic from 'next/dynamic'
import type { BookingFormProps } from '@/features/chat/booking-slot'
import { ChatLauncher } from '@/features/chat/chat-launcher'
import { useAccountDetails } from './use-account-details'

// The booking form (calendar, slots, human check) loads when the visitor takes up the offer.
const ChatBookingForm = dynamic(
  () => import('./chat-booking-form').then((module) => module.ChatBookingForm),
  {
    ssr: false,
    loading: () => (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the booking form…
      </p>
    ),
  },
)

/** The panel's booking form, with a signed-in visitor's name and e-mail filled in. */
function AccountBookingForm(props: BookingFormProps) {
  const details = useAccountDetails()
  return <ChatBookingForm {...props} {...details} />
}

/**
 * The chat on every page. Composed here because the panel's booking form is made of the booking
 * feature's parts (and knows the account's details), and features do not import each other.
 */
export function SiteChat() {
  return <ChatLauncher bookingForm={AccountBookingForm} />
}
