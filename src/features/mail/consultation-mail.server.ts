import 'server-only'
import { getEnv } from '@/config/env.server'
import { publicUrl } from '@/server/public-origin'
import type { Database } from '@/server/db/client'
import { enqueueMail, withdrawMail } from './outbox.server'
import { renderConsultationCancellation } from './templates/consultation-cancellation'
import { renderConsultationConfirmation } from './templates/consultation-confirmation'
import { renderConsultationNotification } from './templates/consultation-notification'
import { renderConsultationReminder } from './templates/consultation-reminder'
import type { ConsultationBooking } from './templates/consultation-time'
import type { RenderedMail } from './templates/rendered-mail'

/** A booking as the booking feature hands it over, at one version (SEQUENCE) of its life. */
export type ConsultationMailBooking = ConsultationBooking & { sequence: number }
export type ConsultationLinks = { cancelUrl: string; rescheduleUrl: string }

/** The reminder goes out this long before the meeting. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000

const reminderKeyPrefix = (bookingId: string) => `consultation-reminder:${bookingId}:`

function queue(
  tx: Database,
  key: string,
  to: string,
  mail: RenderedMail,
  notBefore?: Date,
): Promise<unknown> {
  return enqueueMail(tx, {
    idempotencyKey: key,
    to,
    from: getEnv().MAIL_FROM,
    ...mail,
    ...(notBefore ? { notBefore } : {}),
  })
}

/** Queues the reminder, unless the meeting is less than a day away (the confirmation is enough). */
async function queueReminder(
  tx: Database,
  booking: ConsultationMailBooking,
  links: ConsultationLinks,
  now: Date,
) {
  const due = new Date(booking.startsAt.getTime() - REMINDER_LEAD_MS)
  if (due <= now) return
  await queue(
    tx,
    `${reminderKeyPrefix(booking.bookingId)}${booking.sequence}`,
    booking.email,
    renderConsultationReminder({ ...booking, ...links }),
    due,
  )
}

/**
 * The e-mails of a booking's life, queued in the booking's own transaction: the visitor's
 * confirmation (with the calendar invitation), the firm's notification and the reminder; on a
 * move the updated invitation and a fresh reminder; on cancellation the calendar CANCEL. A
 * reminder still waiting when the booking moves or is cancelled is withdrawn.
 */
export const consultationMail = {
  async booked(tx: Database, booking: ConsultationMailBooking, links: ConsultationLinks) {
    const key = `consultation:${booking.bookingId}:${booking.sequence}`
    await queue(
      tx,
      `${key}:confirmation`,
      booking.email,
      renderConsultationConfirmation({ ...booking, ...links }),
    )
    await queue(
      tx,
      `${key}:notification`,
      getEnv().MAIL_TO_SALES,
      renderConsultationNotification(booking),
    )
    await queueReminder(tx, booking, links, new Date())
  },

  async moved(
    tx: Database,
    booking: ConsultationMailBooking,
    previousStartsAt: Date,
    links: ConsultationLinks,
  ) {
    const key = `consultation:${booking.bookingId}:${booking.sequence}`
    await withdrawMail(tx, reminderKeyPrefix(booking.bookingId))
    await queue(
      tx,
      `${key}:confirmation`,
      booking.email,
      renderConsultationConfirmation({ ...booking, ...links, previousStartsAt }),
    )
    await queue(
      tx,
      `${key}:notification`,
      getEnv().MAIL_TO_SALES,
      renderConsultationNotification({ ...booking, change: { kind: 'moved', previousStartsAt } }),
    )
    await queueReminder(tx, booking, links, new Date())
  },

  async cancelled(tx: Database, booking: ConsultationMailBooking) {
    const key = `consultation:${booking.bookingId}:${booking.sequence}`
    await withdrawMail(tx, reminderKeyPrefix(booking.bookingId))
    await queue(
      tx,
      `${key}:cancellation`,
      booking.email,
      renderConsultationCancellation({ ...booking, bookAgainUrl: publicUrl('/contact') }),
    )
    await queue(
      tx,
      `${key}:notification`,
      getEnv().MAIL_TO_SALES,
      renderConsultationNotification({ ...booking, change: { kind: 'cancelled' } }),
    )
  },
}
