import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import {
  addNote,
  assignConsultation,
  inboxConsultation,
  inboxFigures,
  listInbox,
  markOutcome,
} from '@/features/booking/inbox.server'
import { InboxQuerySchema } from '@/features/booking/inbox'
import {
  bookConsultation,
  cancelBooking,
  rescheduleBooking,
  StaleStaffChange,
  type StaffChange,
} from '@/features/booking/manage.server'
import type { BookingPolicy } from '@/features/booking/calendar-rules.server'
import type { SlotTime } from '@/features/booking/slots'
import type { Database } from '@/server/db/client'
import { auditLog, consultations, mailOutbox, staffUsers } from '@/server/db/schema'
import { consultationRequest, freshPassEachTime } from './booking-kit'

/*
 * The consultations inbox on a real database (run on PGlite and on PostgreSQL, where the second
 * instance's pool makes the races real): staff cancel and move through the visitor's own
 * transactions, marks, notes and assignment, each idempotent and audited; the list's filters;
 * the figures; and the races the issue names.
 */

/** Monday 23 November 2026, 10:00 Eastern; the Date clock is pinned to it by the suites. */
export const INBOX_NOW = new Date('2026-11-23T15:00:00Z')
const policy: BookingPolicy = { horizonDays: 60, closedRanges: [] }
const options = { policy, spendPass: freshPassEachTime, now: INBOX_NOW }
const everyone = () => true

async function staffMember(db: Database, id: string, role: string) {
  await db
    .insert(staffUsers)
    .values({ id, name: `Member ${id}`, email: `${id}@firm.example`, role, twoFactorEnabled: true })
}

const change = (staffId: string, extra: Partial<StaffChange> = {}): StaffChange => ({
  staffId,
  requestId: `req-${staffId}`,
  mayChange: everyone,
  ...extra,
})

async function book(db: Database, email = 'ada@client.example', time: SlotTime = '10:00') {
  const result = await bookConsultation(
    db,
    consultationRequest('2026-12-08', time, 'ET', { email }),
    options,
  )
  if (!result.ok) throw new Error(`not booked: ${JSON.stringify(result)}`)
  return result.booking
}

const auditRows = (db: Database) => db.select().from(auditLog)

export function inboxSuite({ db, second }: { db: () => Database; second: () => Database }) {
  it('records how and when a consultation was booked, and lists it', async () => {
    await staffMember(db(), 'owner1', 'owner')
    const booked = await bookConsultation(
      db(),
      consultationRequest('2026-12-08', '09:00', 'PT', { name: 'Grace Hopper' }),
      { ...options, bookedVia: 'chat' },
    )
    expect(booked.ok).toBe(true)
    const { rows, total } = await listInbox(db(), InboxQuerySchema.parse({}), 'all', INBOX_NOW)
    expect(total).toBe(1)
    expect(rows[0]).toMatchObject({ name: 'Grace Hopper', status: 'upcoming', bookedVia: 'chat' })
    const detail = await inboxConsultation(db(), rows[0]!.id, everyone, INBOX_NOW)
    expect(detail?.history.map((entry) => entry.kind)).toEqual(['booked'])
  })

  it('cancels for the visitor with an internal reason and a message that goes in the e-mail', async () => {
    await staffMember(db(), 'admin1', 'admin')
    const booking = await book(db())
    const result = await cancelBooking(
      db(),
      { id: booking.id, staff: change('admin1') },
      {
        now: new Date(INBOX_NOW.getTime() + 60_000),
        reason: 'Client phoned: budget frozen until March',
        messageToVisitor: 'As agreed on the phone, we will talk again in spring.',
      },
    )
    expect(result.ok).toBe(true)
    const detail = await inboxConsultation(db(), booking.id, everyone, INBOX_NOW)
    expect(detail?.consultation.status).toBe('cancelled')
    expect(detail?.history.at(-1)).toMatchObject({
      kind: 'cancelled',
      by: 'Member admin1',
      reason: 'Client phoned: budget frozen until March',
    })
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@client.example'))
    const cancellation = mail.find((row) => row.idempotencyKey.endsWith(':cancellation'))!
    expect(cancellation.text).toContain('As agreed on the phone, we will talk again in spring.')
    expect(cancellation.text).not.toContain('budget frozen')
    expect(cancellation.attachments[0]?.content).toContain('METHOD:CANCEL')
    const audit = await auditRows(db())
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actorId: 'admin1',
      action: 'consultations.cancel',
      targetType: 'consultation',
      targetId: booking.id,
      requestId: 'req-admin1',
    })
    // No visitor's data in the audit log: not the name, the address or the reason.
    expect(JSON.stringify(audit[0])).not.toMatch(/Ada|client\.example|budget/)
  })

  it("refuses a consultant another consultant's consultation, and lets them work on their own", async () => {
    await staffMember(db(), 'c1', 'consultant')
    await staffMember(db(), 'c2', 'consultant')
    const booking = await book(db())
    await db()
      .update(consultations)
      .set({ consultantId: 'c1' })
      .where(eq(consultations.id, booking.id))
    const onlyOwn = (id: string) => change(id, { mayChange: (row) => row.consultantId === id })
    const refused = await cancelBooking(
      db(),
      { id: booking.id, staff: onlyOwn('c2') },
      { now: INBOX_NOW, reason: 'not mine' },
    )
    expect(refused).toMatchObject({ ok: false, lookup: { state: 'unknown' } })
    const mine = await listInbox(
      db(),
      InboxQuerySchema.parse({}),
      { consultantId: 'c2' },
      INBOX_NOW,
    )
    expect(mine.total).toBe(0)
    const allowed = await cancelBooking(
      db(),
      { id: booking.id, staff: onlyOwn('c1') },
      { now: INBOX_NOW, reason: 'mine' },
    )
    expect(allowed.ok).toBe(true)
  })

  it('lets one of two members cancelling at once win; the other is told it is cancelled already', async () => {
    await staffMember(db(), 'a1', 'admin')
    await staffMember(db(), 'a2', 'admin')
    const booking = await book(db())
    const results = await Promise.allSettled(
      (['a1', 'a2'] as const).map((id, index) =>
        cancelBooking(
          index === 0 ? db() : second(),
          { id: booking.id, staff: change(id, { expectedSequence: 0 }) },
          { now: INBOX_NOW, reason: `cancelled by ${id}` },
        ),
      ),
    )
    const wins = results.filter((result) => result.status === 'fulfilled' && result.value.ok)
    expect(wins).toHaveLength(1)
    const loser = results.find((result) => !(result.status === 'fulfilled' && result.value.ok))!
    // The row lock makes them take turns: the second finds the booking at a newer version.
    expect(loser.status === 'rejected' ? loser.reason : null).toBeInstanceOf(StaleStaffChange)
    expect(
      (await auditRows(db())).filter((row) => row.action === 'consultations.cancel'),
    ).toHaveLength(1)
    const mail = await db().select().from(mailOutbox)
    expect(mail.filter((row) => row.idempotencyKey.endsWith(':cancellation'))).toHaveLength(1)
  })

  it('refuses a move or a cancel made on a screen older than the booking (a clear conflict, nothing changed)', async () => {
    await staffMember(db(), 'a1', 'admin')
    await staffMember(db(), 'a2', 'admin')
    const booking = await book(db())
    const [move, cancel] = await Promise.allSettled([
      rescheduleBooking(
        db(),
        { id: booking.id, staff: change('a1', { expectedSequence: 0 }) },
        { date: '2026-12-09', time: '11:00', timeZone: 'ET' },
        { policy, now: INBOX_NOW },
      ),
      cancelBooking(
        second(),
        { id: booking.id, staff: change('a2', { expectedSequence: 0 }) },
        { now: INBOX_NOW, reason: 'racing' },
      ),
    ])
    const outcomes = [move, cancel]
    const fulfilledOk = outcomes.filter(
      (outcome) => outcome.status === 'fulfilled' && outcome.value.ok,
    )
    expect(fulfilledOk).toHaveLength(1)
    const refused = outcomes.find(
      (outcome) => !(outcome.status === 'fulfilled' && outcome.value.ok),
    )!
    expect(refused.status === 'rejected' ? refused.reason : null).toBeInstanceOf(StaleStaffChange)
    const [row] = await db().select().from(consultations)
    expect(row!.sequence).toBe(1)
  })

  it('never double-books when a staff move races a visitor booking the same slot', async () => {
    await staffMember(db(), 'a1', 'admin')
    const booking = await book(db(), 'ada@client.example', '10:00')
    const [move, visitor] = await Promise.all([
      rescheduleBooking(
        db(),
        { id: booking.id, staff: change('a1') },
        { date: '2026-12-09', time: '14:00', timeZone: 'ET' },
        { policy, now: INBOX_NOW },
      ),
      bookConsultation(
        second(),
        consultationRequest('2026-12-09', '14:00', 'ET', { email: 'bob@client.example' }),
        options,
      ),
    ])
    expect([move.ok, visitor.ok].filter(Boolean)).toHaveLength(1)
    const atThatTime = await db()
      .select()
      .from(consultations)
      .where(eq(consultations.startsAt, new Date('2026-12-09T19:00:00Z')))
    expect(atThatTime.filter((row) => row.status === 'confirmed')).toHaveLength(1)
  })

  it('marks an outcome only once the time has come; the same mark twice changes nothing, another member’s mark is not overwritten unseen', async () => {
    await staffMember(db(), 'a1', 'admin')
    const booking = await book(db())
    const mark = (outcome: 'completed' | 'no-show', shown: 'completed' | 'no-show' | null) => ({
      outcome,
      shown,
    })
    expect(
      await markOutcome(db(), booking.id, mark('completed', null), change('a1'), INBOX_NOW),
    ).toEqual({ ok: false, reason: 'not-started' })
    const later = new Date('2026-12-08T16:00:00Z')
    expect(await markOutcome(db(), booking.id, mark('no-show', null), change('a1'), later)).toEqual(
      { ok: true, changed: true },
    )
    expect(await markOutcome(db(), booking.id, mark('no-show', null), change('a1'), later)).toEqual(
      { ok: true, changed: false },
    )
    // A second screen, opened before the no-show was marked, would make it completed: refused.
    expect(
      await markOutcome(db(), booking.id, mark('completed', null), change('a1'), later),
    ).toEqual({ ok: false, reason: 'changed-meanwhile' })
    expect(
      await markOutcome(db(), booking.id, mark('completed', 'no-show'), change('a1'), later),
    ).toEqual({ ok: true, changed: true })
    const marks = (await auditRows(db())).filter((row) => row.action === 'consultations.mark')
    expect(marks.map((row) => row.detail)).toEqual([
      { outcome: 'no-show', previous: null },
      { outcome: 'completed', previous: 'no-show' },
    ])
    const listed = await listInbox(
      db(),
      InboxQuerySchema.parse({ status: 'completed' }),
      'all',
      later,
    )
    expect(listed.total).toBe(1)
  })

  it('stores a note once however often it is sent, authored and audited without its text', async () => {
    await staffMember(db(), 'c1', 'consultant')
    const booking = await book(db())
    const note = {
      noteId: '7b0f7f7c-3f0e-4a56-9a53-1c4f3e6f2d10',
      body: 'Wants a data-platform review first.',
    }
    expect(await addNote(db(), booking.id, note, change('c1'), INBOX_NOW)).toEqual({
      ok: true,
      changed: true,
    })
    expect(await addNote(db(), booking.id, note, change('c1'), INBOX_NOW)).toEqual({
      ok: true,
      changed: false,
    })
    const detail = await inboxConsultation(db(), booking.id, everyone, INBOX_NOW)
    expect(detail?.notes).toEqual([
      expect.objectContaining({ body: note.body, authorName: 'Member c1' }),
    ])
    const audit = (await auditRows(db())).filter((row) => row.action === 'consultations.note')
    expect(audit).toHaveLength(1)
    expect(JSON.stringify(audit[0])).not.toContain('data-platform')
  })

  it('assigns only to a consultant still on the staff', async () => {
    await staffMember(db(), 'o1', 'owner')
    await staffMember(db(), 'm1', 'marketing')
    await staffMember(db(), 'c1', 'consultant')
    const booking = await book(db())
    expect(await assignConsultation(db(), booking.id, 'm1', change('o1'), INBOX_NOW)).toEqual({
      ok: false,
      reason: 'not-a-consultant',
    })
    expect(await assignConsultation(db(), booking.id, 'c1', change('o1'), INBOX_NOW)).toEqual({
      ok: true,
      changed: true,
    })
    expect(await assignConsultation(db(), booking.id, 'c1', change('o1'), INBOX_NOW)).toEqual({
      ok: true,
      changed: false,
    })
    const theirs = await listInbox(
      db(),
      InboxQuerySchema.parse({}),
      { consultantId: 'c1' },
      INBOX_NOW,
    )
    expect(theirs.rows[0]).toMatchObject({ consultantName: 'Member c1' })
  })

  it('filters by status, day and a search that takes % and _ literally', async () => {
    await book(db(), 'ada@client.example', '10:00')
    const other = await bookConsultation(
      db(),
      consultationRequest('2026-12-10', '13:00', 'ET', {
        name: 'Bob 100%_sure',
        email: 'bob@client.example',
        questions: 'Is our ERP ready for the cloud move?',
      }),
      options,
    )
    expect(other.ok).toBe(true)
    const search = async (q: string) =>
      (await listInbox(db(), InboxQuerySchema.parse({ q }), 'all', INBOX_NOW)).total
    expect(await search('erp ready')).toBe(1)
    expect(await search('100%_')).toBe(1)
    expect(await search('%')).toBe(1)
    expect(await search('client.example')).toBe(2)
    const onDay = await listInbox(
      db(),
      InboxQuerySchema.parse({ from: '2026-12-10', to: '2026-12-10' }),
      'all',
      INBOX_NOW,
    )
    expect(onDay.rows.map((row) => row.name)).toEqual(['Bob 100%_sure'])
    const byName = await listInbox(
      db(),
      InboxQuerySchema.parse({ sort: 'name', direction: 'asc' }),
      'all',
      INBOX_NOW,
    )
    expect(byName.rows.map((row) => row.name)).toEqual(['Ada Lovelace', 'Bob 100%_sure'])
  })

  it('counts the period against the one before it', async () => {
    await staffMember(db(), 'a1', 'admin')
    const booking = await book(db())
    await book(db(), 'bob@client.example', '11:00')
    await cancelBooking(
      db(),
      { id: booking.id, staff: change('a1') },
      { now: INBOX_NOW, reason: 'moved on' },
    )
    const figures = await inboxFigures(db(), 'all', {
      from: new Date('2026-11-01T04:00:00Z'),
      before: new Date('2026-12-01T05:00:00Z'),
    })
    expect(figures.current).toMatchObject({ booked: 2, cancelled: 1, completed: 0, noShow: 0 })
    expect(figures.previous).toMatchObject({ booked: 0, cancelled: 0 })
    // Booked on 23 November for 8 December: about 15 days ahead.
    expect(figures.current.medianLeadHours).toBeGreaterThan(14 * 24)
  })
}
