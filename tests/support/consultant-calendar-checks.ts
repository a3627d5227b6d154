import { eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import {
  displacedConsultations,
  saveCalendar,
  calendarForConsole,
} from '@/features/booking/availability-admin.server'
import { slotsForDay, timeNotOffered } from '@/features/booking/availability.server'
import { assignConsultation } from '@/features/booking/inbox.server'
import type { BookingPolicy } from '@/features/booking/calendar-rules.server'
import { FIRM_CALENDAR } from '@/server/db/firm-calendar'
import {
  bookConsultation,
  cancelBooking,
  rescheduleBooking,
} from '@/features/booking/manage.server'
import type { Database } from '@/server/db/client'
import {
  consultantTimeOff,
  consultants,
  consultations,
  staffUsers,
  type StoredWeeklyHours,
} from '@/server/db/schema'
import { SLOT_TIMES } from '@/features/booking/slots'
import { consultationRequest, freshPassEachTime, outboxRows, parseInvite } from './booking-kit'

/**
 * Consultants' calendars as booking meets them, the same on PGlite and on PostgreSQL: the slots a
 * visitor is offered, which calendar a booking lands on, fairness, moves and no overlap under
 * concurrent bookings (issue 28). `instance(i)` spreads concurrent requests over app instances.
 */

/** Monday 23 November 2026, 10:00 in New York. */
export const NOW = new Date('2026-11-23T15:00:00Z')
/** A Tuesday two weeks ahead. */
const DAY = '2026-12-08'
const policy: BookingPolicy = { horizonDays: 60, closedRanges: [], minimumNoticeMinutes: 0 }
const options = { policy, spendPass: freshPassEachTime, now: NOW }

const nineToFive = (days: string[] = ['1', '2', '3', '4', '5']): StoredWeeklyHours =>
  Object.fromEntries(days.map((day) => [day, [{ start: 9 * 60, end: 17 * 60 }]]))

/** A staff member with the consultant role and a calendar of their own; the calendar's id. */
export async function addConsultant(
  db: Database,
  name: string,
  calendar: Partial<typeof consultants.$inferInsert> = {},
): Promise<{ calendarId: string; staffUserId: string }> {
  const staffUserId = `staff-${name.toLowerCase()}`
  await db.insert(staffUsers).values({
    id: staffUserId,
    name,
    email: `${name.toLowerCase()}@northbridge.example`,
    emailVerified: true,
    role: 'consultant',
  })
  const [row] = await db
    .insert(consultants)
    .values({ staffUserId, weeklyHours: nineToFive(), ...calendar })
    .returning({ id: consultants.id })
  return { calendarId: row!.id, staffUserId }
}

/** The firm's calendar, switched off: only the consultants' own calendars take bookings. */
export async function firmCalendarOff(db: Database): Promise<void> {
  await db.insert(consultants).values({ ...FIRM_CALENDAR, active: false })
}

const timesOf = async (db: Database, day: string, available: boolean) =>
  (await slotsForDay(db, day, 'ET', policy, NOW)).slots
    .filter((slot) => slot.available === available)
    .map((slot) => slot.time)

async function book(db: Database, time: string, email: string, day = DAY) {
  const result = await bookConsultation(
    db,
    consultationRequest(day, time, 'ET', { email }),
    options,
  )
  if (!result.ok) throw new Error(`${day} ${time} was not booked: ${JSON.stringify(result)}`)
  const [row] = await db.select().from(consultations).where(eq(consultations.id, result.booking.id))
  return row!
}

/** Whether any calendar holds two confirmed consultations that overlap. */
async function overlaps(db: Database): Promise<number> {
  const rows = await db
    .select({ calendarId: consultations.calendarId, startsAt: consultations.startsAt })
    .from(consultations)
    .where(eq(consultations.status, 'confirmed'))
  const seen = new Set<string>()
  let doubled = 0
  for (const row of rows) {
    const key = `${row.calendarId} ${row.startsAt.toISOString()}`
    if (seen.has(key)) doubled += 1
    seen.add(key)
  }
  return doubled
}

export function consultantCalendarChecks({
  db,
  instance,
}: {
  db: () => Database
  instance: (index: number) => Database
}) {
  it('offers the union of the consultants’ hours, and none on a consultant’s day off', async () => {
    await firmCalendarOff(db())
    await addConsultant(db(), 'Mei', { timeZone: 'America/New_York' })
    const ravi = await addConsultant(db(), 'Ravi', { timeZone: 'America/Los_Angeles' })
    await db()
      .insert(consultantTimeOff)
      .values({ consultantId: ravi.calendarId, fromDay: '2026-12-09', toDay: '2026-12-09' })

    // Mei 9 to 5 Eastern, Ravi 9 to 5 Pacific: 9:00 to 7:30 PM Eastern, 22 starts.
    const tuesday = await timesOf(db(), DAY, true)
    expect(tuesday).toHaveLength(22)
    expect([tuesday[0], tuesday.at(-1)]).toEqual(['09:00', '19:30'])
    expect(await timesOf(db(), '2026-12-09', true)).toHaveLength(16)
    expect((await timesOf(db(), '2026-12-09', true)).at(-1)).toBe('16:30')
  })

  it('gives a booking to a consultant who is free, names them, and refuses a time no one offers', async () => {
    await firmCalendarOff(db())
    const mei = await addConsultant(db(), 'Mei', { timeZone: 'America/New_York' })
    const ravi = await addConsultant(db(), 'Ravi', { timeZone: 'America/Los_Angeles' })

    // Only Ravi works at 6:00 PM Eastern; only Mei at 9:00 AM. The visitor learns who joins.
    const named = await bookConsultation(
      db(),
      consultationRequest(DAY, '17:30', 'ET', { email: 'ida@client.example' }),
      options,
    )
    expect(named).toMatchObject({ ok: true, booking: { consultant: 'Ravi' } })
    const confirmation = (await outboxRows(db())).find(
      (message) => message.to === 'ida@client.example' && message.subject.startsWith('Confirmed:'),
    )
    expect(confirmation?.text).toContain('Consultant: Ravi')
    const evening = await book(db(), '18:00', 'grace@client.example')
    expect(evening).toMatchObject({ calendarId: ravi.calendarId, consultantId: ravi.staffUserId })
    const morning = await book(db(), '09:00', 'alan@client.example')
    expect(morning).toMatchObject({ calendarId: mei.calendarId, consultantId: mei.staffUserId })

    // 8:00 PM Eastern is no one's: the same message as any time not on offer, on the field.
    expect(
      await bookConsultation(
        db(),
        consultationRequest(DAY, '20:00', 'ET', { email: 'late@client.example' }),
        options,
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { time: 'Please select one of the available times' },
    })
    expect(await timeNotOffered({ date: DAY, time: '20:00', timeZone: 'ET' }, db())).toEqual({
      time: 'Please select one of the available times',
    })
    expect(await timeNotOffered({ date: DAY, time: '19:30', timeZone: 'ET' }, db())).toEqual({})
  })

  it('lets a second visitor have a start one consultant holds while another is free, then no more', async () => {
    await firmCalendarOff(db())
    const mei = await addConsultant(db(), 'Mei')
    const ravi = await addConsultant(db(), 'Ravi')
    const first = await book(db(), '10:00', 'one@client.example')
    const second = await book(db(), '10:00', 'two@client.example')
    expect(new Set([first.calendarId, second.calendarId])).toEqual(
      new Set([mei.calendarId, ravi.calendarId]),
    )
    expect(await timesOf(db(), DAY, false)).toEqual(['10:00'])
    expect(
      await bookConsultation(
        db(),
        consultationRequest(DAY, '10:00', 'ET', { email: 'three@client.example' }),
        options,
      ),
    ).toEqual({ ok: false, reason: 'taken' })
  })

  it('keeps a moved consultation with its consultant when they are free, and hands it on when not', async () => {
    await firmCalendarOff(db())
    const mei = await addConsultant(db(), 'Mei')
    const ravi = await addConsultant(db(), 'Ravi')
    const booked = await book(db(), '10:00', 'one@client.example')
    const other = booked.calendarId === mei.calendarId ? ravi : mei
    const own = booked.calendarId === mei.calendarId ? mei : ravi
    const move = (time: string) =>
      rescheduleBooking(
        db(),
        { id: booked.id, email: 'one@client.example' },
        { date: DAY, time, timeZone: 'ET' },
        { policy, now: NOW },
      )
    expect((await move('11:00')).ok).toBe(true)
    const [kept] = await db().select().from(consultations).where(eq(consultations.id, booked.id))
    expect(kept!.calendarId).toBe(own.calendarId)

    // Their consultant takes another visitor at 2:00 PM (the other one away meanwhile); moved
    // there, the consultation goes to the consultant who is free.
    const away = (active: boolean) =>
      db().update(consultants).set({ active }).where(eq(consultants.id, other.calendarId))
    await away(false)
    expect((await book(db(), '14:00', 'two@client.example')).calendarId).toBe(own.calendarId)
    await away(true)
    expect((await move('14:00')).ok).toBe(true)
    const [moved] = await db().select().from(consultations).where(eq(consultations.id, booked.id))
    expect(moved).toMatchObject({ calendarId: other.calendarId, consultantId: other.staffUserId })
    expect(await overlaps(db())).toBe(0)
  })

  it('shares 200 bookings fairly: with equal weights, no one has more than 10% over the mean', async () => {
    await firmCalendarOff(db())
    const people = await Promise.all(
      ['Mei', 'Ravi', 'Ana'].map((name) => addConsultant(db(), name)),
    )
    // One visitor per start, over the weekdays of three weeks: a "first free consultant" rule
    // would give every booking to the same person.
    const days = ['07', '08', '09', '10', '11', '14', '15', '16', '17', '18', '21', '22', '23']
    const times = Array.from({ length: 16 }, (_, index) => {
      const minutes = 9 * 60 + index * 30
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    })
    const starts = days.flatMap((day) => times.map((time) => [`2026-12-${day}`, time] as const))
    for (const [index, [day, time]] of starts.slice(0, 200).entries()) {
      await book(db(), time, `visitor${index}@client.example`, day)
    }
    const counts = await Promise.all(
      people.map(
        async ({ calendarId }) =>
          (
            await db()
              .select({ id: consultations.id })
              .from(consultations)
              .where(eq(consultations.calendarId, calendarId))
          ).length,
      ),
    )
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(200)
    expect(Math.max(...counts)).toBeLessThanOrEqual((200 / 3) * 1.1)
    expect(await overlaps(db())).toBe(0)
  })

  it('offers none of a consultant’s hours once they leave the staff or take another role, and lists what was theirs', async () => {
    await firmCalendarOff(db())
    const mei = await addConsultant(db(), 'Mei', { timeZone: 'America/New_York' })
    const ravi = await addConsultant(db(), 'Ravi', { timeZone: 'America/Los_Angeles' })
    const evening = await book(db(), '18:00', 'late@client.example')
    expect(evening.calendarId).toBe(ravi.calendarId)
    const member = (change: Partial<typeof staffUsers.$inferInsert>) =>
      db().update(staffUsers).set(change).where(eq(staffUsers.id, ravi.staffUserId))

    // Removed: only Mei's 9 to 5 Eastern is offered, and Ravi's evening needs a colleague.
    await member({ banned: true })
    expect(await timesOf(db(), DAY, true)).toHaveLength(16)
    expect((await book(db(), '10:00', 'early@client.example')).calendarId).toBe(mei.calendarId)
    expect(await displacedConsultations(db(), ravi.calendarId, NOW)).toEqual([
      expect.objectContaining({ id: evening.id, freeConsultants: [] }),
    ])
    expect(await calendarForConsole(db(), ravi.calendarId)).toMatchObject({
      active: true,
      onStaff: false,
    })

    // Back on the staff but in marketing: still none; a consultant again: his hours return.
    await member({ banned: false, role: 'marketing' })
    expect(await timesOf(db(), DAY, true)).toHaveLength(15)
    await member({ role: 'consultant' })
    // The union's 22 starts, less 10:00 (Mei's alone, booked) and 6:00 PM (his, booked).
    expect(await timesOf(db(), DAY, true)).toHaveLength(20)
    expect((await calendarForConsole(db(), ravi.calendarId))?.onStaff).toBe(true)
  })

  it('lists what time off displaces, with who is free, and moves a consultation to its new consultant’s calendar', async () => {
    await firmCalendarOff(db())
    const mei = await addConsultant(db(), 'Mei')
    const ravi = await addConsultant(db(), 'Ravi')
    const ana = await addConsultant(db(), 'Ana', { timeZone: 'Europe/London' })
    // Ravi and Ana away: Mei takes both; then Mei takes 8 December off.
    const away = (active: boolean) =>
      db()
        .update(consultants)
        .set({ active })
        .where(inArray(consultants.id, [ravi.calendarId, ana.calendarId]))
    await away(false)
    const ten = await book(db(), '10:00', 'one@client.example')
    const eleven = await book(db(), '11:00', 'two@client.example')
    expect([ten.calendarId, eleven.calendarId]).toEqual([mei.calendarId, mei.calendarId])
    await away(true)
    await db().update(consultants).set({ active: false }).where(eq(consultants.id, ana.calendarId))
    await book(db(), '11:00', 'three@client.example')
    await db().update(consultants).set({ active: true }).where(eq(consultants.id, ana.calendarId))
    const calendar = await calendarForConsole(db(), mei.calendarId)
    const saved = await saveCalendar(
      db(),
      mei.calendarId,
      { ...calendar!, timeOff: [{ from: DAY, to: DAY }] },
      { staffId: 'staff-mei' },
      NOW,
    )
    expect(saved).toEqual({ ok: true })

    // Ana works 9 to 5 London (4:00 to noon Eastern); Ravi is busy at 11:00.
    const displaced = await displacedConsultations(db(), mei.calendarId, NOW)
    expect(displaced.map((entry) => [entry.id, entry.freeConsultants.map((c) => c.name)])).toEqual([
      [ten.id, ['Ana', 'Ravi']],
      [eleven.id, ['Ana']],
    ])
    const staff = { staffId: 'staff-admin', mayChange: () => true }
    expect(await assignConsultation(db(), eleven.id, ravi.staffUserId, staff, NOW)).toEqual({
      ok: false,
      reason: 'busy',
    })
    expect(await assignConsultation(db(), eleven.id, ana.staffUserId, staff, NOW)).toEqual({
      ok: true,
      changed: true,
    })
    const [moved] = await db().select().from(consultations).where(eq(consultations.id, eleven.id))
    expect(moved).toMatchObject({ calendarId: ana.calendarId, consultantId: ana.staffUserId })
    expect(
      (await displacedConsultations(db(), mei.calendarId, NOW)).map((entry) => entry.id),
    ).toEqual([ten.id])
  })

  it('sends each consultant an invitation for what is theirs, and a cancellation for what no longer is', async () => {
    await firmCalendarOff(db())
    const ravi = await addConsultant(db(), 'Ravi', { timeZone: 'America/Los_Angeles' })
    const mei = await addConsultant(db(), 'Mei')
    const evening = await book(db(), '18:00', 'grace@client.example')
    expect(evening.consultantId).toBe(ravi.staffUserId)
    const toRavi = (await outboxRows(db())).filter(
      (message) => message.to === 'ravi@northbridge.example',
    )
    expect(toRavi.map((message) => message.subject)).toEqual([
      'Yours: Ada Lovelace, Tue, Dec 8, 3:00 PM America/Los Angeles',
    ])
    const invite = parseInvite(toRavi[0]!)
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' })
    // Unfolded (a long line goes on after a line break and a space or tab).
    const ics = invite.attachment.content.replace(/\r?\n[ \t]/g, '')
    expect(ics).toMatch(/^ORGANIZER;CN=[^:\r\n]+:mailto:\S+@/im)
    expect(ics).toContain('mailto:ravi@northbridge.example')
    expect(ics).toContain('mailto:grace@client.example')

    // 1:00 PM Eastern is in both their hours; an admin gives it to the other one.
    const morning = await book(db(), '13:00', 'alan@client.example')
    const staff = { staffId: 'staff-admin', mayChange: () => true }
    const other = morning.consultantId === mei.staffUserId ? ravi : mei
    expect(await assignConsultation(db(), morning.id, other.staffUserId, staff, NOW)).toEqual({
      ok: true,
      changed: true,
    })
    const about = (address: string) =>
      outboxRows(db()).then((rows) =>
        rows
          .filter((message) => message.to === address && message.subject.includes('Ada Lovelace'))
          .map((message) => [message.subject.split(':')[0], parseInvite(message).method]),
      )
    const before = morning.consultantId === mei.staffUserId ? 'mei' : 'ravi'
    const after = before === 'mei' ? 'ravi' : 'mei'
    expect(await about(`${before}@northbridge.example`)).toContainEqual([
      'No longer yours',
      'CANCEL',
    ])
    expect(await about(`${after}@northbridge.example`)).toContainEqual(['Yours', 'REQUEST'])

    // Ravi's evening consultation moves to 7:00 PM (still his), then is cancelled: he hears both.
    const moved = await rescheduleBooking(
      db(),
      { id: evening.id, email: 'grace@client.example' },
      { date: DAY, time: '19:00', timeZone: 'ET' },
      { policy, now: NOW },
    )
    expect(moved.ok).toBe(true)
    await cancelBooking(db(), { id: evening.id, email: 'grace@client.example' }, { now: NOW })
    const ravisNews = (await outboxRows(db()))
      .filter((message) => message.to === 'ravi@northbridge.example')
      .filter((message) => message.subject.includes('Ada Lovelace, Tue, Dec 8, 3:00 PM'))
    expect(ravisNews).toHaveLength(1)
    const later = (await outboxRows(db())).filter(
      (message) => message.to === 'ravi@northbridge.example' && message.subject.includes('4:00 PM'),
    )
    expect(later.map((message) => [message.subject.split(':')[0], parseInvite(message)])).toEqual(
      expect.arrayContaining([
        ['Moved', expect.objectContaining({ method: 'REQUEST', sequence: 1 })],
        ['No longer yours', expect.objectContaining({ method: 'CANCEL', sequence: 2 })],
      ]),
    )

    // The visitor's invitation follows: the same event (UID), a higher SEQUENCE, who joins now.
    const visitorMail = (await outboxRows(db())).filter(
      (message) => message.to === 'alan@client.example',
    )
    const first = visitorMail.find((message) => message.subject.startsWith('Confirmed:'))!
    const update = visitorMail.find((message) => message.subject.startsWith('Updated:'))!
    expect(update.subject).toMatch(/^Updated: your consultation with .* on Tue, Dec 8 at 1:00 PM$/)
    expect(update.text).toContain(`Consultant: ${after === 'mei' ? 'Mei' : 'Ravi'}`)
    expect(parseInvite(update)).toMatchObject({
      method: 'REQUEST',
      uid: parseInvite(first).uid,
      sequence: 1,
    })
  })

  it('refuses, in the database itself, two consultations on one calendar whose buffered times overlap', async () => {
    const mei = await addConsultant(db(), 'Mei')
    const row = (startsAt: string, bufferAfterMinutes: number, email: string) => ({
      name: 'Ada Lovelace',
      email,
      questions: 'How should we plan the migration?',
      startsAt: new Date(startsAt),
      timeZone: 'ET' as const,
      manageTokenHash: `hash-${email}`,
      calendarId: mei.calendarId,
      bufferAfterMinutes,
    })
    await db()
      .insert(consultations)
      .values(row('2026-12-08T15:00:00Z', 15, 'a@client.example'))
    // 10:30 Eastern starts inside the 15 minutes kept free after 10:00.
    await expect(
      db()
        .insert(consultations)
        .values(row('2026-12-08T15:30:00Z', 0, 'b@client.example')),
    ).rejects.toMatchObject({ cause: { code: '23P01' } })
    // 10:45 does not; a cancelled one holds nothing.
    await db()
      .insert(consultations)
      .values(row('2026-12-08T15:45:00Z', 0, 'c@client.example'))
    await db()
      .insert(consultations)
      .values({ ...row('2026-12-08T15:00:00Z', 0, 'd@client.example'), status: 'cancelled' })
  })

  it('gives 200 concurrent bookings of 10 starts to 3 consultants exactly 30 successes, none overlapping', async () => {
    await firmCalendarOff(db())
    await Promise.all(['Mei', 'Ravi', 'Ana'].map((name) => addConsultant(db(), name)))
    // Ten of the spec's times, each taken by all three, 9:00 AM to 2:30 PM.
    const times = SLOT_TIMES.slice(0, 10)
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        bookConsultation(
          instance(index),
          consultationRequest(DAY, times[index % times.length]!, 'ET', {
            email: `visitor${index}@client.example`,
          }),
          options,
        ),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(30)
    expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(170)
    expect(await overlaps(db())).toBe(0)
  })
}
