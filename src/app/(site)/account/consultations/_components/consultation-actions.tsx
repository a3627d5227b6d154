'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { Button } from '@/components/ui/button'
import { bookingApi } from '@/features/booking/booking-api'
import { bookingToasts } from '@/features/booking/booking-toasts'
import type { ListedBooking } from '@/features/booking/booking-types'

// The calendar and the dialog load when first asked for, not with the list.
const RescheduleForm = dynamic(
  () => import('@/features/booking/reschedule-form').then((module) => module.RescheduleForm),
  {
    ssr: false,
    loading: () => (
      <p role="status" className="text-muted-foreground">
        Loading the calendar…
      </p>
    ),
  },
)
const CancelDialog = dynamic(
  () => import('./cancel-dialog').then((module) => module.CancelDialog),
  {
    ssr: false,
  },
)

type Props = {
  booking: ListedBooking
  /** The element that names the booking (its heading in the list), for the buttons' description. */
  describedBy: string
  /** Where focus goes once a cancelled booking has left the list: the list's heading. */
  focusAfterCancel: string
}

/**
 * Reschedule and Cancel for one of the signed-in person's upcoming consultations: the booking
 * feature's own forms, bound to the account's calls (by id; the session vouches for the owner).
 * After a change the server renders the lists again (router.refresh) and a toast confirms it.
 */
export function ConsultationActions({ booking, describedBy, focusAfterCancel }: Props) {
  const router = useRouter()
  const [rescheduling, setRescheduling] = useState(false)
  const [cancelAsked, setCancelAsked] = useState(false)
  const [cancelOpen, setCancelOpen] = useState(false)
  const rescheduleButton = useRef<HTMLButtonElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const panelId = `reschedule-${booking.id}`

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <Button
          ref={rescheduleButton}
          type="button"
          variant="outline"
          aria-expanded={rescheduling}
          aria-controls={rescheduling ? panelId : undefined}
          aria-describedby={describedBy}
          onClick={() => setRescheduling((open) => !open)}
        >
          Reschedule
        </Button>
        <Button
          ref={cancelButton}
          type="button"
          variant="outline"
          aria-haspopup="dialog"
          aria-describedby={describedBy}
          onClick={() => {
            setCancelAsked(true)
            setCancelOpen(true)
          }}
        >
          Cancel
        </Button>
      </div>
      {rescheduling ? (
        <div id={panelId} className="border-t border-border pt-6">
          <p className="mb-6 text-sm text-muted-foreground">
            We e-mail you the updated invitation with new links to change it; the links in earlier
            e-mails about this consultation then stop working.
          </p>
          <RescheduleForm
            id={`${panelId}-form`}
            headingLevel={4}
            current={booking}
            reschedule={(choice) => bookingApi.rescheduleMine(booking.id, choice)}
            onMoved={() => {
              setRescheduling(false)
              router.refresh()
              // The form is gone; its opener stays (the booking is still upcoming).
              rescheduleButton.current?.focus()
            }}
          />
        </div>
      ) : null}
      {cancelAsked ? (
        <CancelDialog
          booking={booking}
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          returnFocusTo={cancelButton}
          focusAfterCancel={focusAfterCancel}
          onCancelled={() => {
            toast.success(bookingToasts.cancelled.title, {
              description: bookingToasts.cancelled.description,
            })
            router.refresh()
          }}
        />
      ) : null}
    </div>
  )
}
