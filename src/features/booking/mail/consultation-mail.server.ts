import 'server-only'
import { getEnv } from '@/config/env.server'
import { publicUrl } from '@/server/public-origin'
import type { Database } from '@/server/db/client'
import { eq } from 'drizzle-orm'
import { consultants, staffUsers, type ConsultationRow } from '@/server/db/schema'
import { queueMail, withdrawMail } from '@/server/mail/outbox.server'
import type { RenderedMail } from '@/server/mail/rendered-mail'
import { CONSULTATION_MINUTES } from '../slots'
import { TIME_ZONES } from '../time-zones'
import { renderConsultationCancellation } from './consultation-cancellation'
import { renderConsultationConfirmation } from './consultation-confirmation'
import { renderConsultationNotification } from './consultation-notification'
import { renderConsultationReminder } from './consultation-reminder'
import { renderConsultantInvitation, type ConsultantNews } from './consultant-invitation'
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
 * The consultant the visitor will meet, by name: the one whose own calendar holds the
 * consultation (a consultation on the firm's calendar names no one, as before consultants had
 * calendars).
 */
export async function consultantNameOf(
  tx: Database,
  row: ConsultationRow,
): Promise<string | undefined> {
  if (!row.consultantId) return undefined
  const [member] = await tx
    .select({ name: staffUsers.name })
    .from(consultants)
    .innerJoin(staffUsers, eq(staffUsers.id, consultants.staffUserId))
    .where(eq(consultants.id, row.calendarId))
  return member?.name
}

/**
 * Tells the consultant the consultation is theirs, has moved or is not theirs any more, in their
 * own zone, when they are still on the staff. `occasion` tells apart the messages of one version
 * (a consultation given to someone, taken back and given again stays at its SEQUENCE).
 */
async function tellConsultant(
  tx: Database,
  row: ConsultationRow,
  consultantId: string | null,
  news: ConsultantNews,
  occasion = '',
) {
  if (!consultantId) return
  const [member] = await tx
    .select({ name: staffUsers.name, email: staffUsers.email, banned: staffUsers.banned })
    .from(staffUsers)
    .where(eq(staffUsers.id, consultantId))
  if (!member || member.banned) return
  const [calendar] = await tx
    .select({ timeZone: consultants.timeZone })
    .from(consultants)
    .where(eq(consultants.staffUserId, consultantId))
  await queue(
    tx,
    `consultation:${row.id}:${row.sequence}:consultant:${consultantId}:${news}${occasion}`,
    member.email,
    renderConsultantInvitation({
      ...consultationMailBooking(row),
      news,
      consultant: {
        name: member.name,
        email: member.email,
        timeZone: calendar?.timeZone ?? 'America/New_York',
      },
    }),
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
  /** Answers the consultant the confirmation names, for the booking's answer to show too. */
  async booked(
    tx: Database,
    row: ConsultationRow,
    links: ConsultationLinks,
  ): Promise<{ consultant?: string }> {
    const booking = consultationMailBooking(row)
    const key = `consultation:${booking.bookingId}:${booking.sequence}`
    const consultant = await consultantNameOf(tx, row)
    await queue(
      tx,
      `${key}:confirmation`,
      booking.email,
      renderConsultationConfirmation({ ...booking, ...links, consultant }),
    )
    await queue(
      tx,
      `${key}:notification`,
      getEnv().MAIL_TO_SALES,
      renderConsultationNotification(booking),
    )
    await queueReminder(tx, booking, links, new Date())
    await tellConsultant(tx, row, row.consultantId, 'assigned')
    return { consultant }
  },

  async moved(
    tx: Database,
    row: ConsultationRow,
    previousStartsAt: Date,
    links: ConsultationLinks,
    /** Who held it before the move, when the move gave it to another consultant. */
    previousConsultantId: string | null = row.consultantId,
  ) {
    const booking = consultationMailBooking(row)
    const key = `consultation:${booking.bookingId}:${booking.sequence}`
    await withdrawMail(tx, reminderKeyPrefix(booking.bookingId))
    await queue(
      tx,
      `${key}:confirmation`,
      booking.email,
      renderConsultationConfirmation({
        ...booking,
        ...links,
        previousStartsAt,
        consultant: await consultantNameOf(tx, row),
      }),
    )
    await queue(
      tx,
      `${key}:notification`,
      getEnv().MAIL_TO_SALES,
      renderConsultationNotification({ ...booking, change: { kind: 'moved', previousStartsAt } }),
    )
    await queueReminder(tx, booking, links, new Date())
    if (previousConsultantId === row.consultantId) {
      await tellConsultant(tx, row, row.consultantId, 'moved')
    } else {
      await tellConsultant(tx, row, previousConsultantId, 'withdrawn')
      await tellConsultant(tx, row, row.consultantId, 'assigned')
    }
  },

  /** The consultation was given from one consultant (or no one) to another (or no one). */
  async reassigned(
    tx: Database,
    row: ConsultationRow,
    previousConsultantId: string | null,
    now: Date,
    {
      visitorLinks,
    }: {
      /** Set when it went to another calendar: the visitor's updated invitation carries them. */
      visitorLinks?: ConsultationLinks
    } = {},
  ) {
    const occasion = `:${now.getTime()}`
    await tellConsultant(tx, row, previousConsultantId, 'withdrawn', occasion)
    await tellConsultant(tx, row, row.consultantId, 'assigned', occasion)
    if (!visitorLinks) return
    const booking = consultationMailBooking(row)
    await withdrawMail(tx, reminderKeyPrefix(booking.bookingId))
    await queue(
      tx,
      `consultation:${booking.bookingId}:${booking.sequence}:confirmation`,
      booking.email,
      renderConsultationConfirmation({
        ...booking,
        ...visitorLinks,
        handedOver: true,
        consultant: await consultantNameOf(tx, row),
      }),
    )
    await queueReminder(tx, booking, visitorLinks, now)
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
    await tellConsultant(tx, row, row.consultantId, 'withdrawn')
  },
}
