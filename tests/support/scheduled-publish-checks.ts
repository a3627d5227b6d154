import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { publishWebinar } from '@/features/webinars/operator.server'
import { publishDueWebinars } from '@/features/webinars/scheduled-publish.server'
import {
  confirmSubscription,
  subscribe,
  subscriptionTokens,
} from '@/features/webinars/subscriptions.server'
import {
  addWebinar,
  listPublishedWebinars,
  scheduleWebinarPublish,
  setWebinarPublished,
} from '@/features/webinars/webinars.server'
import type { Database } from '@/server/db/client'
import { mailOutbox, webinarSubscriptions, webinars } from '@/server/db/schema'

/*
 * A webinar published at a chosen time by the minute job (issue 29), the same on PGlite and on
 * PostgreSQL: once, announced once, however many instances run the job at the same moment, and
 * caught up when the server was down at that time. `instance(i)` is one app instance's pool.
 */

const MINUTE = 60_000
/** The publish time: a Monday morning, the session itself a fortnight later. */
const AT = new Date('2026-11-30T14:00:00Z')
const later = (minutes: number) => new Date(AT.getTime() + minutes * MINUTE)

async function draftWithSubscriber(db: Database) {
  await subscribe(db, 'ada@client.example', later(-600))
  const [row] = await db
    .select()
    .from(webinarSubscriptions)
    .where(eq(webinarSubscriptions.email, 'ada@client.example'))
  await confirmSubscription(db, subscriptionTokens(row!).confirm, later(-590))
  const webinar = await addWebinar(db, {
    title: 'Platform Teams That Ship',
    description: 'How three product companies ran a platform team without a ticket queue.',
    speakers: ['Priya Raman'],
    startsAt: later(14 * 24 * 60),
    duration: '45 minutes',
  })
  await scheduleWebinarPublish(db, webinar.slug, AT)
  return webinar.slug
}

const announcements = async (db: Database) =>
  (await db.select().from(mailOutbox)).filter((mail) =>
    mail.idempotencyKey.startsWith('webinar-announcement:'),
  )

export function scheduledPublishChecks({
  db,
  instance,
}: {
  db: () => Database
  instance: (index: number) => Database
}) {
  it('publishes a scheduled draft once its time has come, and announces it once', async () => {
    const slug = await draftWithSubscriber(db())
    expect(await publishDueWebinars(db(), later(-1))).toEqual({ published: [], announced: 0 })
    expect(await listPublishedWebinars(db())).toEqual([])

    expect(await publishDueWebinars(db(), AT)).toEqual({ published: [slug], announced: 1 })
    expect((await listPublishedWebinars(db())).map((webinar) => webinar.slug)).toEqual([slug])
    const [row] = await db().select().from(webinars).where(eq(webinars.slug, slug))
    expect(row).toMatchObject({ publishedAt: AT, publishedBy: 'schedule', publishAt: null })
    expect(await publishDueWebinars(db(), later(1))).toEqual({ published: [], announced: 0 })
    expect(await announcements(db())).toHaveLength(1)
  })

  it('publishes once when every instance runs the job at the same moment', async () => {
    const slug = await draftWithSubscriber(db())
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, index) => publishDueWebinars(instance(index), AT)),
    )
    expect(runs.flatMap((run) => run.published)).toEqual([slug])
    expect(runs.reduce((sum, run) => sum + run.announced, 0)).toBe(1)
    expect(await announcements(db())).toHaveLength(1)
  })

  it('catches up on a time that passed while the server was down, and leaves a webinar staff handled alone', async () => {
    const slug = await draftWithSubscriber(db())
    // Down from before the time to three hours after it: the first run on the way up publishes.
    expect(await publishDueWebinars(db(), later(180))).toEqual({
      published: [slug],
      announced: 1,
    })

    // Published by hand before its time: the schedule has nothing left to do.
    const other = await addWebinar(db(), {
      title: 'Data Contracts in Practice',
      description: 'What a data contract holds, who signs it, and how it breaks builds on purpose.',
      speakers: ['Tomás Ferreira'],
      startsAt: later(20 * 24 * 60),
      duration: '1 hour',
    })
    await scheduleWebinarPublish(db(), other.slug, later(300))
    await publishWebinar(db(), other.slug, later(200))
    await setWebinarPublished(db(), other.slug, false)
    expect(await publishDueWebinars(db(), later(400))).toEqual({ published: [], announced: 0 })
    await expect(scheduleWebinarPublish(db(), slug, later(500))).rejects.toThrow(
      'is published already',
    )
  })
}
