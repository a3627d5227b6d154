import 'server-only'
import { createHash } from 'node:crypto'
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm'
import { site } from '@/config/site'
import {
  CONSULTATION_EVENT_TITLE,
  CONSULTATION_LOCATION,
  consultationEventUid,
} from '@/lib/consultation-event'
import type { Database } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/errors'
import { consultations, type ConsultationRow } from '@/server/db/schema'
import type { ConsultationRequest, SlotChoice } from './booking.schema'
import { dayClosure, lastBookableDay, type BookingPolicy } from './calendar-rules.server'
import {
  hashManageToken,
  looksLikeManageToken,
  manageLinks,
  newManageToken,
} from './manage-token.server'
import {
  CONSULTATION_MINUTES,
  SLOT_TIMES,
  addDays,
  slotLabel,
  slotStart,
  todayIn,
  zonedDayAndTime,
  type IsoDay,
} from './slots'
import { TIME_ZONES, type TimeZoneCode } from './time-zones'
import type {
  BookingCalendar,
  BookingView,
  CalendarDay,
  ConsultationList,
  DaySlots,
} from './booking-types'

export type {
  BookingCalendar,
  BookingView,
  CalendarDay,
  ConsultationList,
  DaySlots,
  ListedBooking,
} from './booking-types'

/** What the e-mails about a booking need to know; the mail side renders and queues them. */
export type BookingMailDetails = {
  bookingId: string
  name: string
  email: string
  questions: string
  startsAt: Date
  durationMinutes: number
  /** IANA zone of the visitor, e.g. America/New_York. */
  timeZone: string
  /** "Eastern Time (ET)" */
  timeZoneLabel: string
  /** iCalendar SEQUENCE of this version of the booking. */
  sequence: number
}

export type BookingLinks = { cancelUrl: string; rescheduleUrl: string }

/**
 * The e-mails a booking causes. Each call runs inside the booking's own transaction, so a booking
 * and its e-mails are committed together or not at all. src/app wires in the mail feature.
 */
export type BookingMailer = {
  booked: (tx: Database, booking: BookingMailDetails, links: BookingLinks) => Promise<void>
  moved: (
    tx: Database,
    booking: BookingMailDetails,
    previousStartsAt: Date,
    links: BookingLinks,
  ) => Promise<void>
  cancelled: (tx: Database, booking: BookingMailDetails) => Promise<void>
}

export function toBookingView(row: ConsultationRow): BookingView {
  const zone = row.timeZone
  const { day, time } = zonedDayAndTime(row.startsAt, zone)
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    sequence: row.sequence,
    date: day,
    time,
    timeLabel: slotLabel(time),
    timeZone: zone,
    timeZoneLabel: TIME_ZONES[zone].label,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + CONSULTATION_MINUTES * 60_000).toISOString(),
    calendar: {
      uid: consultationEventUid(row.id),
      title: CONSULTATION_EVENT_TITLE,
      description: `Free ${CONSULTATION_MINUTES}-minute consultation with ${site.name}. A consultant e-mails you the video-call link before the meeting. Reference: ${row.id}`,
      location: CONSULTATION_LOCATION,
    },
  }
}

function mailDetails(row: ConsultationRow): BookingMailDetails {
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

/** Which of these instants a confirmed booking already holds (as epoch milliseconds). */
async function takenInstants(db: Database, instants: Date[]): Promise<Set<number>> {
  if (instants.length === 0) return new Set()
  const rows = await db
    .select({ startsAt: consultations.startsAt })
    .from(consultations)
    .where(and(eq(consultations.status, 'confirmed'), inArray(consultations.startsAt, instants)))
  return new Set(rows.map((row) => row.startsAt.getTime()))
}

/**
 * The day's 14 slots in the visitor's zone. A slot is available when the day takes bookings, no
 * confirmed booking holds its instant (in any zone: 10:00 AM Pacific is 1:00 PM Eastern) and it
 * has not started yet.
 */
export async function slotsForDay(
  db: Database,
  day: IsoDay,
  zone: TimeZoneCode,
  policy: BookingPolicy,
  now: Date = new Date(),
): Promise<DaySlots> {
  const closure = dayClosure(day, zone, policy, now)
  const starts = SLOT_TIMES.map((time) => ({ time, startsAt: slotStart(day, time, zone) }))
  const taken = closure
    ? new Set<number>()
    : await takenInstants(
        db,
        starts.map((s) => s.startsAt),
      )
  return {
    date: day,
    timeZone: zone,
    ...(closure ? { closure } : {}),
    slots: starts.map(({ time, startsAt }) => ({
      time,
      label: slotLabel(time),
      startsAt: startsAt.toISOString(),
      available: !closure && !taken.has(startsAt.getTime()) && startsAt > now,
    })),
  }
}

/** Every day from today to the horizon, each bookable or not and why: what the calendar greys out. */
export async function bookingCalendar(
  db: Database,
  zone: TimeZoneCode,
  policy: BookingPolicy,
  now: Date = new Date(),
): Promise<BookingCalendar> {
  const today = todayIn(zone, now)
  const lastDate = lastBookableDay(zone, policy, now)
  const rows = await db
    .select({ startsAt: consultations.startsAt })
    .from(consultations)
    .where(
      and(
        eq(consultations.status, 'confirmed'),
        gte(consultations.startsAt, slotStart(today, '00:00', zone)),
        lt(consultations.startsAt, slotStart(addDays(lastDate, 1), '00:00', zone)),
      ),
    )
  const taken = new Set(rows.map((row) => row.startsAt.getTime()))

  const days: CalendarDay[] = []
  for (let day = today; day <= lastDate; day = addDays(day, 1)) {
    const closure = dayClosure(day, zone, policy, now)
    if (closure) {
      days.push({ date: day, available: false, ...closure })
      continue
    }
    const ahead = SLOT_TIMES.map((time) => slotStart(day, time, zone)).filter((at) => at > now)
    if (ahead.length === 0) {
      days.push({
        date: day,
        available: false,
        reason: 'past',
        message: "Today's times have all passed. Please select another date",
      })
    } else if (ahead.every((at) => taken.has(at.getTime()))) {
      days.push({
        date: day,
        available: false,
        reason: 'full',
        message: 'Every time on this day is taken. Please select another date',
      })
    } else {
      days.push({ date: day, available: true })
    }
  }
  return { timeZone: zone, today, lastDate, days }
}

export const SLOT_TAKEN_MESSAGE =
  'Sorry, someone has just booked this time. Please choose another time.'
const SLOT_PASSED_MESSAGE = 'This time has already passed. Please select a later time'

/** Field messages when the chosen slot cannot be booked at all (whoever else books). */
function slotProblems(
  choice: SlotChoice,
  policy: BookingPolicy,
  now: Date,
): Record<string, string> | undefined {
  const closure = dayClosure(choice.date, choice.timeZone, policy, now)
  if (closure) return { date: closure.message }
  if (slotStart(choice.date, choice.time, choice.timeZone) <= now) {
    return { time: SLOT_PASSED_MESSAGE }
  }
  return undefined
}

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

/** Thrown inside the booking transaction to roll it back; answered as its failure. */
class BookingRefused extends Error {
  constructor(readonly failure: NewBookingFailure) {
    super(`booking refused: ${failure.reason}`)
  }
}

/**
 * A transaction-scoped lock on one e-mail address (in any case), so two bookings for the same
 * address take turns counting its upcoming bookings: the cap holds under concurrency too. The key
 * is the first 8 bytes of a SHA-256, a bigint both PostgreSQL and PGlite take.
 */
async function lockEmail(tx: Database, email: string) {
  const key = createHash('sha256')
    .update(`consultation-email:${email.toLowerCase()}`)
    .digest()
    .readBigInt64BE(0)
  await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`)
}

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
    mailer,
    spendPass,
    now = new Date(),
  }: Clock & { policy: BookingPolicy; mailer: BookingMailer; spendPass: SpendPass },
): Promise<{ ok: true; booking: BookingView } | NewBookingFailure> {
  const problems = slotProblems(request, policy, now)
  if (problems) return { ok: false, reason: 'invalid', fields: problems }

  const { token, hash } = newManageToken()
  try {
    const row = await db.transaction(async (tx) => {
      await lockEmail(tx, request.email)
      if ((await upcomingCount(tx, request.email, now)) >= UPCOMING_BOOKINGS_PER_EMAIL) {
        throw new BookingRefused({
          ok: false,
          reason: 'limit',
          fields: { email: UPCOMING_LIMIT_MESSAGE },
        })
      }
      const [inserted] = await tx
        .insert(consultations)
        .values({
          name: request.name,
          email: request.email,
          questions: request.questions,
          startsAt: slotStart(request.date, request.time, request.timeZone),
          timeZone: request.timeZone,
          manageTokenHash: hash,
        })
        // The only conflict that can happen is the slot's: the token hash is 256 random bits.
        .onConflictDoNothing()
        .returning()
      if (!inserted) throw new BookingRefused({ ok: false, reason: 'taken' })
      // Last, so the pass is spent only by a booking that is otherwise made; the throw rolls
      // the row back.
      if (!(await spendPass(tx))) throw new BookingRefused({ ok: false, reason: 'unverified' })
      await mailer.booked(tx, mailDetails(inserted), manageLinks(token))
      return inserted
    })
    return { ok: true, booking: toBookingView(row) }
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
 * Which booking a change is for. `{ token }`: the secret of an e-mailed cancel or reschedule link.
 * `{ id, email }`: a booking seen in its owner's account, where the session vouches for the
 * (verified) e-mail address; a booking made with another address is as unknown as a wrong token.
 */
export type BookingLocator = { token: string } | { id: string; email: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Bookings keep the e-mail address as typed; accounts may spell it in another case. */
const emailIs = (email: string) => sql`lower(${consultations.email}) = lower(${email})`

async function rowFor(db: Database, locator: BookingLocator, lock: boolean) {
  let where
  if ('token' in locator) {
    if (!looksLikeManageToken(locator.token)) return undefined
    where = eq(consultations.manageTokenHash, hashManageToken(locator.token))
  } else {
    // Not a uuid: no booking has it, and PostgreSQL would refuse the comparison.
    if (!UUID.test(locator.id)) return undefined
    where = and(eq(consultations.id, locator.id), emailIs(locator.email))
  }
  const query = db.select().from(consultations).where(where).limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** The booking a manage link points at, and whether it can still be changed. */
export async function findBookingByToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<ManagedBooking> {
  return managedState(await rowFor(db, { token }, false), now)
}

/** How many bookings each list of an account shows at most: far more than anyone books. */
export const CONSULTATION_LIST_LIMIT = 50

/**
 * The consultations booked with this e-mail address, in any case it was typed, signed in or not:
 * upcoming (confirmed, starting after `now`, soonest first) and past (started or cancelled, the
 * latest start first), up to CONSULTATION_LIST_LIMIT each. The caller vouches for the address:
 * only an account whose address is verified may see what was booked with it.
 */
export async function listConsultationsFor(
  db: Database,
  email: string,
  now: Date = new Date(),
): Promise<ConsultationList> {
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(consultations)
      .where(
        and(emailIs(email), eq(consultations.status, 'confirmed'), gt(consultations.startsAt, now)),
      )
      .orderBy(asc(consultations.startsAt), asc(consultations.id))
      .limit(CONSULTATION_LIST_LIMIT),
    db
      .select()
      .from(consultations)
      .where(
        and(
          emailIs(email),
          or(eq(consultations.status, 'cancelled'), lte(consultations.startsAt, now)),
        ),
      )
      .orderBy(desc(consultations.startsAt), asc(consultations.id))
      .limit(CONSULTATION_LIST_LIMIT),
  ])
  const listed = (row: ConsultationRow) => ({ ...toBookingView(row), questions: row.questions })
  return { upcoming: upcoming.map(listed), past: past.map(listed) }
}

/**
 * Cancels the booking and frees its slot; says why not when it cannot. The e-mailed link and the
 * account both come here: one transaction, one row lock, the same e-mails.
 */
export async function cancelBooking(
  db: Database,
  locator: BookingLocator,
  { mailer, now = new Date() }: Clock & { mailer: BookingMailer },
): Promise<{ ok: true; booking: BookingView } | { ok: false; lookup: InactiveBooking }> {
  return db.transaction(async (tx) => {
    const current = managedState(await rowFor(tx, locator, true), now)
    if (current.state !== 'active') return { ok: false as const, lookup: current }
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
    await mailer.cancelled(tx, mailDetails(row))
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
  { policy, mailer, now = new Date() }: Clock & { policy: BookingPolicy; mailer: BookingMailer },
): Promise<
  | { ok: true; booking: BookingView; previous: BookingView }
  | { ok: false; reason: 'not-active'; lookup: InactiveBooking }
  | BookingFailure
> {
  const problems = slotProblems(choice, policy, now)
  try {
    return await db.transaction(async (tx) => {
      const current = managedState(await rowFor(tx, locator, true), now)
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
      // The link the update carries: the one used, or a new one for a move from the account.
      const link = 'token' in locator ? { token: locator.token } : newManageToken()
      const [row] = await tx
        .update(consultations)
        .set({
          startsAt,
          timeZone: choice.timeZone,
          updatedAt: now,
          sequence: sql`${consultations.sequence} + 1`,
          ...('hash' in link ? { manageTokenHash: link.hash } : {}),
        })
        .where(eq(consultations.id, current.booking.id))
        .returning()
      if (!row) throw new Error(`booking ${current.booking.id} vanished while locked`)
      await mailer.moved(
        tx,
        mailDetails(row),
        new Date(current.booking.startsAt),
        manageLinks(link.token),
      )
      return { ok: true as const, booking: toBookingView(row), previous: current.booking }
    })
  } catch (error) {
    if (isUniqueViolation(error, 'consultations_active_start_unique')) {
      return { ok: false, reason: 'taken' }
    }
    throw error
  }
}
