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
import { databaseEachTest } from '#test-support/database'
import type { Database, DatabaseHandle } from '@/server/db/client'
import { consultations } from '@/server/db/schema'
import { bookingCalendar, slotsForDay } from './availability.server'
import type { BookingPolicy } from './calendar-rules.server'
import { consultationMail } from './mail/consultation-mail.server'
import {
  UPCOMING_BOOKINGS_PER_EMAIL,
  bookConsultation,
  cancelBooking,
  findBookingByToken,
  rescheduleBooking,
} from './manage.server'
import type { SlotTime } from './slots'
import type { TimeZoneCode } from './time-zones'

/**
 * Monday 23 November 2026, 10:00 in New York and 7:00 in Los Angeles. The booking functions get
 * it as `now`; the Date clock is pinned to it too, because the mail side dates the reminder by
 * the clock (only Date is faked: timers and the database run for real).
 */
const NOW = new Date('2026-11-23T15:00:00Z')
const policy: BookingPolicy = { horizonDays: 60, closedRanges: [] }
const options = { policy, spendPass: freshPassEachTime, now: NOW }

/** A Tuesday two weeks ahead: no holiday, well inside the horizon. */
const DAY = '2026-12-08'

/** Idempotency keys of the messages of one version (SEQUENCE) of a booking. */
const mailKeys = (bookingId: string, sequence: number) => ({
  confirmation: `consultation:${bookingId}:${sequence}:confirmation`,
  notification: `consultation:${bookingId}:${sequence}:notification`,
  cancellation: `consultation:${bookingId}:${sequence}:cancellation`,
  reminder: `consultation-reminder:${bookingId}:${sequence}`,
})

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

/** Books a slot that must be free; answers the booking and its manage token. */
async function book(
  date: string,
  time: SlotTime,
  zone: TimeZoneCode,
  email = 'ada@client.example',
) {
  const result = await bookConsultation(
    db,
    consultationRequest(date, time, zone, { email }),
    options,
  )
  if (!result.ok)
    throw new Error(`${date} ${time} ${zone} was not booked: ${JSON.stringify(result)}`)
  const confirmation = outboxMessage(
    await outboxRows(db),
    mailKeys(result.booking.id, 0).confirmation,
  )
  return { booking: result.booking, token: manageTokenOf(confirmation) }
}

function tryBooking(
  date: string,
  time: SlotTime,
  zone: TimeZoneCode,
  email = 'bob@client.example',
) {
  return bookConsultation(db, consultationRequest(date, time, zone, { email }), options)
}

/** Which of the day's slot times are free in the zone. */
async function freeTimes(date: string, zone: TimeZoneCode, now = NOW) {
  const day = await slotsForDay(db, date, zone, policy, now)
  return day.slots.filter((slot) => slot.available).map((slot) => slot.time)
}

async function bookingRow(id: string) {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id))
  if (!row) throw new Error(`booking ${id} is gone`)
  return row
}

describe('booking a consultation', () => {
  it('answers the booking in the visitor zone, with its start and end in UTC', async () => {
    const { booking } = await book(DAY, '10:00', 'PT')
    expect(booking).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ada Lovelace',
      email: 'ada@client.example',
      status: 'confirmed',
      sequence: 0,
      date: DAY,
      time: '10:00',
      timeLabel: '10:00 AM',
      timeZone: 'PT',
      timeZoneLabel: 'Pacific Time (PT)',
      // Pacific Standard Time is UTC-8 in December.
      startsAt: '2026-12-08T18:00:00.000Z',
      endsAt: '2026-12-08T18:30:00.000Z',
      // The same event as the e-mailed invitation, for the visitor's calendar download.
      calendar: {
        uid: `consultation-${booking.id}@northbridge.example`,
        title: 'Consultation with Northbridge Digital',
        description: expect.stringContaining(`Reference: ${booking.id}`),
        location: 'Video call (the link follows by e-mail)',
      },
    })
    const [row] = await consultationRows(db)
    expect(row?.startsAt.toISOString()).toBe('2026-12-08T18:00:00.000Z')
    expect(row?.sequence).toBe(0)
  })

  it('places the slot by the daylight-saving rules of the day it falls on', async () => {
    const march = new Date('2027-03-01T15:00:00Z')
    vi.setSystemTime(march)
    const at = async (date: string) => {
      const result = await bookConsultation(db, consultationRequest(date, '09:00', 'ET'), {
        ...options,
        now: march,
      })
      return result.ok ? result.booking.startsAt : result
    }
    // US clocks go forward on Sunday 14 March 2027.
    expect(await at('2027-03-12')).toBe('2027-03-12T14:00:00.000Z')
    expect(await at('2027-03-15')).toBe('2027-03-15T13:00:00.000Z')
  })

  it('gives a slot to exactly one of 50 concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        tryBooking(DAY, '14:30', 'ET', `visitor${index}@client.example`),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(49)
    expect(await consultationRows(db)).toHaveLength(1)
    // Only the winner's e-mails exist: confirmation, notification and reminder.
    expect(await outboxRows(db)).toHaveLength(3)
  })

  it('treats the same instant chosen in another zone as taken', async () => {
    await book(DAY, '10:00', 'PT')
    // 10:00 Pacific is 11:00 Mountain and 13:00 Eastern.
    expect(await tryBooking(DAY, '13:00', 'ET')).toEqual({ ok: false, reason: 'taken' })
    expect(await tryBooking(DAY, '11:00', 'MT')).toEqual({ ok: false, reason: 'taken' })
    // The same wall-clock time elsewhere is another instant, and free.
    expect((await tryBooking(DAY, '10:00', 'ET')).ok).toBe(true)
    expect(await consultationRows(db)).toHaveLength(2)
  })

  it('refuses a day or time that takes no bookings, naming the field, and stores nothing', async () => {
    const closedPolicy = { ...policy, closedRanges: [{ from: '2026-12-28', to: '2026-12-31' }] }
    const refusal = (date: string, time: SlotTime, zone: TimeZoneCode = 'ET') =>
      bookConsultation(db, consultationRequest(date, time, zone), {
        ...options,
        policy: closedPolicy,
      })

    expect(await refusal('2026-12-05', '10:00')).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { date: 'Consultations run Monday to Friday. Please select a weekday' },
    })
    expect(await refusal('2026-11-26', '10:00')).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { date: 'We are closed for Thanksgiving Day. Please select another date' },
    })
    expect(await refusal('2026-12-29', '10:00')).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { date: 'Our office is closed on this date. Please select another date' },
    })
    expect(await refusal('2026-11-20', '10:00')).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { date: 'Please select a future date' },
    })
    // Today: 10:00 Eastern starts right now, so it has passed; 10:30 is still ahead.
    expect(await refusal('2026-11-23', '10:00')).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { time: 'This time has already passed. Please select a later time' },
    })
    // The horizon is 60 days: 22 January 2027 is the last bookable day.
    expect(await refusal('2027-01-25', '10:00')).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { date: 'Please select a date within the next 60 days' },
    })
    expect(await consultationRows(db)).toHaveLength(0)
    expect(await outboxRows(db)).toHaveLength(0)

    expect((await refusal('2026-11-23', '10:30')).ok).toBe(true)
    expect((await refusal('2027-01-22', '16:30')).ok).toBe(true)
  })
})

describe('one human-check pass, one booking', () => {
  it('books once with a pass and refuses a second booking with it, storing nothing', async () => {
    const pass = passSpender()
    const first = await bookConsultation(db, consultationRequest(DAY, '10:00', 'PT'), {
      ...options,
      spendPass: pass,
    })
    expect(first.ok).toBe(true)
    const second = await bookConsultation(
      db,
      consultationRequest(DAY, '11:00', 'PT', { email: 'grace@client.example' }),
      { ...options, spendPass: pass },
    )
    expect(second).toEqual({ ok: false, reason: 'unverified' })
    expect(await consultationRows(db)).toHaveLength(1)
    // Only the first booking's three e-mails: the refused one queued none.
    expect(await outboxRows(db)).toHaveLength(3)
    expect(await freeTimes(DAY, 'PT')).toContain('11:00')
  })

  it('lets one of ten concurrent bookings with one pass through, whatever slots they choose', async () => {
    const pass = passSpender()
    const times: SlotTime[] = ['09:00', '09:30', '10:00', '10:30', '11:00']
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        bookConsultation(
          db,
          consultationRequest(index < 5 ? DAY : '2026-12-09', times[index % 5]!, 'ET', {
            email: `visitor${index}@client.example`,
          }),
          { ...options, spendPass: pass },
        ),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'unverified')).toHaveLength(9)
    expect(await consultationRows(db)).toHaveLength(1)
    expect(await outboxRows(db)).toHaveLength(3)
  })

  it('leaves the pass unspent when the booking is refused for its slot or its address', async () => {
    await book(DAY, '10:00', 'PT')
    const pass = passSpender()
    // The slot is taken: the visitor picks another time with the same pass.
    expect(
      await bookConsultation(
        db,
        consultationRequest(DAY, '10:00', 'PT', { email: 'g@x.example' }),
        {
          ...options,
          spendPass: pass,
        },
      ),
    ).toEqual({ ok: false, reason: 'taken' })
    await book(DAY, '11:00', 'PT')
    // The address has two upcoming bookings: the visitor corrects the address.
    expect(
      (
        await bookConsultation(db, consultationRequest(DAY, '13:00', 'PT'), {
          ...options,
          spendPass: pass,
        })
      ).ok,
    ).toBe(false)
    const made = await bookConsultation(
      db,
      consultationRequest(DAY, '13:00', 'PT', { email: 'grace@client.example' }),
      { ...options, spendPass: pass },
    )
    expect(made.ok).toBe(true)
  })
})

describe('upcoming bookings per e-mail address', () => {
  it(`allows ${UPCOMING_BOOKINGS_PER_EMAIL} upcoming bookings per address, in any case, and refuses a third`, async () => {
    await book(DAY, '09:00', 'ET')
    await book(DAY, '09:30', 'ET', 'ADA@Client.Example')
    const third = await bookConsultation(
      db,
      consultationRequest(DAY, '10:30', 'ET', { email: 'Ada@client.example' }),
      options,
    )
    expect(third).toEqual({
      ok: false,
      reason: 'limit',
      fields: {
        email:
          'This e-mail address already has 2 upcoming consultations with us. To book another, please cancel or move one of them first: the links are in your confirmation e-mails.',
      },
    })
    expect(await consultationRows(db)).toHaveLength(2)
    expect(await freeTimes(DAY, 'ET')).toContain('10:30')
    // Another address books at once.
    expect((await tryBooking(DAY, '10:30', 'ET')).ok).toBe(true)
  })

  it('counts only upcoming confirmed bookings: a cancelled or a past one frees a place', async () => {
    const { token } = await book(DAY, '09:00', 'ET')
    const soon = await book('2026-11-24', '09:00', 'ET')
    expect((await tryBooking(DAY, '11:00', 'ET', 'ada@client.example')).ok).toBe(false)

    await cancelBooking(db, { token }, { now: NOW })
    expect((await tryBooking(DAY, '11:00', 'ET', 'ada@client.example')).ok).toBe(true)
    expect((await tryBooking(DAY, '11:30', 'ET', 'ada@client.example')).ok).toBe(false)

    // Once the consultation of 24 November has taken place, it no longer counts.
    const after = new Date(new Date(soon.booking.startsAt).getTime() + 60 * 60_000)
    vi.setSystemTime(after)
    const later = await bookConsultation(
      db,
      consultationRequest(DAY, '11:30', 'ET', { email: 'ada@client.example' }),
      { ...options, now: after },
    )
    expect(later.ok).toBe(true)
  })

  it('lets exactly two of ten concurrent bookings for one address through', async () => {
    const times: SlotTime[] = ['09:00', '09:30', '10:00', '10:30', '11:00']
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        tryBooking(index < 5 ? DAY : '2026-12-09', times[index % 5]!, 'ET', 'ada@client.example'),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(2)
    expect(results.filter((result) => !result.ok && result.reason === 'limit')).toHaveLength(8)
    expect(await consultationRows(db)).toHaveLength(2)
  })

  it('does not count a move: rescheduling keeps the booking within the limit', async () => {
    await book(DAY, '09:00', 'ET')
    const { token } = await book(DAY, '09:30', 'ET')
    const moved = await rescheduleBooking(
      db,
      { token },
      { date: '2026-12-09', time: '10:00', timeZone: 'ET' },
      options,
    )
    expect(moved.ok).toBe(true)
  })
})

describe('the e-mails of a new booking', () => {
  it('queues the confirmation with its invitation, the notification and the reminder', async () => {
    const { booking } = await book(DAY, '10:00', 'PT')
    const keys = mailKeys(booking.id, 0)
    const rows = await outboxRows(db)
    expect(rows.map((row) => row.idempotencyKey).sort()).toEqual(
      [keys.confirmation, keys.notification, keys.reminder].sort(),
    )

    const confirmation = outboxMessage(rows, keys.confirmation)
    expect(confirmation).toMatchObject({ to: 'ada@client.example', status: 'pending' })
    const invite = parseInvite(confirmation)
    expect(invite.attachment.filename).toBe('consultation.ics')
    expect(invite.attachment.contentType).toContain('text/calendar')
    expect(invite.method).toBe('REQUEST')
    expect(invite.sequence).toBe(0)
    expect(invite.startsAt.toISOString()).toBe(booking.startsAt)

    const notification = outboxMessage(rows, keys.notification)
    expect(notification).toMatchObject({
      to: 'hello@northbridge.example',
      replyTo: 'ada@client.example',
      status: 'pending',
    })
    expect(notification.attachments).toEqual([])

    const reminder = outboxMessage(rows, keys.reminder)
    expect(reminder).toMatchObject({ to: 'ada@client.example', status: 'pending' })
    expect(reminder.nextAttemptAt.toISOString()).toBe('2026-12-07T18:00:00.000Z')
    // The reminder carries working manage links too.
    expect(manageTokenOf(reminder)).toBe(manageTokenOf(confirmation))
  })

  it('queues no reminder for a consultation less than 24 hours ahead', async () => {
    // Tomorrow 9:00 Eastern is 23 hours away; 16:30 is 30.5 hours away.
    const soon = await book('2026-11-24', '09:00', 'ET')
    const later = await book('2026-11-24', '16:30', 'ET', 'grace@client.example')
    const keys = (await outboxRows(db)).map((row) => row.idempotencyKey)
    expect(keys).toContain(mailKeys(soon.booking.id, 0).confirmation)
    expect(keys).toContain(mailKeys(soon.booking.id, 0).notification)
    expect(keys).not.toContain(mailKeys(soon.booking.id, 0).reminder)
    expect(keys).toContain(mailKeys(later.booking.id, 0).reminder)
  })

  it('commits neither the booking nor any e-mail when the transaction fails', async () => {
    const booked = consultationMail.booked
    const failing = vi
      .spyOn(consultationMail, 'booked')
      .mockImplementationOnce(async (tx, row, links) => {
        await booked(tx, row, links)
        throw new Error('rendering the notification failed')
      })
    await expect(
      bookConsultation(db, consultationRequest(DAY, '10:00', 'PT'), options),
    ).rejects.toThrow('rendering the notification failed')
    failing.mockRestore()
    expect(await consultationRows(db)).toHaveLength(0)
    expect(await outboxRows(db)).toHaveLength(0)
    expect(await freeTimes(DAY, 'PT')).toContain('10:00')
    expect((await tryBooking(DAY, '10:00', 'PT')).ok).toBe(true)
  })
})

describe('the slots of a day', () => {
  it('shows a booked instant as unavailable in every zone where it is a slot', async () => {
    await book(DAY, '10:00', 'PT')
    const everyTime = (await slotsForDay(db, DAY, 'PT', policy, NOW)).slots.map((s) => s.time)
    expect(everyTime).toHaveLength(14)
    const without = (time: string) => everyTime.filter((candidate) => candidate !== time)
    expect(await freeTimes(DAY, 'PT')).toEqual(without('10:00'))
    expect(await freeTimes(DAY, 'MT')).toEqual(without('11:00'))
    expect(await freeTimes(DAY, 'ET')).toEqual(without('13:00'))
    // 12:00 Central is lunch, not a slot: every Central slot stays free.
    expect(await freeTimes(DAY, 'CT')).toEqual(everyTime)

    const eastern = await slotsForDay(db, DAY, 'ET', policy, NOW)
    expect(eastern.closure).toBeUndefined()
    expect(eastern.slots.find((slot) => slot.time === '13:00')).toEqual({
      time: '13:00',
      label: '1:00 PM',
      startsAt: '2026-12-08T18:00:00.000Z',
      available: false,
    })
  })

  it('shows the slots of today that have started as unavailable', async () => {
    // 10:00 Eastern is now: it and the two before it are gone; in Pacific it is only 7:00.
    const eastern = await freeTimes('2026-11-23', 'ET')
    expect(eastern).not.toContain('09:00')
    expect(eastern).not.toContain('09:30')
    expect(eastern).not.toContain('10:00')
    expect(eastern[0]).toBe('10:30')
    expect(eastern).toHaveLength(11)
    expect(await freeTimes('2026-11-23', 'PT')).toHaveLength(14)
    const evening = new Date('2026-11-23T21:45:00Z')
    expect(await freeTimes('2026-11-23', 'ET', evening)).toEqual([])
    expect(await freeTimes('2026-11-23', 'PT', evening)).toEqual([
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ])
  })

  it('closes every slot of a day that takes no bookings, and says why', async () => {
    const saturday = await slotsForDay(db, '2026-12-05', 'ET', policy, NOW)
    expect(saturday.closure).toEqual({
      reason: 'weekend',
      message: 'Consultations run Monday to Friday. Please select a weekday',
    })
    expect(saturday.slots).toHaveLength(14)
    expect(saturday.slots.every((slot) => !slot.available)).toBe(true)
  })
})

describe('the booking calendar', () => {
  it('greys out weekends, holidays, closed days and full days, from today to the horizon', async () => {
    const closedPolicy = { ...policy, closedRanges: [{ from: '2026-12-28', to: '2026-12-31' }] }
    const times = (await slotsForDay(db, '2026-12-09', 'ET', policy, NOW)).slots.map((s) => s.time)
    for (const [index, time] of times.entries()) {
      await book('2026-12-09', time, 'ET', `visitor${index}@client.example`)
    }

    const calendar = await bookingCalendar(db, 'ET', closedPolicy, NOW)
    expect(calendar.today).toBe('2026-11-23')
    expect(calendar.lastDate).toBe('2027-01-22')
    expect(calendar.days).toHaveLength(61)
    const day = (date: string) => calendar.days.find((candidate) => candidate.date === date)

    expect(day('2026-11-23')).toEqual({ date: '2026-11-23', available: true })
    expect(day('2026-11-26')).toEqual({
      date: '2026-11-26',
      available: false,
      reason: 'holiday',
      message: 'We are closed for Thanksgiving Day. Please select another date',
    })
    expect(day('2026-11-28')).toMatchObject({ available: false, reason: 'weekend' })
    expect(day('2026-11-29')).toMatchObject({ available: false, reason: 'weekend' })
    expect(day('2026-12-25')).toMatchObject({ available: false, reason: 'holiday' })
    expect(day('2027-01-01')).toMatchObject({ available: false, reason: 'holiday' })
    for (const date of ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']) {
      expect(day(date)).toMatchObject({ available: false, reason: 'closed' })
    }
    expect(day('2026-12-09')).toEqual({
      date: '2026-12-09',
      available: false,
      reason: 'full',
      message: 'Every time on this day is taken. Please select another date',
    })
    expect(day('2026-12-08')).toEqual({ date: '2026-12-08', available: true })
    expect(calendar.days.filter((candidate) => candidate.available)).toHaveLength(
      61 - 16 /* weekend days */ - 4 /* holidays */ - 4 /* closed */ - 1 /* full */,
    )

    // Late in the day, when every time of today has started, today says so (it is not full).
    const evening = await bookingCalendar(db, 'ET', policy, new Date('2026-11-23T21:45:00Z'))
    expect(evening.days[0]).toEqual({
      date: '2026-11-23',
      available: false,
      reason: 'past',
      message: "Today's times have all passed. Please select another date",
    })

    // Seen from Pacific, the same Eastern bookings leave the morning of that day free.
    const pacific = await bookingCalendar(db, 'PT', closedPolicy, NOW)
    expect(pacific.days.find((candidate) => candidate.date === '2026-12-09')).toEqual({
      date: '2026-12-09',
      available: true,
    })
  })
})

describe('cancelling through the link in the confirmation', () => {
  it('frees the slot, so someone else can book it', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    expect(await findBookingByToken(db, token, NOW)).toEqual({ state: 'active', booking })

    const cancelled = await cancelBooking(db, { token }, { now: NOW })
    expect(cancelled).toEqual({
      ok: true,
      booking: { ...booking, status: 'cancelled', sequence: 1 },
    })
    const row = await bookingRow(booking.id)
    expect(row.status).toBe('cancelled')
    expect(row.sequence).toBe(1)
    expect(row.cancelledAt?.toISOString()).toBe(NOW.toISOString())

    expect(await freeTimes(DAY, 'PT')).toContain('10:00')
    expect((await tryBooking(DAY, '13:00', 'ET')).ok).toBe(true)
  })

  it('answers cancelled to a second cancellation and changes nothing', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    await cancelBooking(db, { token }, { now: NOW })
    const mailBefore = await outboxRows(db)

    const again = await cancelBooking(db, { token }, { now: NOW })
    expect(again).toEqual({
      ok: false,
      lookup: { state: 'cancelled', booking: { ...booking, status: 'cancelled', sequence: 1 } },
    })
    expect((await bookingRow(booking.id)).sequence).toBe(1)
    expect(await outboxRows(db)).toEqual(mailBefore)
    expect((await findBookingByToken(db, token, NOW)).state).toBe('cancelled')
  })

  it('answers unknown for a token of no booking and for a malformed one', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    const otherToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const wrong of [otherToken, token.slice(1), `${token}'--`, '', 'x'.repeat(200)]) {
      expect(await cancelBooking(db, { token: wrong }, { now: NOW })).toEqual({
        ok: false,
        lookup: { state: 'unknown' },
      })
      expect(await findBookingByToken(db, wrong, NOW)).toEqual({ state: 'unknown' })
    }
    expect((await bookingRow(booking.id)).status).toBe('confirmed')
  })

  it('answers past once the consultation has started', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    const started = new Date(new Date(booking.startsAt).getTime() + 60_000)
    expect(await cancelBooking(db, { token }, { now: started })).toEqual({
      ok: false,
      lookup: { state: 'past', booking },
    })
    expect((await bookingRow(booking.id)).status).toBe('confirmed')
    // A minute before the start it still works.
    const justBefore = new Date(new Date(booking.startsAt).getTime() - 60_000)
    expect((await findBookingByToken(db, token, justBefore)).state).toBe('active')
  })
})

describe('rescheduling through the link in the confirmation', () => {
  it('moves the booking in one step: the old slot is free, the new one taken', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    const moved = await rescheduleBooking(
      db,
      { token },
      { date: '2026-12-10', time: '15:30', timeZone: 'ET' },
      options,
    )
    expect(moved).toEqual({
      ok: true,
      previous: booking,
      booking: {
        ...booking,
        sequence: 1,
        date: '2026-12-10',
        time: '15:30',
        timeLabel: '3:30 PM',
        timeZone: 'ET',
        timeZoneLabel: 'Eastern Time (ET)',
        startsAt: '2026-12-10T20:30:00.000Z',
        endsAt: '2026-12-10T21:00:00.000Z',
      },
    })
    const row = await bookingRow(booking.id)
    expect(row.sequence).toBe(1)
    expect(row.timeZone).toBe('ET')
    expect(await consultationRows(db)).toHaveLength(1)

    expect(await freeTimes(DAY, 'PT')).toContain('10:00')
    expect(await freeTimes('2026-12-10', 'ET')).not.toContain('15:30')
    expect((await tryBooking(DAY, '10:00', 'PT')).ok).toBe(true)
    expect(await tryBooking('2026-12-10', '14:30', 'CT')).toEqual({ ok: false, reason: 'taken' })
    // The same link keeps working for the moved booking.
    expect((await findBookingByToken(db, token, NOW)).state).toBe('active')
  })

  it('answers taken for a slot someone else holds, and changes nothing', async () => {
    const mine = await book(DAY, '10:00', 'PT')
    const theirs = await book(DAY, '11:00', 'PT', 'grace@client.example')
    const mailBefore = await outboxRows(db)

    expect(
      await rescheduleBooking(
        db,
        { token: mine.token },
        { date: DAY, time: '14:00', timeZone: 'ET' },
        options,
      ),
    ).toEqual({ ok: false, reason: 'taken' })
    expect(await bookingRow(mine.booking.id)).toMatchObject({
      startsAt: new Date(mine.booking.startsAt),
      sequence: 0,
      status: 'confirmed',
    })
    expect(await bookingRow(theirs.booking.id)).toMatchObject({
      startsAt: new Date(theirs.booking.startsAt),
      sequence: 0,
      status: 'confirmed',
    })
    const free = await freeTimes(DAY, 'PT')
    expect(free).not.toContain('10:00')
    expect(free).not.toContain('11:00')
    expect(await outboxRows(db)).toEqual(mailBefore)
  })

  it('refuses to move a booking to the time it already has, in any zone', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    const sameTime = {
      ok: false,
      reason: 'invalid',
      fields: { time: 'Your consultation is already at this time. Please choose another time' },
    }
    expect(
      await rescheduleBooking(db, { token }, { date: DAY, time: '10:00', timeZone: 'PT' }, options),
    ).toEqual(sameTime)
    expect(
      await rescheduleBooking(db, { token }, { date: DAY, time: '13:00', timeZone: 'ET' }, options),
    ).toEqual(sameTime)
    expect((await bookingRow(booking.id)).sequence).toBe(0)
  })

  it('refuses a day that takes no bookings, and a booking that was cancelled', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    expect(
      await rescheduleBooking(
        db,
        { token },
        { date: '2026-12-12', time: '10:00', timeZone: 'PT' },
        options,
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { date: 'Consultations run Monday to Friday. Please select a weekday' },
    })
    await cancelBooking(db, { token }, { now: NOW })
    expect(
      await rescheduleBooking(db, { token }, { date: DAY, time: '11:00', timeZone: 'PT' }, options),
    ).toEqual({
      ok: false,
      reason: 'not-active',
      lookup: { state: 'cancelled', booking: { ...booking, status: 'cancelled', sequence: 1 } },
    })
    expect(await freeTimes(DAY, 'PT')).toContain('11:00')
  })

  it('lets exactly one of two bookings moving onto the same free slot at once win', async () => {
    const first = await book(DAY, '09:00', 'ET')
    const second = await book(DAY, '09:30', 'ET', 'grace@client.example')
    const target = { date: '2026-12-11', time: '11:30', timeZone: 'CT' } as const
    const results = await Promise.all([
      rescheduleBooking(db, { token: first.token }, target, options),
      rescheduleBooking(db, { token: second.token }, target, options),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(1)

    const rows = await consultationRows(db)
    const atTarget = rows.filter((row) => row.startsAt.toISOString() === '2026-12-11T17:30:00.000Z')
    expect(atTarget).toHaveLength(1)
    const loser = rows.find((row) => row.id !== atTarget[0]?.id)
    expect(loser?.sequence).toBe(0)
    expect([first.booking.startsAt, second.booking.startsAt]).toContain(
      loser?.startsAt.toISOString(),
    )
  })

  it('keeps the booking where it was when queuing the e-mails fails', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    const moved = consultationMail.moved
    const failing = vi
      .spyOn(consultationMail, 'moved')
      .mockImplementationOnce(async (tx, row, previousStartsAt, links) => {
        await moved(tx, row, previousStartsAt, links)
        throw new Error('rendering the update failed')
      })
    await expect(
      rescheduleBooking(db, { token }, { date: DAY, time: '11:00', timeZone: 'PT' }, options),
    ).rejects.toThrow('rendering the update failed')
    failing.mockRestore()
    expect(await bookingRow(booking.id)).toMatchObject({
      startsAt: new Date(booking.startsAt),
      sequence: 0,
    })
    const rows = await outboxRows(db)
    expect(rows).toHaveLength(3)
    expect(outboxMessage(rows, mailKeys(booking.id, 0).reminder).status).toBe('pending')
  })
})

describe('the e-mails over a booking life', () => {
  it('updates one calendar event: REQUEST 0, REQUEST 1 when moved, CANCEL 2; reminders follow', async () => {
    const { booking, token } = await book(DAY, '10:00', 'PT')
    const newTime = { date: '2026-12-10', time: '15:30', timeZone: 'ET' } as const
    const moved = await rescheduleBooking(db, { token }, newTime, options)
    if (!moved.ok) throw new Error(`the move failed: ${JSON.stringify(moved)}`)

    let rows = await outboxRows(db)
    const first = mailKeys(booking.id, 0)
    const second = mailKeys(booking.id, 1)
    expect(outboxMessage(rows, first.reminder).status).toBe('withdrawn')
    const newReminder = outboxMessage(rows, second.reminder)
    expect(newReminder.status).toBe('pending')
    expect(newReminder.nextAttemptAt.toISOString()).toBe('2026-12-09T20:30:00.000Z')
    expect(outboxMessage(rows, second.notification)).toMatchObject({
      to: 'hello@northbridge.example',
      replyTo: 'ada@client.example',
    })
    // The update keeps working links (the token did not change).
    expect(manageTokenOf(outboxMessage(rows, second.confirmation))).toBe(token)

    const cancelled = await cancelBooking(db, { token }, { now: NOW })
    expect(cancelled.ok).toBe(true)
    rows = await outboxRows(db)
    const third = mailKeys(booking.id, 2)
    expect(outboxMessage(rows, third.cancellation).to).toBe('ada@client.example')
    expect(outboxMessage(rows, third.notification).to).toBe('hello@northbridge.example')
    const reminders = rows.filter((row) => row.idempotencyKey.startsWith('consultation-reminder:'))
    expect(reminders).toHaveLength(2)
    expect(reminders.every((row) => row.status === 'withdrawn')).toBe(true)
    expect(rows).toHaveLength(8)

    const invites = [
      parseInvite(outboxMessage(rows, first.confirmation)),
      parseInvite(outboxMessage(rows, second.confirmation)),
      parseInvite(outboxMessage(rows, third.cancellation)),
    ]
    expect(new Set(invites.map((invite) => invite.uid)).size).toBe(1)
    expect(invites[0]?.uid).toContain(booking.id)
    expect(
      invites.map(({ method, sequence, status, startsAt, attachment }) => ({
        method,
        sequence,
        status,
        startsAt: startsAt.toISOString(),
        filename: attachment.filename,
      })),
    ).toEqual([
      {
        method: 'REQUEST',
        sequence: 0,
        status: 'CONFIRMED',
        startsAt: '2026-12-08T18:00:00.000Z',
        filename: 'consultation.ics',
      },
      {
        method: 'REQUEST',
        sequence: 1,
        status: 'CONFIRMED',
        startsAt: '2026-12-10T20:30:00.000Z',
        filename: 'consultation.ics',
      },
      {
        method: 'CANCEL',
        sequence: 2,
        status: 'CANCELLED',
        startsAt: '2026-12-10T20:30:00.000Z',
        filename: 'consultation-cancelled.ics',
      },
    ])
  })
})
