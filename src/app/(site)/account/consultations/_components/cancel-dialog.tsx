'use client'

import { useRef, type RefObject } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { bookingApi } from '@/features/booking/booking-api'
import { BookingSummary } from '@/features/booking/booking-summary'
import type { BookingView } from '@/features/booking/booking-types'
import { CancelBooking } from '@/features/booking/cancel-booking'

type Props = {
  booking: BookingView
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened the dialog: focus goes back to it when the booking is kept. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
  /** The id of the element focus goes to once cancelled (the opening button leaves the page). */
  focusAfterCancel: string
  onCancelled: (booking: BookingView) => void
}

/**
 * Asks before cancelling from the account, with the booking's facts and the cancel page's own
 * buttons; a module of its own so the dialog's code loads on first use.
 */
export function CancelDialog({
  booking,
  open,
  onOpenChange,
  returnFocusTo,
  focusAfterCancel,
  onCancelled,
}: Props) {
  const cancelled = useRef(false)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (cancelled.current) document.getElementById(focusAfterCancel)?.focus()
          else returnFocusTo.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>Cancel this consultation?</DialogTitle>
          <DialogDescription>
            Cancelling frees the time for someone else. If another time would suit you better, keep
            it and reschedule instead.
          </DialogDescription>
        </DialogHeader>
        <BookingSummary booking={booking} />
        <CancelBooking
          cancel={() => bookingApi.cancelMine(booking.id)}
          onKeep={() => onOpenChange(false)}
          onCancelled={(result) => {
            cancelled.current = true
            onOpenChange(false)
            onCancelled(result)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
