import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  freshPassEachTime,
  consultationRequest,
  manageTokenOf,
  outboxMessage,
  outboxRows,
  parseInvite,
} from '#test-support/booking-kit'
import { databaseEachTest } from '#test-support/database'
import type { Database, DatabaseHandle } from '@/server/db/client'
import { consultations } from '@/server/db/schema'
import type { BookingPolicy } from './calendar-rules.server'
import {
  bookConsultation,
  cancelBooking,
  findBookingByToken,
  rescheduleBooking,
} from './manage.server'
import { hashManageToken } from './manage-token.server'
import { CONSULTATION_LIST_LIMIT, listConsultationsFor } from './views.server'
import type { SlotTime } from './slots'
import type { TimeZoneCode } from './time-zones'

// The consultations of an account: listed by the account's verified e-mail address, and changed
// through the same service calls as the e-mailed links, located by id and address instead.

/** Monday 23 November 2026, 10:00 in New York (see booking.test.ts for why Date is pinned). */
const NOW = new Date('2026-11-23T15:00:00Z')
const policy: BookingPolicy = { horizonDays: 60, closedRanges: [] }
const options = { policy, spendPass: freshPassEachTime, now: NOW }
const DAY = '2026-12-08'
const ADA = 'ada@client.example'

const freshDatabase = databaseEachTest()
let handle: DatabaseHandle
let db: Database

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  handle = await freshDatabase()
  db = handle.db
})

afterEach(() => {
  vi.useRealTimers()
})

/** Books a slot that must be free; answers the booking and the token of its e-mailed links. */
async function book(
  date: string,
  time: SlotTime,
  zone: TimeZoneCode = 'ET',
  visitor: { email?: string; questions?: string } = {},
  now = NOW,
) {
  const result = await bookConsultation(
    db,
    consultationRequest(date, time, zone, { email: ADA, ...visitor }),
    { ...options, now },
  )
  if (!result.ok) throw new Error(`${date} ${time} was not booked: ${JSON.stringify(result)}`)
  const confirmation = outboxMessage(
    await outboxRows(db),
    `consultation:${result.booking.id}:0:confirmation`,
  )
  return { booking: result.booking, token: manageTokenOf(confirmation) }
}

async function bookingRow(id: string) {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id))
  if (!row) throw new Error(`booking ${id} is gone`)
  return row
}

const ids = (bookings: { id: string }[]) => bookings.map((booking) => booking.id)

describe('the consultations of an e-mail address', () => {
  it('lists upcoming ones soonest first and past or cancelled ones latest first', async () => {
    // An address holds at most two upcoming bookings: the two that take place first are booked
    // now, the others two days on, once those have taken place.
    const held = await book('2026-11-24', '09:00')
    const heldEarlier = await book('2026-11-23', '15:00')

    // Two days on: two consultations have taken place.
    const now = new Date('2026-11-25T15:00:00Z')
    vi.setSystemTime(now)
    const cancelled = await book('2026-12-09', '11:00', 'ET', {}, now)
    await cancelBooking(db, { token: cancelled.token }, { now })
    const later = await book('2026-12-10', '09:00', 'ET', {}, now)
    const soon = await book(
      DAY,
      '14:00',
      'ET',
      { questions: 'Where should our data team start?' },
      now,
    )
    await book(DAY, '10:00', 'ET', { email: 'grace@client.example' }, now)

    const list = await listConsultationsFor(db, ADA, now)
    expect(ids(list.upcoming)).toEqual([soon.booking.id, later.booking.id])
    expect(ids(list.past)).toEqual([cancelled.booking.id, held.booking.id, heldEarlier.booking.id])
    expect(list.upcoming[0]).toEqual({
      ...soon.booking,
      questions: 'Where should our data team start?',
    })
    expect(list.past[0]).toMatchObject({ status: 'cancelled', sequence: 1 })
    expect(list.past[1]).toMatchObject({ status: 'confirmed', date: '2026-11-24' })
  })

  it('finds the address in any case it was typed, and nothing of anyone else', async () => {
    const typedInCapitals = await book(DAY, '09:00', 'ET', { email: 'Ada@Client.EXAMPLE' })
    const typedPlain = await book(DAY, '09:30', 'ET')
    await book(DAY, '10:00', 'ET', { email: 'ada@client.example.org' })
    await book(DAY, '10:30', 'ET', { email: 'bada@client.example' })

    for (const address of [ADA, 'ADA@CLIENT.EXAMPLE']) {
      const list = await listConsultationsFor(db, address, NOW)
      expect(ids(list.upcoming)).toEqual([typedInCapitals.booking.id, typedPlain.booking.id])
      expect(list.past).toEqual([])
    }
    // A pattern character in an address is a character, not a wildcard.
    expect(await listConsultationsFor(db, '%@client.example', NOW)).toEqual({
      upcoming: [],
      past: [],
    })
    expect(await listConsultationsFor(db, 'nobody@client.example', NOW)).toEqual({
      upcoming: [],
      past: [],
    })
  })

  it('moves a consultation to past the moment it starts', async () => {
    const { booking } = await book(DAY, '10:00')
    const start = new Date(booking.startsAt)
    expect(
      ids((await listConsultationsFor(db, ADA, new Date(start.getTime() - 1))).upcoming),
    ).toEqual([booking.id])
    const atStart = await listConsultationsFor(db, ADA, start)
    expect(atStart.upcoming).toEqual([])
    expect(ids(atStart.past)).toEqual([booking.id])
  })

  it(`shows at most ${CONSULTATION_LIST_LIMIT} in each list, the nearest ones`, async () => {
    // Rows written directly: the list is what is tested here, not 110 bookings' e-mails.
    const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000)
    const row = (hours: number, status: 'confirmed' | 'cancelled') => ({
      name: 'Ada Lovelace',
      email: ADA,
      questions: 'How should we plan the migration of our analytics platform?',
      startsAt: at(hours),
      timeZone: 'ET' as const,
      status,
      manageTokenHash: hashManageToken(`token-${status}-${hours}`),
    })
    const count = CONSULTATION_LIST_LIMIT + 5
    await db
      .insert(consultations)
      .values([
        ...Array.from({ length: count }, (_, index) => row(index + 1, 'confirmed')),
        ...Array.from({ length: count }, (_, index) => row(-(index + 1), 'confirmed')),
      ])
    const list = await listConsultationsFor(db, ADA, NOW)
    expect(list.upcoming).toHaveLength(CONSULTATION_LIST_LIMIT)
    expect(list.past).toHaveLength(CONSULTATION_LIST_LIMIT)
    expect(list.upcoming[0]?.startsAt).toBe(at(1).toISOString())
    expect(list.upcoming.at(-1)?.startsAt).toBe(at(CONSULTATION_LIST_LIMIT).toISOString())
    expect(list.past[0]?.startsAt).toBe(at(-1).toISOString())
    expect(list.past.at(-1)?.startsAt).toBe(at(-CONSULTATION_LIST_LIMIT).toISOString())
  })
})

describe('cancelling from the account', () => {
  it('cancels its owner’s booking as the e-mailed link does: the slot is free, the same e-mails', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT', { email: 'Ada@Client.example' })
    const cancelled = await cancelBooking(db, { id: booking.id, email: ADA }, { now: NOW })
    expect(cancelled).toEqual({
      ok: true,
      booking: { ...booking, status: 'cancelled', sequence: 1 },
    })
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', cancelledAt: NOW })

    const rows = await outboxRows(db)
    const cancellation = outboxMessage(rows, `consultation:${booking.id}:1:cancellation`)
    // To the address as it was booked, with the calendar CANCEL of the same event.
    expect(cancellation.to).toBe('Ada@Client.example')
    expect(parseInvite(cancellation)).toMatchObject({ method: 'CANCEL', sequence: 1 })
    expect(outboxMessage(rows, `consultation:${booking.id}:1:notification`).to).toBe(
      'hello@northbridge.example',
    )
    expect(outboxMessage(rows, `consultation-reminder:${booking.id}:0`).status).toBe('withdrawn')
    // The e-mailed link now leads to the cancelled page.
    expect((await findBookingByToken(db, token, NOW)).state).toBe('cancelled')
    expect((await bookConsultation(db, consultationRequest(DAY, '10:00', 'PT'), options)).ok).toBe(
      true,
    )
  })

  it('treats a booking of another address, an unknown id and a malformed one as unknown', async () => {
    const { booking } = await book(DAY, '10:00')
    const mailBefore = await outboxRows(db)
    for (const locator of [
      { id: booking.id, email: 'grace@client.example' },
      { id: booking.id, email: '' },
      { id: booking.id, email: '%' },
      { id: '00000000-0000-4000-8000-000000000000', email: ADA },
      { id: 'not-a-uuid', email: ADA },
      { id: `${booking.id}' or '1'='1`, email: ADA },
    ]) {
      expect(await cancelBooking(db, locator, { now: NOW })).toEqual({
        ok: false,
        lookup: { state: 'unknown' },
      })
    }
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed', sequence: 0 })
    expect(await outboxRows(db)).toEqual(mailBefore)
  })

  it('answers cancelled and past as the link does', async () => {
    const first = await book(DAY, '10:00')
    const second = await book(DAY, '11:00')
    const mine = (id: string) => ({ id, email: ADA })
    await cancelBooking(db, mine(first.booking.id), { now: NOW })
    expect(await cancelBooking(db, mine(first.booking.id), { now: NOW })).toEqual({
      ok: false,
      lookup: {
        state: 'cancelled',
        booking: { ...first.booking, status: 'cancelled', sequence: 1 },
      },
    })
    const started = new Date(new Date(second.booking.startsAt).getTime() + 60_000)
    expect(await cancelBooking(db, mine(second.booking.id), { now: started })).toEqual({
      ok: false,
      lookup: { state: 'past', booking: second.booking },
    })
  })
})

describe('rescheduling from the account', () => {
  it('moves its owner’s booking and sends the update with new links; older links stop working', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    const moved = await rescheduleBooking(
      db,
      { id: booking.id, email: 'ADA@client.example' },
      { date: '2026-12-10', time: '15:30', timeZone: 'ET' },
      options,
    )
    expect(moved).toMatchObject({
      ok: true,
      previous: booking,
      booking: { id: booking.id, sequence: 1, startsAt: '2026-12-10T20:30:00.000Z' },
    })

    const rows = await outboxRows(db)
    const update = outboxMessage(rows, `consultation:${booking.id}:1:confirmation`)
    expect(parseInvite(update)).toMatchObject({ method: 'REQUEST', sequence: 1 })
    const newToken = manageTokenOf(update)
    expect(newToken).not.toBe(token)
    // The table keeps only the new token's hash; the reminder carries the new links too.
    expect((await bookingRow(booking.id)).manageTokenHash).toBe(hashManageToken(newToken))
    const reminder = outboxMessage(rows, `consultation-reminder:${booking.id}:1`)
    expect(reminder.text).toContain(`token=${newToken}`)
    expect(outboxMessage(rows, `consultation-reminder:${booking.id}:0`).status).toBe('withdrawn')

    expect(await findBookingByToken(db, token, NOW)).toEqual({ state: 'unknown' })
    expect((await findBookingByToken(db, newToken, NOW)).state).toBe('active')
    expect(
      await rescheduleBooking(
        db,
        { token },
        { date: '2026-12-11', time: '09:00', timeZone: 'ET' },
        options,
      ),
    ).toMatchObject({ ok: false, reason: 'not-active', lookup: { state: 'unknown' } })
  })

  it('keeps the e-mailed link when the move comes through it', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    const moved = await rescheduleBooking(
      db,
      { token },
      { date: '2026-12-10', time: '15:30', timeZone: 'ET' },
      options,
    )
    expect(moved.ok).toBe(true)
    expect((await bookingRow(booking.id)).manageTokenHash).toBe(hashManageToken(token))
  })

  it('treats a booking of another address as unknown and changes nothing', async () => {
    const { booking, token } = await book(DAY, '10:00')
    const mailBefore = await outboxRows(db)
    expect(
      await rescheduleBooking(
        db,
        { id: booking.id, email: 'grace@client.example' },
        { date: '2026-12-10', time: '15:30', timeZone: 'ET' },
        options,
      ),
    ).toEqual({ ok: false, reason: 'not-active', lookup: { state: 'unknown' } })
    expect(await bookingRow(booking.id)).toMatchObject({
      sequence: 0,
      startsAt: new Date(booking.startsAt),
      manageTokenHash: hashManageToken(token),
    })
    expect(await outboxRows(db)).toEqual(mailBefore)
  })

  it('answers taken and changes nothing, not even the links, when the new slot is held', async () => {
    const mine = await book(DAY, '10:00')
    await book(DAY, '11:00', 'ET', { email: 'grace@client.example' })
    expect(
      await rescheduleBooking(
        db,
        { id: mine.booking.id, email: ADA },
        { date: DAY, time: '11:00', timeZone: 'ET' },
        options,
      ),
    ).toEqual({ ok: false, reason: 'taken' })
    expect((await findBookingByToken(db, mine.token, NOW)).state).toBe('active')
  })

  it('serialises a move from the account with a cancellation by link: one of them wins cleanly', async () => {
    const { booking, token } = await book(DAY, '10:00')
    const [move, cancel] = await Promise.all([
      rescheduleBooking(
        db,
        { id: booking.id, email: ADA },
        { date: '2026-12-10', time: '09:00', timeZone: 'ET' },
        options,
      ),
      cancelBooking(db, { token }, { now: NOW }),
    ])
    const row = await bookingRow(booking.id)
    if (move.ok) {
      // The move took the lock first and changed the token: the old link no longer works.
      expect(cancel).toEqual({ ok: false, lookup: { state: 'unknown' } })
      expect(row).toMatchObject({ status: 'confirmed', sequence: 1 })
    } else {
      expect(cancel.ok).toBe(true)
      expect(move).toMatchObject({ reason: 'not-active', lookup: { state: 'cancelled' } })
      expect(row).toMatchObject({ status: 'cancelled', sequence: 1 })
    }
  })
})
