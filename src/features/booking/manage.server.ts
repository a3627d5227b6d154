import 'server-only'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { recordAudit } from '@/server/audit/audit-log'
import { isExclusionViolation } from '@/server/db/errors'
import { lockForTransaction } from '@/server/db/transaction-lock'
import {
  consultationEvents,
  consultations,
  type ConsultationRow,
  type CONSULTATION_CHANNELS,
} from '@/server/db/schema'
import { buffersOf, chooseCalendar, slotProblems } from './availability.server'
import { messages, type ConsultationRequest, type SlotChoice } from './booking.schema'
import type { BookingView } from './booking-types'
import type { BookingPolicy } from './calendar-rules.server'
import { queueConsultationWebhook } from './lead-webhooks.server'
import { consultationMail } from './mail/consultation-mail.server'
import {
  hashManageToken,
  looksLikeManageToken,
  manageLinks,
  newManageToken,
} from './manage-token.server'
import { slotStart } from './slots'
import { emailIs, toBookingView } from './views.server'

/**
 * Booking, cancelling and moving a consultation, and finding the booking a manage link or an
 * account points at. Each change is one transaction that also queues its e-mails (mail/).
 */

export const SLOT_TAKEN_MESSAGE =
  'Sorry, someone has just booked this time. Please choose another time.'
export type BookingFailure =
  { ok: false; reason: 'invalid'; fields: Record<string, string> } | { ok: false; reason: 'taken' }

/**
 * Why a new booking was refused besides its slot: `unverified` — the human-check pass was already
 * spent on another booking; `limit` — the e-mail address already holds the most upcoming
 * bookings allowed (the message goes on the e-mail field).
 */
export type NewBookingFailure =
  | BookingFailure
  | { ok: false; reason: 'unverified' }
  | { ok: false; reason: 'limit'; fields: { email: string } }

type Clock = { now?: Date }

/** Where a booking was made (the inbox shows it). */
export type BookingChannel = (typeof CONSULTATION_CHANNELS)[number]

/**
 * How many upcoming (confirmed, not yet started) consultations one e-mail address may hold. A
 * person books one, perhaps a second for a colleague's topic; a script that passes the human check
 * cannot fill the calendar, or someone's inbox, with one address.
 */
export const UPCOMING_BOOKINGS_PER_EMAIL = 2

export const UPCOMING_LIMIT_MESSAGE = `This e-mail address already has ${UPCOMING_BOOKINGS_PER_EMAIL} upcoming consultations with us. To book another, please cancel or move one of them first: the links are in your confirmation e-mails.`

/**
 * Spends what entitles this request to book (the visitor's human-check pass), inside the
 * booking's own transaction: true once, false when it was already spent. src/app wires it in.
 */
export type SpendPass = (tx: Database) => Promise<boolean>

/** A slot no calendar offers is a wrong choice of time; one every calendar holds is taken. */
function refusalFor(reason: 'not-offered' | 'taken'): BookingFailure {
  return reason === 'taken'
    ? { ok: false, reason: 'taken' }
    : { ok: false, reason: 'invalid', fields: { time: messages.timeNotOffered } }
}

/** Thrown inside the booking transaction to roll it back; answered as its failure. */
class BookingRefused extends Error {
  constructor(readonly failure: NewBookingFailure) {
    super(`booking refused: ${failure.reason}`)
  }
}

/**
 * A transaction-scoped lock on one e-mail address (in any case), so two bookings for the same
 * address take turns counting its upcoming bookings: the cap holds under concurrency too.
 */
const lockEmail = (tx: Database, email: string) =>
  lockForTransaction(tx, `consultation-email:${email.toLowerCase()}`)

async function upcomingCount(tx: Database, email: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(consultations)
    .where(
      and(emailIs(email), eq(consultations.status, 'confirmed'), gt(consultations.startsAt, now)),
    )
  return Number(row?.count ?? 0)
}

/**
 * Books a consultation. One transaction holds the row, its e-mails and the spent pass, so they are
 * committed together or not at all: a slot someone else holds answers `taken` (the partial unique
 * index decides, so two requests can never both win), an address at its limit of upcoming
 * bookings answers `limit`, a pass already spent answers `unverified`, and none of these spends
 * the pass.
 */
export async function bookConsultation(
  db: Database,
  request: ConsultationRequest,
  {
    policy,
    spendPass,
    bookedVia = 'contact',
    now = new Date(),
  }: Clock & { policy: BookingPolicy; spendPass: SpendPass; bookedVia?: BookingChannel },
): Promise<{ ok: true; booking: BookingView } | NewBookingFailure> {
  const problems = slotProblems(request, policy, now)
  if (problems) return { ok: false, reason: 'invalid', fields: problems }

  const { token, hash } = newManageToken()
  try {
    const booked = await db.transaction(async (tx) => {
      await lockEmail(tx, request.email)
      if ((await upcomingCount(tx, request.email, now)) >= UPCOMING_BOOKINGS_PER_EMAIL) {
        throw new BookingRefused({
          ok: false,
          reason: 'limit',
          fields: { email: UPCOMING_LIMIT_MESSAGE },
        })
      }
      const startsAt = slotStart(request.date, request.time, request.timeZone)
      const choice = await chooseCalendar(tx, {
        startsAt,
        zone: request.timeZone,
        policy,
        now,
      })
      if (!choice.ok) throw new BookingRefused(refusalFor(choice.reason))
      const buffers = buffersOf(policy)
      const [inserted] = await tx
        .insert(consultations)
        .values({
          name: request.name,
          email: request.email,
          questions: request.questions,
          startsAt,
          timeZone: request.timeZone,
          manageTokenHash: hash,
          bookedVia,
          calendarId: choice.calendar.id,
          consultantId: choice.calendar.staffUserId,
          bufferBeforeMinutes: buffers.beforeMinutes,
          bufferAfterMinutes: buffers.afterMinutes,
          createdAt: now,
          updatedAt: now,
        })
        // The calendar is locked and was free, so a conflict cannot happen; if it did, the
        // exclusion constraint on the calendar's time (the token hash is 256 random bits) makes
        // it a taken slot, never a second consultation at once.
        .onConflictDoNothing()
        .returning()
      if (!inserted) throw new BookingRefused({ ok: false, reason: 'taken' })
      // Last, so the pass is spent only by a booking that is otherwise made; the throw rolls
      // the row back.
      if (!(await spendPass(tx))) throw new BookingRefused({ ok: false, reason: 'unverified' })
      await tx.insert(consultationEvents).values({
        consultationId: inserted.id,
        at: now,
        kind: 'booked',
        toStartsAt: inserted.startsAt,
      })
      const { consultant } = await consultationMail.booked(tx, inserted, manageLinks(token))
      await queueConsultationWebhook(tx, 'consultation.booked', inserted)
      return { inserted, consultant }
    })
    const view = toBookingView(booked.inserted)
    return {
      ok: true,
      booking: booked.consultant ? { ...view, consultant: booked.consultant } : view,
    }
  } catch (error) {
    if (error instanceof BookingRefused) return error.failure
    throw error
  }
}

/** What a cancel or reschedule link leads to. */
export type ManagedBooking =
  | { state: 'unknown' }
  | { state: 'active'; booking: BookingView }
  | { state: 'cancelled'; booking: BookingView }
  | { state: 'past'; booking: BookingView }

/** A link that can no longer change its booking, and why. */
export type InactiveBooking = Exclude<ManagedBooking, { state: 'active' }>

function managedState(row: ConsultationRow | undefined, now: Date): ManagedBooking {
  if (!row) return { state: 'unknown' }
  const booking = toBookingView(row)
  if (row.status === 'cancelled') return { state: 'cancelled', booking }
  if (row.startsAt <= now) return { state: 'past', booking }
  return { state: 'active', booking }
}

/**
 * A staff member changing a booking for the visitor, from the console: who (for the history and
 * the audit log), the request (for the audit log), and whether their role may change this
 * booking, asked of the row once it is locked (a consultant changes only their own).
 */
export type StaffChange = {
  staffId: string
  requestId?: string
  mayChange: (row: ConsultationRow) => boolean
  /**
   * The version (iCalendar SEQUENCE) the member's screen showed. When the booking has changed
   * since (a colleague or the visitor moved or cancelled it), the change is refused with
   * `StaleStaffChange` rather than applied to a booking the member has not seen.
   */
  expectedSequence?: number
}

/** A staff change to a booking that changed after the member's screen showed it (answered 409). */
export class StaleStaffChange extends Error {
  constructor() {
    super('the consultation changed after the screen showed it')
  }
}

/**
 * Which booking a change is for. `{ token }`: the secret of an e-mailed cancel or reschedule link.
 * `{ id, email }`: a booking seen in its owner's account, where the session vouches for the
 * (verified) e-mail address; a booking made with another address is as unknown as a wrong token.
 * `{ id, staff }`: a booking changed in the console; one the member may not change is unknown.
 */
export type BookingLocator =
  { token: string } | { id: string; email: string } | { id: string; staff: StaffChange }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function rowFor(db: Database, locator: BookingLocator, lock: boolean) {
  let where
  if ('token' in locator) {
    if (!looksLikeManageToken(locator.token)) return undefined
    where = eq(consultations.manageTokenHash, hashManageToken(locator.token))
  } else {
    // Not a uuid: no booking has it, and PostgreSQL would refuse the comparison.
    if (!UUID.test(locator.id)) return undefined
    where =
      'email' in locator
        ? and(eq(consultations.id, locator.id), emailIs(locator.email))
        : eq(consultations.id, locator.id)
  }
  const query = db.select().from(consultations).where(where).limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (row && 'staff' in locator) {
    if (!locator.staff.mayChange(row)) return undefined
    const expected = locator.staff.expectedSequence
    if (expected !== undefined && row.sequence !== expected) throw new StaleStaffChange()
  }
  return row
}

/** The staff member behind a change, or null when the visitor made it. */
const staffOf = (locator: BookingLocator) => ('staff' in locator ? locator.staff : null)

/** The booking a manage link points at, and whether it can still be changed. */
export async function findBookingByToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<ManagedBooking> {
  return managedState(await rowFor(db, { token }, false), now)
}

/**
 * Cancels the booking and frees its slot; says why not when it cannot. The e-mailed link and the
 * account both come here: one transaction, one row lock, the same e-mails.
 */
export async function cancelBooking(
  db: Database,
  locator: BookingLocator,
  {
    now = new Date(),
    reason,
    messageToVisitor,
  }: Clock & {
    /** Staff only: why (internal), and a message for the visitor's e-mail if they chose one. */
    reason?: string
    messageToVisitor?: string
  } = {},
): Promise<{ ok: true; booking: BookingView } | { ok: false; lookup: InactiveBooking }> {
  return db.transaction(async (tx) => {
    const current = managedState(await rowFor(tx, locator, true), now)
    if (current.state !== 'active') return { ok: false as const, lookup: current }
    const staff = staffOf(locator)
    const [row] = await tx
      .update(consultations)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
        sequence: sql`${consultations.sequence} + 1`,
      })
      .where(eq(consultations.id, current.booking.id))
      .returning()
    if (!row) throw new Error(`booking ${current.booking.id} vanished while locked`)
    await tx.insert(consultationEvents).values({
      consultationId: row.id,
      at: now,
      kind: 'cancelled',
      byStaff: staff !== null,
      staffId: staff?.staffId ?? null,
      fromStartsAt: row.startsAt,
      reason: staff ? (reason ?? null) : null,
      messageToVisitor: staff ? (messageToVisitor ?? null) : null,
    })
    if (staff) {
      await recordAudit(tx, {
        actorId: staff.staffId,
        action: 'consultations.cancel',
        target: { type: 'consultation', id: row.id },
        requestId: staff.requestId,
        detail: { withMessage: Boolean(messageToVisitor) },
      })
    }
    await consultationMail.cancelled(tx, row, staff ? { messageToVisitor } : {})
    await queueConsultationWebhook(tx, 'consultation.cancelled', row)
    return { ok: true as const, booking: toBookingView(row) }
  })
}

/**
 * Moves the booking to another slot in one transaction: the old slot is freed and the new one
 * taken, or nothing changes (the new slot was taken, the link no longer works).
 *
 * The updated invitation carries manage links. A move through an e-mailed link sends that same
 * link again. A move from the account has no link to send (the table keeps only the token's
 * hash), so it rotates the token: a new one's hash is stored in the same update and the new
 * links go out; the links of earlier e-mails stop working (they answer 'unknown').
 */
export async function rescheduleBooking(
  db: Database,
  locator: BookingLocator,
  choice: SlotChoice,
  { policy, now = new Date() }: Clock & { policy: BookingPolicy },
): Promise<
  | { ok: true; booking: BookingView; previous: BookingView }
  | { ok: false; reason: 'not-active'; lookup: InactiveBooking }
  | BookingFailure
> {
  const problems = slotProblems(choice, policy, now)
  try {
    return await db.transaction(async (tx) => {
      const locked = await rowFor(tx, locator, true)
      const current = managedState(locked, now)
      if (current.state !== 'active') {
        return { ok: false as const, reason: 'not-active' as const, lookup: current }
      }
      if (problems) return { ok: false as const, reason: 'invalid' as const, fields: problems }
      const startsAt = slotStart(choice.date, choice.time, choice.timeZone)
      if (startsAt.getTime() === new Date(current.booking.startsAt).getTime()) {
        return {
          ok: false as const,
          reason: 'invalid' as const,
          fields: { time: 'Your consultation is already at this time. Please choose another time' },
        }
      }
      const placed = await chooseCalendar(tx, {
        startsAt,
        zone: choice.timeZone,
        policy,
        now,
        keep: { calendarId: locked!.calendarId, consultationId: locked!.id },
      })
      if (!placed.ok) return refusalFor(placed.reason)
      const calendarChanged = placed.calendar.id !== locked!.calendarId
      const buffers = buffersOf(policy)
      // The link the update carries: the one used, or a new one for a move from the account.
      const link = 'token' in locator ? { token: locator.token } : newManageToken()
      const [row] = await tx
        .update(consultations)
        .set({
          startsAt,
          timeZone: choice.timeZone,
          updatedAt: now,
          sequence: sql`${consultations.sequence} + 1`,
          bufferBeforeMinutes: buffers.beforeMinutes,
          bufferAfterMinutes: buffers.afterMinutes,
          // Another consultant's calendar: the consultation is theirs now.
          ...(calendarChanged
            ? { calendarId: placed.calendar.id, consultantId: placed.calendar.staffUserId }
            : {}),
          ...('hash' in link ? { manageTokenHash: link.hash } : {}),
        })
        .where(eq(consultations.id, current.booking.id))
        .returning()
      if (!row) throw new Error(`booking ${current.booking.id} vanished while locked`)
      const staff = staffOf(locator)
      await tx.insert(consultationEvents).values({
        consultationId: row.id,
        at: now,
        kind: 'rescheduled',
        byStaff: staff !== null,
        staffId: staff?.staffId ?? null,
        fromStartsAt: new Date(current.booking.startsAt),
        toStartsAt: row.startsAt,
      })
      if (staff) {
        await recordAudit(tx, {
          actorId: staff.staffId,
          action: 'consultations.reschedule',
          target: { type: 'consultation', id: row.id },
          requestId: staff.requestId,
        })
      }
      await consultationMail.moved(
        tx,
        row,
        new Date(current.booking.startsAt),
        manageLinks(link.token),
        locked!.consultantId,
      )
      await queueConsultationWebhook(tx, 'consultation.rescheduled', row, {
        previousStartsAt: new Date(current.booking.startsAt),
      })
      return { ok: true as const, booking: toBookingView(row), previous: current.booking }
    })
  } catch (error) {
    if (isExclusionViolation(error, 'consultations_calendar_no_overlap')) {
      return { ok: false, reason: 'taken' }
    }
    throw error
  }
}
