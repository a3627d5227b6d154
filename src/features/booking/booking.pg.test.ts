import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  freshPassEachTime,
  consultationRequest,
  consultationRows,
  manageTokenOf,
  outboxMessage,
  outboxRows,
  parseInvite,
  passSpender,
} from '#test-support/booking-kit'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'
import { consultations, mailOutbox } from '@/server/db/schema'
import type { BookingPolicy } from './calendar-rules.server'
import {
  bookConsultation,
  cancelBooking,
  findBookingByToken,
  rescheduleBooking,
} from './manage.server'
import { listConsultationsFor } from './views.server'
import type { SlotTime } from './slots'
import type { TimeZoneCode } from './time-zones'

const available = await requirePostgres()

/**
 * Monday 23 November 2026, 10:00 Eastern. Passed as `now`, and the Date clock is pinned to it
 * because the mail side dates the reminder by the clock (only Date is faked).
 */
const NOW = new Date('2026-11-23T15:00:00Z')
const policy: BookingPolicy = { horizonDays: 60, closedRanges: [] }
const options = { policy, spendPass: freshPassEachTime, now: NOW }
const DAY = '2026-12-08'

describe.skipIf(!available)('booking on PostgreSQL, from two app instances', () => {
  const pools = twoInstancesOnPostgres()

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    await pools.first.delete(mailOutbox)
    await pools.first.delete(consultations)
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  /** Books a free slot through the first instance; answers the booking and its manage token. */
  async function book(date: string, time: SlotTime, zone: TimeZoneCode, email: string) {
    const result = await bookConsultation(
      pools.first,
      consultationRequest(date, time, zone, { email }),
      options,
    )
    if (!result.ok)
      throw new Error(`${date} ${time} ${zone} was not booked: ${JSON.stringify(result)}`)
    const rows = await outboxRows(pools.first)
    const confirmation = outboxMessage(rows, `consultation:${result.booking.id}:0:confirmation`)
    return { booking: result.booking, token: manageTokenOf(confirmation), date, time }
  }

  it('gives a slot to exactly one of 50 concurrent requests split over both instances', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        bookConsultation(
          pools.instance(index),
          consultationRequest(DAY, '10:00', 'PT', { email: `visitor${index}@client.example` }),
          options,
        ),
      ),
    )
    const winners = results.flatMap((result) => (result.ok ? [result.booking] : []))
    expect(winners).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(49)
    const rows = await consultationRows(pools.second)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id).toBe(winners[0]?.id)
    expect(rows[0]?.startsAt.toISOString()).toBe('2026-12-08T18:00:00.000Z')
  })

  it('spends one pass once: of 20 concurrent bookings of different slots with it, one is made', async () => {
    const pass = passSpender()
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30'] as const
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookConsultation(
          pools.instance(index),
          consultationRequest(
            ['2026-12-08', '2026-12-09', '2026-12-10'][index % 3]!,
            times[index % times.length]!,
            'ET',
            { email: `visitor${index}@client.example` },
          ),
          { ...options, spendPass: pass },
        ),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'unverified')).toHaveLength(
      19,
    )
    expect(await consultationRows(pools.second)).toHaveLength(1)
    expect(await outboxRows(pools.second)).toHaveLength(3)
  })

  it('holds an address to two upcoming bookings when ten arrive at once on both instances', async () => {
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00'] as const
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        bookConsultation(
          pools.instance(index),
          consultationRequest(index < 5 ? DAY : '2026-12-09', times[index % 5]!, 'ET', {
            // The same address, typed in different cases.
            email: index % 2 === 0 ? 'ada@client.example' : 'ADA@client.example',
          }),
          options,
        ),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(2)
    expect(results.filter((result) => !result.ok && result.reason === 'limit')).toHaveLength(8)
    expect(await consultationRows(pools.second)).toHaveLength(2)
  })

  it('queues the confirmation, the notification and the reminder with the booking', async () => {
    const { booking } = await book(DAY, '10:00', 'PT', 'ada@client.example')
    const rows = await outboxRows(pools.second)
    expect(rows.map((row) => row.idempotencyKey).sort()).toEqual(
      [
        `consultation-reminder:${booking.id}:0`,
        `consultation:${booking.id}:0:confirmation`,
        `consultation:${booking.id}:0:notification`,
      ].sort(),
    )
    const confirmation = outboxMessage(rows, `consultation:${booking.id}:0:confirmation`)
    expect(confirmation).toMatchObject({ to: 'ada@client.example', status: 'pending' })
    const invite = parseInvite(confirmation)
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0 })
    expect(invite.attachment.filename).toBe('consultation.ics')
    expect(invite.startsAt.toISOString()).toBe(booking.startsAt)
    expect(outboxMessage(rows, `consultation:${booking.id}:0:notification`)).toMatchObject({
      to: 'hello@northbridge.example',
      replyTo: 'ada@client.example',
    })
    const reminder = outboxMessage(rows, `consultation-reminder:${booking.id}:0`)
    expect(reminder.status).toBe('pending')
    expect(reminder.nextAttemptAt.toISOString()).toBe('2026-12-07T18:00:00.000Z')
  })

  it('frees a cancelled slot for exactly one of the next concurrent requests', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT', 'ada@client.example')
    const cancelled = await cancelBooking(pools.second, { token }, { now: NOW })
    expect(cancelled.ok).toBe(true)

    // The same instant, asked for from Eastern this time.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookConsultation(
          pools.instance(index),
          consultationRequest(DAY, '13:00', 'ET', { email: `visitor${index}@client.example` }),
          options,
        ),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    const rows = await consultationRows(pools.first)
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'confirmed'])
    expect(rows.find((row) => row.id === booking.id)?.status).toBe('cancelled')
    const reminders = (await outboxRows(pools.first)).filter(
      (row) => row.idempotencyKey === `consultation-reminder:${booking.id}:0`,
    )
    expect(reminders.map((row) => row.status)).toEqual(['withdrawn'])
  })

  it('lets exactly one of ten bookings moving onto the same free slot at once win', async () => {
    const times: SlotTime[] = [
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
    ]
    const booked = [
      ...(await Promise.all(
        times.map((time, index) => book(DAY, time, 'ET', `visitor${index}@client.example`)),
      )),
      await book('2026-12-09', '09:00', 'ET', 'grace@client.example'),
    ]
    const target = { date: '2026-12-10', time: '13:00', timeZone: 'MT' } as const

    const results = await Promise.all(
      booked.map(({ token }, index) =>
        rescheduleBooking(pools.instance(index), { token }, target, options),
      ),
    )
    const winners = results.flatMap((result) => (result.ok ? [result.booking] : []))
    expect(winners).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(9)
    expect(winners[0]?.startsAt).toBe('2026-12-10T20:00:00.000Z')

    // Every loser is exactly where it was; the winner's old slot is free.
    for (const { booking } of booked) {
      const [row] = await pools.first
        .select()
        .from(consultations)
        .where(eq(consultations.id, booking.id))
      if (booking.id === winners[0]?.id) {
        expect(row).toMatchObject({ sequence: 1, startsAt: new Date(winners[0].startsAt) })
      } else {
        expect(row).toMatchObject({ sequence: 0, startsAt: new Date(booking.startsAt) })
      }
    }
    const winnerOldSlot = booked.find(({ booking }) => booking.id === winners[0]?.id)
    if (!winnerOldSlot) throw new Error('the winner is not one of the bookings')
    const again = await bookConsultation(
      pools.second,
      consultationRequest(winnerOldSlot.date, winnerOldSlot.time, 'ET', {
        email: 'late@client.example',
      }),
      options,
    )
    expect(again.ok).toBe(true)
    // Only the winner's move queued mail: one update, one notification, one reminder.
    const moveMail = (await outboxRows(pools.first)).filter((row) =>
      /^consultation(-reminder)?:[0-9a-f-]{36}:1(:|$)/.test(row.idempotencyKey),
    )
    expect(moveMail).toHaveLength(3)
  })

  it('lists an address in any case it was typed, and changes a booking by id from either instance', async () => {
    const first = await book(DAY, '09:00', 'ET', 'Ada@Client.example')
    const second = await book(DAY, '09:30', 'ET', 'ada@client.example')
    await book(DAY, '10:00', 'ET', 'grace@client.example')
    const list = await listConsultationsFor(pools.second, 'ADA@client.example', NOW)
    expect(list.upcoming.map((booking) => booking.id)).toEqual([
      first.booking.id,
      second.booking.id,
    ])

    const elsewhere = await cancelBooking(
      pools.second,
      { id: first.booking.id, email: 'grace@client.example' },
      { now: NOW },
    )
    expect(elsewhere).toEqual({ ok: false, lookup: { state: 'unknown' } })
    const moved = await rescheduleBooking(
      pools.second,
      { id: first.booking.id, email: 'ada@client.example' },
      { date: '2026-12-09', time: '09:00', timeZone: 'ET' },
      options,
    )
    expect(moved.ok).toBe(true)
    // The move from the account sent new links; the first instance no longer knows the old one.
    expect(await findBookingByToken(pools.first, first.token, NOW)).toEqual({ state: 'unknown' })
    const update = outboxMessage(
      await outboxRows(pools.first),
      `consultation:${first.booking.id}:1:confirmation`,
    )
    expect((await findBookingByToken(pools.first, manageTokenOf(update), NOW)).state).toBe('active')
  })

  it('never lets a move from the account and a cancellation by link both win, racing on two instances', async () => {
    const times: SlotTime[] = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']
    const booked = await Promise.all(
      times.map((time, index) => book(DAY, time, 'ET', `visitor${index}@client.example`)),
    )
    const outcomes = await Promise.all(
      booked.map(async ({ booking, token }, index) => {
        const [move, cancel] = await Promise.all([
          rescheduleBooking(
            pools.instance(index),
            { id: booking.id, email: booking.email.toUpperCase() },
            { date: '2026-12-10', time: times[index]!, timeZone: 'ET' },
            options,
          ),
          cancelBooking(pools.instance(index + 1), { token }, { now: NOW }),
        ])
        return { booking, move, cancel }
      }),
    )
    for (const { booking, move, cancel } of outcomes) {
      const [row] = await pools.first
        .select()
        .from(consultations)
        .where(eq(consultations.id, booking.id))
      // Exactly one of the two changed the booking, once; the other saw the result.
      expect([move.ok, cancel.ok].filter(Boolean)).toHaveLength(1)
      expect(row?.sequence).toBe(1)
      if (move.ok) {
        expect(cancel).toEqual({ ok: false, lookup: { state: 'unknown' } })
        expect(row?.status).toBe('confirmed')
      } else {
        expect(move).toMatchObject({ reason: 'not-active', lookup: { state: 'cancelled' } })
        expect(row?.status).toBe('cancelled')
      }
    }
  })
})
