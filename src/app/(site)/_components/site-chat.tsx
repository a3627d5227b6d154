'use client'

import dynamic from 'next/dynamic'
import { ChatLauncher } from '@/features/chat/chat-launcher'

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

/**
 * The chat on every page. Composed here because the panel's booking form is made of the booking
 * feature's parts, and features do not import each other.
 */
export function SiteChat() {
  return <ChatLauncher bookingForm={ChatBookingForm} />
}
