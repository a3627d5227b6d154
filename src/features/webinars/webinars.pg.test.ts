import '#test-support/test-secrets'
import { beforeEach, describe, expect, it } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'
import { linkTo, outboxMessages, tokenOf } from '#test-support/webinar-kit'
import {
  mailOutbox,
  rateLimits,
  webinarAnnouncements,
  webinars,
  webinarSubscriptions,
} from '@/server/db/schema'
import { seedDatabase } from '@/server/db/seed'
import { publishWebinar } from './operator.server'
import {
  confirmSubscription,
  inspectConfirmLink,
  inspectManagementLink,
  resubscribe,
  subscribe,
  unsubscribe,
} from './subscriptions.server'
import { splitByDate } from './webinar'
import { addWebinar, listPublishedWebinars } from './webinars.server'

const available = await requirePostgres()
const NOW = new Date('2026-11-23T15:00:00Z')

describe.skipIf(!available)('webinars on PostgreSQL, from two app instances', () => {
  const pools = twoInstancesOnPostgres()

  beforeEach(async () => {
    for (const table of [
      webinarAnnouncements,
      mailOutbox,
      webinarSubscriptions,
      webinars,
      rateLimits,
    ]) {
      await pools.first.delete(table)
    }
  })

  it('lists and splits the seeded webinars as PGlite does', async () => {
    expect(await seedDatabase(pools.first, NOW)).toEqual({ inserted: 5 })
    expect(await seedDatabase(pools.second, NOW)).toEqual({ inserted: 0 })
    const listed = await listPublishedWebinars(pools.second)
    const { upcoming, past } = splitByDate(listed, NOW)
    expect(upcoming.map((webinar) => webinar.slug)).toEqual(['data-products-that-last'])
    expect(past).toHaveLength(4)
  })

  it('keeps one subscription per address when many sign-ups race on both instances', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        subscribe(
          index % 2 ? pools.first : pools.second,
          index % 3 ? 'Avery@Harborline.example' : 'avery@harborline.example',
          new Date(NOW.getTime() + index),
        ),
      ),
    )
    expect(await pools.first.select().from(webinarSubscriptions)).toHaveLength(1)
    // Confirmation e-mails stay within the per-address cap, counted in the shared database.
    expect((await outboxMessages(pools.first)).length).toBeLessThanOrEqual(3)
  })

  it('announces a webinar once per subscriber when both instances publish it at the same moment', async () => {
    for (const email of ['a@client.example', 'b@client.example', 'c@client.example']) {
      await subscribe(pools.first, email, NOW)
      const [confirmation] = (await outboxMessages(pools.first)).filter((m) => m.to === email)
      await confirmSubscription(
        pools.second,
        tokenOf(linkTo(confirmation!, '/insights/webinars/subscription/confirm')),
        NOW,
      )
    }
    const draft = await addWebinar(pools.first, {
      title: 'Platform Engineering for Mid-Size Teams',
      description: 'What an internal developer platform looks like with six engineers.',
      startsAt: new Date('2027-01-15T00:00:00Z'),
      duration: '45 minutes',
      speakers: ['Priya Raman'],
    })
    const results = await Promise.all(
      [pools.first, pools.second, pools.first, pools.second].map((pool) =>
        publishWebinar(pool, draft.slug, NOW),
      ),
    )
    expect(results.reduce((sum, result) => sum + result.announced, 0)).toBe(3)
    const announcements = (await outboxMessages(pools.first)).filter((message) =>
      message.subject.startsWith('New Northbridge Digital webinar:'),
    )
    expect(announcements.map((message) => message.to).sort()).toEqual([
      'a@client.example',
      'b@client.example',
      'c@client.example',
    ])

    // An unsubscribe on one instance holds on the other.
    const [first] = announcements
    await unsubscribe(
      pools.second,
      tokenOf(linkTo(first!, '/insights/webinars/subscription/unsubscribe')),
      NOW,
    )
    const other = await addWebinar(pools.second, {
      title: 'Data Mesh Without the Hype',
      description: 'Which parts of data mesh pay off in a mid-size company, and which do not.',
      startsAt: new Date('2027-02-11T00:00:00Z'),
      duration: '45 minutes',
      speakers: ['Marcus Oyelaran'],
    })
    expect((await publishWebinar(pools.first, other.slug, NOW)).announced).toBe(2)
  })
  it('acts on a link once when its button is pressed on both instances at once', async () => {
    await subscribe(pools.first, 'avery@harborline.example', NOW)
    const [confirmation] = await outboxMessages(pools.first)
    const confirm = tokenOf(linkTo(confirmation!, '/insights/webinars/subscription/confirm'))
    const leave = tokenOf(linkTo(confirmation!, '/insights/webinars/subscription/unsubscribe'))

    // Opening the links on either instance changes nothing.
    const rowsBefore = await pools.first.select().from(webinarSubscriptions)
    expect(await inspectConfirmLink(pools.second, confirm, NOW)).toMatchObject({ state: 'ready' })
    expect(await inspectManagementLink(pools.first, 'unsubscribe', leave)).toMatchObject({
      state: 'current',
    })
    expect(await pools.second.select().from(webinarSubscriptions)).toEqual(rowsBefore)
    expect(await outboxMessages(pools.second)).toHaveLength(1)

    const confirmed = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        confirmSubscription(index % 2 ? pools.first : pools.second, confirm, NOW),
      ),
    )
    expect(confirmed.filter((result) => result.outcome === 'done')).toHaveLength(1)
    expect(confirmed.filter((result) => result.outcome === 'unchanged')).toHaveLength(5)

    const left = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        unsubscribe(index % 2 ? pools.first : pools.second, leave, NOW),
      ),
    )
    expect(left.filter((result) => result.outcome === 'done')).toHaveLength(1)
    expect(left.filter((result) => result.outcome === 'used')).toHaveLength(5)
    const goodbyes = (await outboxMessages(pools.first)).filter((message) =>
      message.subject.startsWith('You are unsubscribed'),
    )
    expect(goodbyes).toHaveLength(1)

    // The subscribe-again link of the one goodbye works once, and is then used up too.
    const back = tokenOf(linkTo(goodbyes[0]!, '/insights/webinars/subscription/resubscribe'))
    const returned = await Promise.all(
      [pools.first, pools.second, pools.first].map((pool) => resubscribe(pool, back, NOW)),
    )
    expect(returned.map((result) => result.outcome).sort()).toEqual(['done', 'used', 'used'])
    const [row] = await pools.second.select().from(webinarSubscriptions)
    expect(row).toMatchObject({ status: 'confirmed', linkVersion: 2 })
  })

  it('refuses a confirmation link older than 7 days on PostgreSQL too', async () => {
    await subscribe(
      pools.first,
      'late@harborline.example',
      new Date(NOW.getTime() - 8 * 86_400_000),
    )
    const [confirmation] = await outboxMessages(pools.first)
    const confirm = tokenOf(linkTo(confirmation!, '/insights/webinars/subscription/confirm'))
    expect(await confirmSubscription(pools.second, confirm, NOW)).toEqual({ outcome: 'expired' })
    const [row] = await pools.first.select().from(webinarSubscriptions)
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null })
  })
})
