import { and, eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { expect, it } from 'vitest'
import { PRIVACY_POLICY_VERSION } from '@/content/legal'
import { erasePerson } from '@/features/webinars/audience.server'
import {
  cancelRegistration,
  inspectCancelLink,
  registerForWebinar,
  registrationOpening,
  registrationTokens,
  rescheduleRegistrantReminders,
  sendReplayFollowUps,
  tellRegistrantsOfCancellation,
  followJoinLink,
} from '@/features/webinars/registrations.server'
import { listRegistrants, registrantCounts } from '@/features/webinars/registrants.server'
import type { Database } from '@/server/db/client'
import { mailOutbox, webinarRegistrations, webinars, type WebinarRow } from '@/server/db/schema'
import { deliverDueMail } from '@/server/mail/outbox.server'
import { localSender } from '@/server/mail/senders.server'
import { outboxMessages } from './webinar-kit'

/*
 * Registration for one webinar (issue 29, decision 049) on a real database, the same on PGlite
 * and PostgreSQL: the row and its e-mails in one transaction, the reminders held until a day and
 * an hour before and delivered exactly once each, never to a cancelled registration; the seat
 * limit (two visitors after the last seat at once on PostgreSQL); the personal join link; and
 * what the console calls when a session moves, is called off or gets its recording.
 * `instance(i)` is one app instance's connection pool (on PGlite, the one database).
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** The session starts on a Thursday evening, Eastern; tests act some time before it. */
const START = new Date('2026-12-18T00:00:00Z')
const before = (ms: number) => new Date(START.getTime() - ms)
const DAYS_BEFORE = before(3 * 24 * HOUR)

async function addSession(
  db: Database,
  values: Partial<typeof webinars.$inferInsert> = {},
): Promise<WebinarRow> {
  const [row] = await db
    .insert(webinars)
    .values({
      slug: 'data-products-that-last',
      title: 'Data Products That Last',
      description: 'How to run data as products.',
      agenda: 'Ownership\nContracts\nQ&A',
      speakers: ['Marcus Oyelaran'],
      webinarDate: START,
      zoomLink: 'https://meet.northbridge.example/webinars/data-products',
      image: '/images/webinars/data.svg',
      category: 'Data',
      duration: '45 minutes',
      isPublished: true,
      ...values,
    })
    .returning()
  return row!
}

const ada = { webinar: 'data-products-that-last', name: 'Ada Byron', email: 'Ada@Client.example' }
const ben = { webinar: 'data-products-that-last', name: 'Ben Okafor', email: 'ben@client.example' }

async function registrationOf(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(webinarRegistrations)
    .where(eq(webinarRegistrations.email, email))
  return row!
}

const subjects = async (db: Database, status?: string) =>
  (await outboxMessages(db))
    .filter((mail) => status === undefined || mail.status === status)
    .map((mail) => mail.subject)

/** The outbox, soonest due first (one transaction's messages share their creation time). */
const byDueTime = async (db: Database) =>
  (await outboxMessages(db)).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())

/** One delivery pass at `now`, to the local mailbox. */
const deliverAt = (db: Database, now: Date) => deliverDueMail(db, localSender(), { now: () => now })

export function registrationChecks({
  db,
  instance = () => db(),
}: {
  db: () => Database
  instance?: (index: number) => Database
}) {
  it('registers with a consent record, a confirmation (join link, calendar file, way out) and two reminders held until their time', async () => {
    await addSession(db())
    const outcome = await registerForWebinar(
      db(),
      { ...ada, company: '  Analytical Engines Ltd ' },
      { now: DAYS_BEFORE, source: '/insights/webinars/data-products-that-last' },
    )
    expect(outcome.outcome).toBe('registered')
    const row = await registrationOf(db(), 'ada@client.example')
    expect(row).toMatchObject({
      name: 'Ada Byron',
      company: 'Analytical Engines Ltd',
      registeredAt: DAYS_BEFORE,
      cancelledAt: null,
      joinCount: 0,
      source: '/insights/webinars/data-products-that-last',
      policyVersion: PRIVACY_POLICY_VERSION,
    })

    const [confirmation, dayBefore, hourBefore, ...rest] = await byDueTime(db())
    expect(rest).toEqual([])
    expect(confirmation).toMatchObject({
      to: 'ada@client.example',
      subject: "You're registered: Data Products That Last",
      list: false,
    })
    const tokens = registrationTokens(row.id)
    expect(confirmation!.text).toContain(`/api/webinars/registrations/join?token=${tokens.join}`)
    expect(confirmation!.text).toContain(
      `/insights/webinars/registration/cancel?token=${tokens.cancel}`,
    )
    expect(confirmation!.text).toContain('reminder 24 hours and again 1 hour before')
    expect(confirmation!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringContaining(
        `/api/webinars/registrations/cancel?token=${tokens.cancel}`,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    const [ics] = confirmation!.attachments
    expect(ics?.filename).toBe('data_products_that_last.ics')
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent('vevent')!,
    )
    expect(event.startDate.toJSDate()).toEqual(START)
    expect(event.location).toContain(`/api/webinars/registrations/join?token=${tokens.join}`)

    for (const [reminder, lead, subject] of [
      [dayBefore, 24 * HOUR, 'Tomorrow: Data Products That Last'],
      [hourBefore, HOUR, 'Starting in 1 hour: Data Products That Last'],
    ] as const) {
      expect(reminder).toMatchObject({ subject, list: true, status: 'pending' })
      expect(reminder!.nextAttemptAt).toEqual(before(lead))
      expect(reminder!.idempotencyKey).toContain(`:${START.getTime()}:${row.id}:`)
      expect(reminder!.text).toContain(tokens.join)
      expect(reminder!.text).toContain(tokens.cancel)
      expect(reminder!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    }
  })

  it('answers a second registration of the same address kindly and sends nothing new', async () => {
    await addSession(db())
    const first = await registerForWebinar(db(), ada, { now: DAYS_BEFORE })
    const again = await registerForWebinar(
      db(),
      { ...ada, email: ' ADA@client.example', name: 'Ada B' },
      { now: before(HOUR / 2) },
    )
    expect(again).toEqual({
      outcome: 'already-registered',
      registrationId: first.outcome === 'registered' ? first.registrationId : '',
    })
    expect(await outboxMessages(db())).toHaveLength(3)
    expect((await registrationOf(db(), 'ada@client.example')).name).toBe('Ada Byron')
  })

  it('queues no reminder for a point already passed when the registration is made', async () => {
    await addSession(db())
    await registerForWebinar(db(), ada, { now: before(5 * HOUR) })
    expect((await byDueTime(db())).map((mail) => mail.subject)).toEqual([
      "You're registered: Data Products That Last",
      'Starting in 1 hour: Data Products That Last',
    ])
    await registerForWebinar(db(), ben, { now: before(30 * MINUTE) })
    const toBen = (await outboxMessages(db())).filter((mail) => mail.to === 'ben@client.example')
    expect(toBen.map((mail) => mail.subject)).toEqual([
      "You're registered: Data Products That Last",
    ])
  })

  it('delivers each reminder exactly once, at its time', async () => {
    await addSession(db())
    await registerForWebinar(db(), ada, { now: DAYS_BEFORE })
    expect(await deliverAt(db(), DAYS_BEFORE)).toMatchObject({ sent: 1 })
    expect(await deliverAt(db(), before(25 * HOUR))).toMatchObject({ sent: 0 })
    expect(await deliverAt(db(), before(24 * HOUR))).toMatchObject({ sent: 1 })
    expect(await deliverAt(db(), before(2 * HOUR))).toMatchObject({ sent: 0 })
    expect(await deliverAt(db(), before(HOUR - MINUTE))).toMatchObject({ sent: 1 })
    expect(await deliverAt(db(), START)).toMatchObject({ sent: 0 })
    // Registering again while registered, or the console rescheduling to the same time, adds none.
    await registerForWebinar(db(), ada, { now: before(30 * HOUR) })
    const [row] = await db().select().from(webinars)
    await db().transaction((tx) =>
      rescheduleRegistrantReminders(tx, row!, { now: before(2 * HOUR) }),
    )
    await deliverAt(db(), START)
    const delivered = await subjects(db(), 'delivered_locally')
    expect(delivered.filter((subject) => subject.startsWith('Tomorrow'))).toHaveLength(1)
    expect(delivered.filter((subject) => subject.startsWith('Starting in 1 hour'))).toHaveLength(1)
  })

  it('never delivers a reminder to a cancelled registration, and registering again starts afresh', async () => {
    await addSession(db())
    const registered = await registerForWebinar(db(), ada, { now: DAYS_BEFORE })
    await registerForWebinar(db(), ben, { now: DAYS_BEFORE })
    const id = registered.outcome === 'registered' ? registered.registrationId : ''
    const { cancel } = registrationTokens(id)
    expect(await inspectCancelLink(db(), cancel)).toMatchObject({
      state: 'current',
      email: 'ada@client.example',
    })
    expect(await cancelRegistration(db(), cancel, before(48 * HOUR))).toMatchObject({
      outcome: 'done',
      email: 'ada@client.example',
    })
    expect(await cancelRegistration(db(), cancel, before(47 * HOUR))).toMatchObject({
      outcome: 'unchanged',
    })
    expect(await inspectCancelLink(db(), cancel)).toMatchObject({ state: 'cancelled' })
    expect(await cancelRegistration(db(), 'forged.token')).toEqual({ outcome: 'invalid' })
    // Ada's reminders are withdrawn; Ben's stay.
    const reminders = (await outboxMessages(db())).filter((mail) => mail.list)
    expect(reminders.map((mail) => [mail.to, mail.status]).sort()).toEqual([
      ['ada@client.example', 'withdrawn'],
      ['ada@client.example', 'withdrawn'],
      ['ben@client.example', 'pending'],
      ['ben@client.example', 'pending'],
    ])
    for (const at of [before(24 * HOUR), before(HOUR), START]) await deliverAt(db(), at)
    const toAda = (await outboxMessages(db())).filter(
      (mail) => mail.to === 'ada@client.example' && mail.status === 'delivered_locally',
    )
    expect(toAda.map((mail) => mail.subject)).toEqual([
      "You're registered: Data Products That Last",
    ])

    // She registers again before the hour: a new confirmation, and the reminder still ahead.
    await registerForWebinar(db(), ada, { now: before(2 * HOUR) })
    expect((await registrationOf(db(), 'ada@client.example')).cancelledAt).toBeNull()
    const fresh = (await byDueTime(db())).filter(
      (mail) => mail.to === 'ada@client.example' && mail.status === 'pending',
    )
    expect(fresh.map((mail) => mail.subject)).toEqual([
      "You're registered: Data Products That Last",
      'Starting in 1 hour: Data Products That Last',
    ])
  })

  it('holds the seat limit: full is refused, a cancellation frees a seat', async () => {
    await addSession(db(), { registrationLimit: 1 })
    const session = (await db().select().from(webinars))[0]!
    expect(await registrationOpening(db(), session.id, DAYS_BEFORE)).toBe('open')
    const first = await registerForWebinar(db(), ada, { now: DAYS_BEFORE })
    expect(await registrationOpening(db(), session.id, DAYS_BEFORE)).toBe('full')
    expect(await registerForWebinar(db(), ben, { now: DAYS_BEFORE })).toEqual({ outcome: 'full' })
    // Asking again is answered as anyone else is: the answer never tells who holds a seat.
    expect((await registerForWebinar(db(), ada, { now: DAYS_BEFORE })).outcome).toBe('full')
    const id = first.outcome === 'registered' ? first.registrationId : ''
    await cancelRegistration(db(), registrationTokens(id).cancel, DAYS_BEFORE)
    expect((await registerForWebinar(db(), ben, { now: DAYS_BEFORE })).outcome).toBe('registered')
    expect(await registrantCounts(db(), session.id)).toEqual({ active: 1, cancelled: 1, joined: 0 })
  })

  it('lets only one of two visitors at once have the last seat', async () => {
    await addSession(db(), { registrationLimit: 1 })
    const people = ['ada', 'ben', 'cy', 'dee'].map((name) => ({
      webinar: 'data-products-that-last',
      name: `${name[0]!.toUpperCase()}${name.slice(1)} Test`,
      email: `${name}@client.example`,
    }))
    const outcomes = await Promise.all(
      people.map((person, index) =>
        registerForWebinar(instance(index), person, { now: DAYS_BEFORE }),
      ),
    )
    expect(outcomes.filter((outcome) => outcome.outcome === 'registered')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome.outcome === 'full')).toHaveLength(3)
    const rows = await db().select().from(webinarRegistrations)
    expect(rows).toHaveLength(1)
    // Only the one registered got e-mail.
    expect(new Set((await outboxMessages(db())).map((mail) => mail.to))).toEqual(
      new Set([rows[0]!.email]),
    )
  })

  it('takes no registration for a session over, called off, unpublished, unknown, or an erased address', async () => {
    await addSession(db())
    await addSession(db(), { slug: 'over', webinarDate: before(10 * 24 * HOUR) })
    await addSession(db(), { slug: 'called-off', cancelledAt: before(5 * 24 * HOUR) })
    await addSession(db(), { slug: 'draft', isPublished: false })
    const now = { now: DAYS_BEFORE }
    expect(await registerForWebinar(db(), { ...ada, webinar: 'over' }, now)).toEqual({
      outcome: 'closed',
    })
    expect(await registerForWebinar(db(), { ...ada, webinar: 'called-off' }, now)).toEqual({
      outcome: 'closed',
    })
    expect(await registerForWebinar(db(), { ...ada, webinar: 'draft' }, now)).toEqual({
      outcome: 'not-found',
    })
    expect(await registerForWebinar(db(), { ...ada, webinar: 'nothing-here' }, now)).toEqual({
      outcome: 'not-found',
    })
    await erasePerson(db(), 'ada@client.example', { staffId: 'staff-marketing' }, DAYS_BEFORE)
    expect(await registerForWebinar(db(), ada, now)).toEqual({ outcome: 'erased' })
    expect(await db().select().from(webinarRegistrations)).toEqual([])
    expect(await db().select().from(mailOutbox)).toEqual([])
  })

  it('records the join link’s use and answers where to go; refuses what it cannot send on', async () => {
    const session = await addSession(db())
    const registered = await registerForWebinar(db(), ada, { now: DAYS_BEFORE })
    const id = registered.outcome === 'registered' ? registered.registrationId : ''
    const { join } = registrationTokens(id)
    const meeting = {
      outcome: 'join',
      url: 'https://meet.northbridge.example/webinars/data-products',
    }
    expect(await followJoinLink(db(), join, before(5 * MINUTE))).toEqual(meeting)
    expect(await followJoinLink(db(), join, before(MINUTE))).toEqual(meeting)
    expect(await registrationOf(db(), 'ada@client.example')).toMatchObject({
      joinedAt: before(5 * MINUTE),
      joinCount: 2,
    })
    const { rows } = await listRegistrants(db(), session.id, {}, { offset: 0, limit: 10 })
    expect(rows).toMatchObject([{ email: 'ada@client.example', joinCount: 2 }])
    expect(await registrantCounts(db(), session.id)).toEqual({ active: 1, cancelled: 0, joined: 1 })

    expect(await followJoinLink(db(), 'not-a-token', START)).toEqual({ outcome: 'invalid' })
    // A cancel token is not a join token.
    expect(await followJoinLink(db(), registrationTokens(id).cancel, START)).toEqual({
      outcome: 'invalid',
    })
    // Only an https meeting is followed, and only while the session is on the site.
    await db().update(webinars).set({ zoomLink: 'http://meet.example/plain' })
    expect(await followJoinLink(db(), join, START)).toEqual({ outcome: 'no-link' })
    await db().update(webinars).set({ zoomLink: 'javascript:alert(1)' })
    expect(await followJoinLink(db(), join, START)).toEqual({ outcome: 'no-link' })
    await db().update(webinars).set({ zoomLink: meeting.url, isPublished: false })
    expect(await followJoinLink(db(), join, START)).toEqual({ outcome: 'no-link' })
    await db().update(webinars).set({ zoomLink: null, isPublished: true })
    expect(await followJoinLink(db(), join, START)).toEqual({ outcome: 'no-link' })
    // After the session: the recording when there is one.
    expect(await followJoinLink(db(), join, new Date(START.getTime() + 2 * HOUR))).toEqual({
      outcome: 'over',
    })
    await db().update(webinars).set({ replayLink: 'https://video.northbridge.example/data' })
    expect(await followJoinLink(db(), join, new Date(START.getTime() + 2 * HOUR))).toEqual({
      outcome: 'join',
      url: 'https://video.northbridge.example/data',
    })
    await cancelRegistration(db(), registrationTokens(id).cancel, START)
    expect(await followJoinLink(db(), join, START)).toEqual({ outcome: 'cancelled' })
    expect((await registrationOf(db(), 'ada@client.example')).joinCount).toBe(2)
  })

  it('moves the reminders with the session and tells the registrants once', async () => {
    const session = await addSession(db())
    await registerForWebinar(db(), ada, { now: DAYS_BEFORE })
    await registerForWebinar(db(), ben, { now: DAYS_BEFORE })
    const id = (await registrationOf(db(), 'ben@client.example')).id
    await cancelRegistration(db(), registrationTokens(id).cancel, DAYS_BEFORE)

    const later = new Date(START.getTime() + 7 * 24 * HOUR)
    const [moved] = await db()
      .update(webinars)
      .set({ webinarDate: later, updatedAt: DAYS_BEFORE })
      .where(eq(webinars.id, session.id))
      .returning()
    const options = { previousStartsAt: START, now: DAYS_BEFORE }
    for (let run = 0; run < 2; run++) {
      expect(
        await db().transaction((tx) => rescheduleRegistrantReminders(tx, moved!, options)),
      ).toEqual({ registrants: 1 })
    }
    const pending = (await byDueTime(db())).filter((mail) => mail.status === 'pending' && mail.list)
    expect(pending.map((mail) => [mail.to, mail.nextAttemptAt])).toEqual([
      ['ada@client.example', new Date(later.getTime() - 24 * HOUR)],
      ['ada@client.example', new Date(later.getTime() - HOUR)],
    ])
    const changed = (await outboxMessages(db())).filter((mail) =>
      mail.subject.startsWith('New time'),
    )
    expect(changed.map((mail) => mail.to)).toEqual(['ada@client.example'])
    expect(changed[0]!.text).toContain(
      'it was planned for Thursday, December 17, 2026 at 7:00 PM EST',
    )
    expect(changed[0]!.attachments).toHaveLength(1)
    // Nothing goes out at the old times.
    for (const at of [before(24 * HOUR), before(HOUR)]) await deliverAt(db(), at)
    expect(await subjects(db(), 'delivered_locally')).not.toContain(
      'Tomorrow: Data Products That Last',
    )

    // Moved back: the reminders of the first time come back, still once each.
    const [back] = await db()
      .update(webinars)
      .set({ webinarDate: START, updatedAt: before(48 * HOUR) })
      .where(eq(webinars.id, session.id))
      .returning()
    await db().transaction((tx) =>
      rescheduleRegistrantReminders(tx, back!, { previousStartsAt: later, now: before(48 * HOUR) }),
    )
    const again = (await byDueTime(db())).filter((mail) => mail.status === 'pending' && mail.list)
    expect(again.map((mail) => mail.nextAttemptAt)).toEqual([before(24 * HOUR), before(HOUR)])
  })

  it('tells active registrants once that the session is called off, and withdraws every reminder', async () => {
    const session = await addSession(db())
    await registerForWebinar(db(), ada, { now: DAYS_BEFORE })
    await registerForWebinar(db(), ben, { now: DAYS_BEFORE })
    await cancelRegistration(
      db(),
      registrationTokens((await registrationOf(db(), 'ben@client.example')).id).cancel,
    )
    const [called] = await db()
      .update(webinars)
      .set({ cancelledAt: DAYS_BEFORE })
      .where(eq(webinars.id, session.id))
      .returning()
    expect(await db().transaction((tx) => tellRegistrantsOfCancellation(tx, called!))).toEqual({
      told: 1,
    })
    expect(await db().transaction((tx) => tellRegistrantsOfCancellation(tx, called!))).toEqual({
      told: 0,
    })
    const messages = await outboxMessages(db())
    expect(messages.filter((mail) => mail.list && mail.status === 'pending')).toEqual([])
    expect(
      messages
        .filter((mail) => mail.subject.startsWith('Cancelled:'))
        .map((mail) => [mail.to, mail.list]),
    ).toEqual([['ada@client.example', false]])
    expect(await registrationOpening(db(), session.id, DAYS_BEFORE)).toBe('closed')
    // A reschedule of a called-off session queues nothing.
    await db().transaction((tx) => rescheduleRegistrantReminders(tx, called!, { now: DAYS_BEFORE }))
    expect(
      (await outboxMessages(db())).filter((mail) => mail.status === 'pending' && mail.list),
    ).toEqual([])
  })

  it('sends the recording once to each active registrant, only after the session', async () => {
    const session = await addSession(db())
    await registerForWebinar(db(), ada, { now: DAYS_BEFORE })
    await registerForWebinar(db(), ben, { now: DAYS_BEFORE })
    await cancelRegistration(
      db(),
      registrationTokens((await registrationOf(db(), 'ben@client.example')).id).cancel,
    )
    const [withReplay] = await db()
      .update(webinars)
      .set({ replayLink: 'https://video.northbridge.example/data' })
      .where(eq(webinars.id, session.id))
      .returning()
    const after = new Date(START.getTime() + 2 * HOUR)
    expect(await db().transaction((tx) => sendReplayFollowUps(tx, withReplay!, START))).toEqual({
      sent: 0,
    })
    expect(await db().transaction((tx) => sendReplayFollowUps(tx, withReplay!, after))).toEqual({
      sent: 1,
    })
    const [changedLink] = await db()
      .update(webinars)
      .set({ replayLink: 'https://video.northbridge.example/data-v2' })
      .where(eq(webinars.id, session.id))
      .returning()
    expect(await db().transaction((tx) => sendReplayFollowUps(tx, changedLink!, after))).toEqual({
      sent: 0,
    })
    const replays = (await outboxMessages(db())).filter((mail) =>
      mail.subject.startsWith('The recording'),
    )
    expect(replays.map((mail) => [mail.to, mail.list])).toEqual([['ada@client.example', true]])
    expect(replays[0]!.text).toContain('https://video.northbridge.example/data')
  })

  it('erasing a person removes their registrations and the reminders waiting for them', async () => {
    await addSession(db())
    await registerForWebinar(db(), ada, { now: DAYS_BEFORE })
    await registerForWebinar(db(), ben, { now: DAYS_BEFORE })
    expect(
      await erasePerson(db(), 'ada@client.example', { staffId: 'staff-marketing' }, DAYS_BEFORE),
    ).toEqual({ subscriptions: 0, registrations: 1, messages: 3 })
    expect((await db().select().from(webinarRegistrations)).map((row) => row.email)).toEqual([
      'ben@client.example',
    ])
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, 'ada@client.example'))),
    ).toEqual([])
  })
}
