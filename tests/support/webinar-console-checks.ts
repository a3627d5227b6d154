import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { registerForWebinar } from '@/features/webinars/registrations.server'
import { sendDueReplayFollowUps } from '@/features/webinars/replay-follow-ups.server'
import { publishDueWebinars } from '@/features/webinars/scheduled-publish.server'
import {
  confirmSubscription,
  subscribe,
  subscriptionTokens,
} from '@/features/webinars/subscriptions.server'
import {
  changeWebinarStatus,
  createWebinar,
  listWebinarsForConsole,
  updateWebinar,
  webinarForConsole,
  WebinarFieldError,
} from '@/features/webinars/webinar-console.server'
import { WebinarFormSchema, type WebinarForm } from '@/features/webinars/webinar-form.server'
import { findPublishedWebinar, listPublishedWebinars } from '@/features/webinars/webinars.server'
import type { Database } from '@/server/db/client'
import { auditLog, mailOutbox, webinarSubscriptions } from '@/server/db/schema'

/*
 * The console's webinars (issue 29), the same on PGlite and on PostgreSQL: a draft made from the
 * editor's form, edited without overwriting a colleague's change, published now or on schedule
 * (announced once either way), withdrawn, and cancelled for good.
 */

const NOW = new Date('2026-11-27T15:00:00Z')
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000)
const STAFF = { staffId: 'staff-marketing', requestId: 'req-1' }

/** The editor's form as the browser sends it. */
const FORM: WebinarForm = {
  title: 'Platform Teams That Ship',
  slug: '',
  description: 'How three product companies ran a platform team without a ticket queue.',
  agenda: 'Why ticket queues stall\n\nPaved roads, not gates\nLive Q&A',
  speakers: 'Priya Raman, Head of Platform\nMarcus Lee',
  date: '2026-12-17',
  time: '13:00',
  duration: '45 minutes',
  category: 'Cloud',
  zoomLink: '',
  replayLink: '',
  registrationLimit: '120',
  image: '/images/webinars/webinar-default.svg',
}

const values = (form: Partial<WebinarForm> = {}) => WebinarFormSchema.parse({ ...FORM, ...form })

async function confirmedSubscriber(db: Database, email: string) {
  await subscribe(db, email, minutes(-600))
  const [row] = await db
    .select()
    .from(webinarSubscriptions)
    .where(eq(webinarSubscriptions.email, email))
  await confirmSubscription(db, subscriptionTokens(row!).confirm, minutes(-590))
}

const announcements = async (db: Database) =>
  (await db.select().from(mailOutbox)).filter((mail) =>
    mail.idempotencyKey.startsWith('webinar-announcement:'),
  )

export function webinarConsoleChecks({ db }: { db: () => Database }) {
  it('makes a draft from the form: Eastern time, agenda and speakers by line, an address from the title, audited', async () => {
    const { id, slug } = await createWebinar(db(), values(), STAFF)
    expect(slug).toBe('platform-teams-that-ship')
    const webinar = (await webinarForConsole(db(), id, NOW))!
    expect(webinar).toMatchObject({
      state: 'draft',
      // 1 PM Eastern in December is 18:00 UTC (EST).
      startsAt: new Date('2026-12-17T18:00:00Z'),
      agenda: ['Why ticket queues stall', 'Paved roads, not gates', 'Live Q&A'],
      speakers: ['Priya Raman, Head of Platform', 'Marcus Lee'],
      zoomLink: null,
      replayLink: null,
      registrationLimit: 120,
      registrations: 0,
    })
    expect(await findPublishedWebinar(db(), slug)).toBeNull()
    const [entry] = await db().select().from(auditLog)
    expect(entry).toMatchObject({
      actorId: 'staff-marketing',
      action: 'webinars.create',
      targetType: 'webinar',
      targetId: id,
    })
    // A second webinar cannot take the same address.
    await expect(createWebinar(db(), values(), STAFF)).rejects.toThrow(WebinarFieldError)
  })

  it('saves an edit over the version it was opened on, and never over a colleague’s change', async () => {
    const { id } = await createWebinar(db(), values(), STAFF)
    const opened = (await webinarForConsole(db(), id, NOW))!
    const edited = values({
      title: 'Platform Teams That Ship Faster',
      slug: 'platform-teams',
      // Summer time: 1 PM Eastern is 17:00 UTC (EDT).
      date: '2027-06-10',
      zoomLink: 'https://meet.example/j/123',
      registrationLimit: '',
    })
    const saved = await updateWebinar(db(), id, edited, opened.version, STAFF, minutes(1))
    expect(saved).toMatchObject({ ok: true })
    expect(await webinarForConsole(db(), id, NOW)).toMatchObject({
      title: 'Platform Teams That Ship Faster',
      slug: 'platform-teams',
      startsAt: new Date('2027-06-10T17:00:00Z'),
      zoomLink: 'https://meet.example/j/123',
      registrationLimit: null,
    })
    // The editor still open on the first version is told, and changes nothing.
    expect(await updateWebinar(db(), id, values(), opened.version, STAFF, minutes(2))).toEqual({
      ok: false,
      reason: 'stale',
    })
    expect(await updateWebinar(db(), crypto.randomUUID(), values(), opened.version, STAFF)).toEqual(
      { ok: false, reason: 'unknown' },
    )
  })

  it('keeps the address of a webinar once published', async () => {
    const { id } = await createWebinar(db(), values(), STAFF)
    await changeWebinarStatus(db(), id, { action: 'publish' }, STAFF, NOW)
    const published = (await webinarForConsole(db(), id, NOW))!
    await expect(
      updateWebinar(db(), id, values({ slug: 'renamed' }), published.version, STAFF),
    ).rejects.toThrow(/keeps its address/)
  })

  it('publishes now and announces to confirmed subscribers once; unpublishing takes it off the lists', async () => {
    await confirmedSubscriber(db(), 'ada@client.example')
    const { id, slug } = await createWebinar(db(), values(), STAFF)
    expect(await changeWebinarStatus(db(), id, { action: 'publish' }, STAFF, NOW)).toEqual({
      ok: true,
      message: 'Published. Announced to 1 subscriber.',
    })
    expect(await changeWebinarStatus(db(), id, { action: 'publish' }, STAFF, NOW)).toMatchObject({
      ok: false,
      reason: 'refused',
    })
    expect((await listPublishedWebinars(db())).map((webinar) => webinar.slug)).toEqual([slug])
    expect(await webinarForConsole(db(), id, NOW)).toMatchObject({
      state: 'published',
      publishedBy: 'hand',
    })
    await changeWebinarStatus(db(), id, { action: 'unpublish' }, STAFF, NOW)
    expect(await listPublishedWebinars(db())).toEqual([])
    // Published again: nobody is announced to twice.
    await changeWebinarStatus(db(), id, { action: 'publish' }, STAFF, NOW)
    expect(await announcements(db())).toHaveLength(1)
    const actions = (await db().select().from(auditLog)).map((entry) => entry.action).sort()
    expect(actions).toEqual([
      'webinars.create',
      'webinars.publish',
      'webinars.publish',
      'webinars.unpublish',
    ])
  })

  it('schedules a publish for later, which the minute job carries out and the console reports', async () => {
    await confirmedSubscriber(db(), 'ada@client.example')
    const { id } = await createWebinar(db(), values(), STAFF)
    expect(
      await changeWebinarStatus(db(), id, { action: 'schedule', at: minutes(-1) }, STAFF, NOW),
    ).toMatchObject({ ok: false, message: 'Choose a time that is still to come.' })
    expect(
      await changeWebinarStatus(db(), id, { action: 'schedule', at: minutes(30) }, STAFF, NOW),
    ).toMatchObject({ ok: true })
    expect(await webinarForConsole(db(), id, NOW)).toMatchObject({
      state: 'scheduled',
      publishAt: minutes(30),
    })
    expect(await publishDueWebinars(db(), minutes(29))).toEqual({ published: [], announced: 0 })
    await publishDueWebinars(db(), minutes(30))
    expect(await webinarForConsole(db(), id, minutes(31))).toMatchObject({
      state: 'published',
      publishedBy: 'schedule',
      publishedAt: minutes(30),
      publishAt: null,
    })
    expect(await announcements(db())).toHaveLength(1)
    const [scheduled] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'webinars.schedule'))
    expect(scheduled!.detail).toEqual({ at: minutes(30).toISOString() })
  })

  it('clears a schedule, leaving a draft the job does not publish', async () => {
    const { id } = await createWebinar(db(), values(), STAFF)
    await changeWebinarStatus(db(), id, { action: 'schedule', at: minutes(30) }, STAFF, NOW)
    await changeWebinarStatus(db(), id, { action: 'unschedule' }, STAFF, NOW)
    await publishDueWebinars(db(), minutes(60))
    expect(await webinarForConsole(db(), id, NOW)).toMatchObject({ state: 'draft' })
  })

  it('cancels for good: off the lists, its page kept to say so, nothing announced or changed after', async () => {
    await confirmedSubscriber(db(), 'ada@client.example')
    const { id, slug } = await createWebinar(db(), values(), STAFF)
    await changeWebinarStatus(db(), id, { action: 'schedule', at: minutes(30) }, STAFF, NOW)
    expect(await changeWebinarStatus(db(), id, { action: 'cancel' }, STAFF, NOW)).toMatchObject({
      ok: true,
    })
    await publishDueWebinars(db(), minutes(60))
    expect(await announcements(db())).toEqual([])
    expect(await changeWebinarStatus(db(), id, { action: 'publish' }, STAFF, NOW)).toMatchObject({
      ok: false,
      reason: 'refused',
    })
    expect((await webinarForConsole(db(), id, NOW))!.state).toBe('cancelled')

    // A published session cancelled: gone from the lists, its page says so.
    const other = await createWebinar(db(), values({ title: 'Data Contracts in Practice' }), STAFF)
    await changeWebinarStatus(db(), other.id, { action: 'publish' }, STAFF, NOW)
    await changeWebinarStatus(db(), other.id, { action: 'cancel' }, STAFF, NOW)
    expect(await listPublishedWebinars(db())).toEqual([])
    expect((await findPublishedWebinar(db(), 'data-contracts-in-practice'))!.cancelledAt).toEqual(
      NOW,
    )
    expect(await findPublishedWebinar(db(), slug)).toBeNull()
  })

  it('lists every webinar for the console, latest session first, with its state', async () => {
    const early = await createWebinar(db(), values({ title: 'Early', date: '2026-01-10' }), STAFF)
    const late = await createWebinar(db(), values({ title: 'Late', date: '2027-01-10' }), STAFF)
    await changeWebinarStatus(db(), early.id, { action: 'publish' }, STAFF, NOW)
    const listed = await listWebinarsForConsole(db(), NOW)
    expect(listed.map((webinar) => [webinar.title, webinar.state])).toEqual([
      ['Late', 'draft'],
      ['Early', 'past'],
    ])
    expect(late.slug).toBe('late')
  })
}

const mailKeys = async (db: Database, prefix: string) =>
  (await db.select().from(mailOutbox))
    .filter((mail) => mail.idempotencyKey.startsWith(prefix) && mail.status === 'pending')
    .map((mail) => mail.to)

export function webinarConsoleRegistrantChecks({ db }: { db: () => Database }) {
  /** A published session next month with one registrant. */
  async function sessionWithRegistrant() {
    const { id, slug } = await createWebinar(db(), values(), STAFF)
    await changeWebinarStatus(db(), id, { action: 'publish' }, STAFF, NOW)
    const registered = await registerForWebinar(
      db(),
      { webinar: slug, name: 'Ada Lovelace', email: 'ada@client.example' },
      { now: NOW },
    )
    expect(registered.outcome).toBe('registered')
    return id
  }

  it('tells registrants of a new time, moving their reminders, and of a cancellation, once each', async () => {
    const id = await sessionWithRegistrant()
    const opened = (await webinarForConsole(db(), id, NOW))!
    const moved = await updateWebinar(
      db(),
      id,
      values({ time: '15:00' }),
      opened.version,
      STAFF,
      minutes(5),
    )
    expect(moved).toMatchObject({ ok: true, toldOfNewTime: 1, recordingsSent: 0 })
    expect(await mailKeys(db(), 'webinar-time-changed:')).toEqual(['ada@client.example'])
    // Reminders wait for the new start only (3 PM Eastern on 17 December is 20:00 UTC).
    const reminders = (await db().select().from(mailOutbox)).filter(
      (mail) => mail.idempotencyKey.startsWith('webinar-reminder:') && mail.status === 'pending',
    )
    expect(reminders.map((mail) => mail.nextAttemptAt.toISOString()).sort()).toEqual([
      '2026-12-16T20:00:00.000Z',
      '2026-12-17T19:00:00.000Z',
    ])

    // Saved again without a new time: nobody is told twice.
    const again = (await webinarForConsole(db(), id, NOW))!
    expect(
      await updateWebinar(db(), id, values({ time: '15:00' }), again.version, STAFF, minutes(6)),
    ).toMatchObject({ ok: true, toldOfNewTime: 0 })

    expect(await changeWebinarStatus(db(), id, { action: 'cancel' }, STAFF, minutes(7))).toEqual({
      ok: true,
      message: 'Cancelled. Its page now says so; 1 registrant was told.',
    })
    expect(await mailKeys(db(), 'webinar-cancelled:')).toEqual(['ada@client.example'])
    expect(await mailKeys(db(), 'webinar-reminder:')).toEqual([])
  })

  it('sends the recording once the session is over: on saving the link, or by the job when the link came first', async () => {
    const id = await sessionWithRegistrant()
    const opened = (await webinarForConsole(db(), id, NOW))!
    // Added before the session: nothing yet.
    const early = await updateWebinar(
      db(),
      id,
      values({ replayLink: 'https://replay.example/platform' }),
      opened.version,
      STAFF,
      minutes(10),
    )
    expect(early).toMatchObject({ ok: true, recordingsSent: 0 })
    expect(await sendDueReplayFollowUps(db(), new Date('2026-12-17T18:30:00Z'))).toEqual({
      sent: 0,
    })
    // The session (1 PM Eastern, 45 minutes) is over at 18:45 UTC: the job sends it, once.
    const after = new Date('2026-12-17T19:00:00Z')
    expect(await sendDueReplayFollowUps(db(), after)).toEqual({ sent: 1 })
    expect(await sendDueReplayFollowUps(db(), after)).toEqual({ sent: 0 })
    expect(await mailKeys(db(), 'webinar-replay:')).toEqual(['ada@client.example'])
    // A later change of the link sends nothing more.
    const current = (await webinarForConsole(db(), id, after))!
    expect(
      await updateWebinar(
        db(),
        id,
        values({ replayLink: 'https://replay.example/platform-v2' }),
        current.version,
        STAFF,
        after,
      ),
    ).toMatchObject({ ok: true, recordingsSent: 0 })
  })
}
