import 'server-only'
import { getEnv } from '@/config/env.server'
import { publicUrl } from '@/server/public-origin'
import type { Database } from '@/server/db/client'
import type { ConsultationRow } from '@/server/db/schema'
import { queueMail, withdrawMail } from '@/server/mail/outbox.server'
import type { RenderedMail } from '@/server/mail/rendered-mail'
import { CONSULTATION_MINUTES } from '../slots'
import { TIME_ZONES } from '../time-zones'
import { renderConsultationCancellation } from './consultation-cancellation'
import { renderConsultationConfirmation } from './consultation-confirmation'
import { renderConsultationNotification } from './consultation-notification'
import { renderConsultationReminder } from './consultation-reminder'
import type { ConsultationBooking } from './consultation-time'

/** A booking as its e-mails see it, at one version (iCalendar SEQUENCE) of its life. */
export type ConsultationMailBooking = ConsultationBooking & { sequence: number }
export type ConsultationLinks = { cancelUrl: string; rescheduleUrl: string }

/** The reminder goes out this long before the meeting. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000

const reminderKeyPrefix = (bookingId: string) => `consultation-reminder:${bookingId}:`

/** What the e-mails of a booking need to know of its row. */
export function consultationMailBooking(row: ConsultationRow): ConsultationMailBooking {
  return {
    bookingId: row.id,
    name: row.name,
    email: row.email,
    questions: row.questions,
    startsAt: row.startsAt,
    durationMinutes: CONSULTATION_MINUTES,
    timeZone: TIME_ZONES[row.timeZone].iana,
    timeZoneLabel: TIME_ZONES[row.timeZone].label,
    sequence: row.sequence,
  }
}

function queue(
  tx: Database,
  key: string,
  to: string,
  mail: RenderedMail,
  notBefore?: Date,
): Promise<unknown> {
  return queueMail(tx, { idempotencyKey: key, to, mail, notBefore })
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
 * The e-mails of a booking's life, queued in the booking's own transaction (so a booking and its
 * e-mails are committed together or not at all): the visitor's confirmation (with the calendar
 * invitation), the firm's notification and the reminder; on a move the updated invitation and a
 * fresh reminder; on cancellation the calendar CANCEL. A reminder still waiting when the booking
 * moves or is cancelled is withdrawn. Each takes the booking's row as just written.
 */
export const consultationMail = {
  async booked(tx: Database, row: ConsultationRow, links: ConsultationLinks) {
    const booking = consultationMailBooking(row)
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
    row: ConsultationRow,
    previousStartsAt: Date,
    links: ConsultationLinks,
  ) {
    const booking = consultationMailBooking(row)
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

  /** `messageToVisitor`: what staff chose to tell the visitor when they cancelled for them. */
  async cancelled(
    tx: Database,
    row: ConsultationRow,
    { messageToVisitor }: { messageToVisitor?: string } = {},
  ) {
    const booking = consultationMailBooking(row)
    const key = `consultation:${booking.bookingId}:${booking.sequence}`
    await withdrawMail(tx, reminderKeyPrefix(booking.bookingId))
    await queue(
      tx,
      `${key}:cancellation`,
      booking.email,
      renderConsultationCancellation({
        ...booking,
        bookAgainUrl: publicUrl('/contact'),
        messageToVisitor,
      }),
    )
    await queue(
      tx,
      `${key}:notification`,
      getEnv().MAIL_TO_SALES,
      renderConsultationNotification({ ...booking, change: { kind: 'cancelled' } }),
    )
  },
}
