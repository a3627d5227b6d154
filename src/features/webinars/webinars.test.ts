import '#test-support/test-secrets'
import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { databaseEachTest } from '#test-support/database'
import { dumpEveryTable } from '#test-support/every-table'
import { linkTo, outboxMessages, tokenOf } from '#test-support/webinar-kit'
import type { Database, DatabaseHandle } from '@/server/db/client'
import { webinars, webinarSubscriptions } from '@/server/db/schema'
import { seedDatabase } from '@/server/db/seed'
import { signLinkValue } from '@/server/signed-link'
import { publishWebinar, runOperatorRequest } from './operator.server'
import { CONFIRMATIONS_PER_ADDRESS } from './limits'
import {
  announceWebinar,
  confirmSubscription,
  inspectConfirmLink,
  inspectManagementLink,
  resubscribe,
  subscribe,
  unsubscribe,
} from './subscriptions.server'
import { splitByDate } from './webinar'
import {
  addWebinar,
  findPublishedWebinar,
  NewWebinarSchema,
  listPublishedWebinars,
  setWebinarPublished,
  slugFromTitle,
  WebinarError,
} from './webinars.server'

const NOW = new Date('2026-11-23T15:00:00Z')

const freshDatabase = databaseEachTest()
let handle: DatabaseHandle
let db: Database

beforeEach(async () => {
  handle = await freshDatabase()
  db = handle.db
})

const upcomingDraft = (title = 'Platform Engineering for Mid-Size Teams') =>
  addWebinar(db, {
    title,
    description: 'What an internal developer platform looks like with six engineers, not sixty.',
    startsAt: new Date('2027-01-15T00:00:00Z'),
    duration: '45 minutes',
    speakers: ['Priya Raman'],
    agenda: ['Golden paths', 'Live Q&A'],
    zoomLink: 'https://meet.northbridge.example/webinars/platform-engineering',
  })

async function confirmedSubscriber(email: string) {
  await subscribe(db, email, NOW)
  const confirmation = (await outboxMessages(db)).filter((message) => message.to === email).at(-1)!
  const token = tokenOf(linkTo(confirmation, '/insights/webinars/subscription/confirm'))
  expect(await confirmSubscription(db, token, NOW)).toEqual({ outcome: 'done', email })
}

describe('listing webinars', () => {
  it('lists published webinars only, in date order, split into upcoming and past by the date', async () => {
    await seedDatabase(db, NOW)
    const draft = await upcomingDraft()
    const listed = await listPublishedWebinars(db)
    expect(listed.map((webinar) => webinar.slug)).toEqual([
      'scipab',
      'scaling-generative-ai-pilots',
      'governing-agentic-ai',
      'cloud-migration-without-the-freeze',
      'data-products-that-last',
    ])
    expect(listed.map((webinar) => webinar.slug)).not.toContain(draft.slug)
    expect(await findPublishedWebinar(db, draft.slug)).toBeNull()

    const { upcoming, past } = splitByDate(listed, NOW)
    expect(upcoming.map((webinar) => webinar.slug)).toEqual(['data-products-that-last'])
    expect(past[0]?.slug).toBe('cloud-migration-without-the-freeze')
    // A year on, the same rows read as past: placement never decides.
    expect(splitByDate(listed, new Date('2027-12-01T00:00:00Z')).upcoming).toEqual([])

    const scipab = listed.find((webinar) => webinar.slug === 'scipab')
    expect(scipab).toMatchObject({ duration: '2 minutes', durationMinutes: 2 })
  })

  it('adds drafts with a slug from the title, refuses taken and reserved slugs, and publishes', async () => {
    expect(slugFromTitle('Data Products That Last: Ownership & Quality!')).toBe(
      'data-products-that-last-ownership-quality',
    )
    const draft = await upcomingDraft()
    expect(draft).toMatchObject({
      slug: 'platform-engineering-for-mid-size-teams',
      isPublished: false,
    })
    await expect(upcomingDraft()).rejects.toThrow(WebinarError)
    await expect(addWebinar(db, { ...(await baseInput()), slug: 'subscription' })).rejects.toThrow()

    expect((await setWebinarPublished(db, draft.slug, true)).changed).toBe(true)
    expect((await setWebinarPublished(db, draft.slug, true)).changed).toBe(false)
    expect(await findPublishedWebinar(db, draft.slug)).not.toBeNull()
    await setWebinarPublished(db, draft.slug, false)
    expect(await findPublishedWebinar(db, draft.slug)).toBeNull()
    await expect(setWebinarPublished(db, 'nope', true)).rejects.toThrow(WebinarError)
  })

  it('takes an artwork or an uploaded picture as its image, and nothing else', () => {
    const input = {
      title: 'Platform Engineering',
      description: 'What an internal developer platform looks like with six engineers.',
      startsAt: '2027-01-15T00:00:00Z',
      duration: '45 minutes',
      speakers: ['Priya Raman'],
    }
    const image = (value: string) => NewWebinarSchema.safeParse({ ...input, image: value }).success
    expect(image('/images/webinars/governing-agentic-ai.svg')).toBe(true)
    expect(image('/webinar-images/0b6f5a52-8d0c-4c4e-9a64-3f1f1f0c2a11')).toBe(true)
    for (const refused of [
      '/webinar-images/0b6f5a52-8d0c-4c4e-9a64-3f1f1f0c2a11/800.webp',
      '/webinar-images/not-an-id',
      'https://elsewhere.example/picture.jpg',
      '/images/webinars/../secret.svg',
    ]) {
      expect(image(refused), refused).toBe(false)
    }
  })

  it('answers operator mistakes as messages, not errors', async () => {
    expect(await runOperatorRequest(db, { action: 'publish', slug: 'nope' })).toEqual({
      ok: false,
      message: "No webinar has the slug 'nope'",
    })
    const added = await runOperatorRequest(db, {
      action: 'add',
      publish: true,
      webinar: await baseInput(),
    })
    expect(added).toMatchObject({ ok: true, announced: 0 })
    const listed = await runOperatorRequest(db, { action: 'list' })
    expect(listed.ok && listed.webinars.map((webinar) => webinar.isPublished)).toEqual([true])
  })
})

async function baseInput() {
  return {
    title: 'Modern Data Stack Budgets',
    description:
      'Where the money goes in a modern data stack, and the three line items to cut first.',
    startsAt: new Date('2027-02-11T00:00:00Z'),
    duration: '1 hour',
    speakers: ['Marcus Oyelaran'],
  }
}

describe('subscribing', () => {
  it('stores the address once, lowercased, and queues a confirmation with one-click unsubscribe headers', async () => {
    await subscribe(db, '  Avery@Harborline.example ', NOW)
    const rows = await db.select().from(webinarSubscriptions)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'avery@harborline.example', status: 'pending' })

    const [confirmation] = await outboxMessages(db)
    expect(confirmation).toMatchObject({
      to: 'avery@harborline.example',
      subject: 'Please confirm your subscription to Northbridge Digital webinars',
    })
    const unsubscribeLink = linkTo(confirmation!, '/insights/webinars/subscription/unsubscribe')
    expect(confirmation!.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeLink.replace('/insights/webinars/subscription/unsubscribe', '/api/webinars/subscriptions/unsubscribe')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('is harmless twice: pending again re-sends, confirmed sends nothing, and the answer never differs', async () => {
    await subscribe(db, 'avery@harborline.example', NOW)
    await subscribe(db, 'avery@harborline.example', new Date(NOW.getTime() + 60_000))
    expect(await db.select().from(webinarSubscriptions)).toHaveLength(1)
    const confirmations = await outboxMessages(db)
    expect(confirmations).toHaveLength(2)
    // Only the newest confirmation link is good: each sign-up signs its own moment.
    const [first, second] = confirmations.map((message) =>
      tokenOf(linkTo(message, '/insights/webinars/subscription/confirm')),
    )
    expect(await confirmSubscription(db, first!, NOW)).toEqual({ outcome: 'invalid' })
    expect(await confirmSubscription(db, second!, NOW)).toMatchObject({ outcome: 'done' })
    expect(await confirmSubscription(db, second!, NOW)).toMatchObject({ outcome: 'unchanged' })

    await subscribe(db, 'AVERY@harborline.example', NOW)
    expect(await outboxMessages(db)).toHaveLength(2)
    const [row] = await db.select().from(webinarSubscriptions)
    expect(row?.status).toBe('confirmed')
  })

  it('sends one address at most a few confirmations a day, however often it is entered', async () => {
    for (let attempt = 0; attempt < CONFIRMATIONS_PER_ADDRESS.limit + 3; attempt++) {
      await subscribe(db, 'target@victim.example', new Date(NOW.getTime() + attempt * 1000))
    }
    expect(await outboxMessages(db)).toHaveLength(CONFIRMATIONS_PER_ADDRESS.limit)
  })

  it('refuses forged and foreign links', async () => {
    await subscribe(db, 'avery@harborline.example', NOW)
    const [confirmation] = await outboxMessages(db)
    const unsubscribeToken = tokenOf(
      linkTo(confirmation!, '/insights/webinars/subscription/unsubscribe'),
    )
    // An unsubscribe token does not confirm, and garbage does nothing.
    expect(await confirmSubscription(db, unsubscribeToken, NOW)).toEqual({ outcome: 'invalid' })
    expect(await unsubscribe(db, 'x.y', NOW)).toEqual({ outcome: 'invalid' })
    expect(await resubscribe(db, unsubscribeToken, NOW)).toEqual({ outcome: 'invalid' })
  })

  it('unsubscribes by its link once, says so by e-mail once, and lets the address come back', async () => {
    await confirmedSubscriber('avery@harborline.example')
    const [confirmation] = await outboxMessages(db)
    const token = tokenOf(linkTo(confirmation!, '/insights/webinars/subscription/unsubscribe'))

    expect(await unsubscribe(db, token, NOW)).toMatchObject({
      outcome: 'done',
      email: 'avery@harborline.example',
    })
    // The link has acted: it is used up, and nothing more is sent.
    expect(await unsubscribe(db, token, NOW)).toEqual({ outcome: 'used' })
    const goodbye = (await outboxMessages(db)).filter((message) =>
      message.subject.startsWith('You are unsubscribed'),
    )
    expect(goodbye).toHaveLength(1)

    const back = tokenOf(linkTo(goodbye[0]!, '/insights/webinars/subscription/resubscribe'))
    expect(await resubscribe(db, back, NOW)).toMatchObject({ outcome: 'done' })
    const [row] = await db.select().from(webinarSubscriptions)
    expect(row).toMatchObject({ status: 'confirmed', unsubscribedAt: null })
  })
})

describe('the e-mailed links', () => {
  const DAY = 24 * 60 * 60_000

  async function confirmLinkSentAt(email: string, at: Date) {
    await subscribe(db, email, at)
    const [message] = (await outboxMessages(db)).filter((m) => m.to === email).slice(-1)
    return tokenOf(linkTo(message!, '/insights/webinars/subscription/confirm'))
  }

  it('change nothing when opened: every table stays as it was and no mail is queued', async () => {
    await confirmedSubscriber('left@harborline.example')
    const [first] = await outboxMessages(db)
    const leave = tokenOf(linkTo(first!, '/insights/webinars/subscription/unsubscribe'))
    await unsubscribe(db, leave, NOW)
    const goodbye = (await outboxMessages(db)).at(-1)!
    const back = tokenOf(linkTo(goodbye, '/insights/webinars/subscription/resubscribe'))
    const pending = await confirmLinkSentAt('pending@harborline.example', NOW)
    const pendingMail = (await outboxMessages(db)).at(-1)!
    const pendingLeave = tokenOf(linkTo(pendingMail, '/insights/webinars/subscription/unsubscribe'))

    const before = await dumpEveryTable(handle)
    for (let visit = 0; visit < 3; visit++) {
      expect(await inspectConfirmLink(db, pending, NOW)).toEqual({
        state: 'ready',
        email: 'pending@harborline.example',
      })
      expect(await inspectManagementLink(db, 'unsubscribe', pendingLeave)).toMatchObject({
        state: 'current',
        subscription: { email: 'pending@harborline.example', status: 'pending' },
      })
      expect(await inspectManagementLink(db, 'resubscribe', back)).toMatchObject({
        state: 'current',
        subscription: { email: 'left@harborline.example', status: 'unsubscribed' },
      })
      expect(await inspectManagementLink(db, 'unsubscribe', leave)).toEqual({ state: 'used' })
    }
    expect(await dumpEveryTable(handle)).toEqual(before)
  })

  it('refuse a confirmation link older than 7 days and change nothing', async () => {
    const old = await confirmLinkSentAt(
      'late@harborline.example',
      new Date(NOW.getTime() - 8 * DAY),
    )
    expect(await inspectConfirmLink(db, old, NOW)).toEqual({ state: 'expired' })
    expect(await confirmSubscription(db, old, NOW)).toEqual({ outcome: 'expired' })
    const [row] = await db.select().from(webinarSubscriptions)
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null })

    // A week less a minute is still in time.
    const recent = await confirmLinkSentAt(
      'prompt@harborline.example',
      new Date(NOW.getTime() - 7 * DAY + 60_000),
    )
    expect(await confirmSubscription(db, recent, NOW)).toMatchObject({ outcome: 'done' })
    // Once confirmed, the link says so for good, expired or not.
    expect(await confirmSubscription(db, recent, new Date(NOW.getTime() + 30 * DAY))).toMatchObject(
      { outcome: 'unchanged' },
    )
    // Signing up again sends a new link that works.
    await subscribe(db, 'late@harborline.example', NOW)
    const fresh = (await outboxMessages(db)).filter((m) => m.to === 'late@harborline.example')
    expect(fresh).toHaveLength(2)
    const again = tokenOf(linkTo(fresh[1]!, '/insights/webinars/subscription/confirm'))
    expect(await confirmSubscription(db, again, NOW)).toMatchObject({ outcome: 'done' })
  })

  it('refuse a management link once it has acted, and the new one, sent on, works', async () => {
    await confirmedSubscriber('avery@harborline.example')
    const draft = await upcomingDraft()
    await publishWebinar(db, draft.slug, NOW)
    const announcement = (await outboxMessages(db)).at(-1)!
    const leave = tokenOf(linkTo(announcement, '/insights/webinars/subscription/unsubscribe'))

    const left = await unsubscribe(db, leave, NOW)
    expect(left).toMatchObject({ outcome: 'done' })
    expect(await unsubscribe(db, leave, NOW)).toEqual({ outcome: 'used' })
    expect(await inspectManagementLink(db, 'unsubscribe', leave)).toEqual({ state: 'used' })

    // The goodbye e-mail and the page after the button carry the same new subscribe-again link.
    const goodbye = (await outboxMessages(db)).at(-1)!
    const back = tokenOf(linkTo(goodbye, '/insights/webinars/subscription/resubscribe'))
    expect(left.outcome === 'done' && left.tokens.resubscribe).toBe(back)
    const returned = await resubscribe(db, back, NOW)
    expect(returned).toMatchObject({ outcome: 'done', email: 'avery@harborline.example' })
    expect(await resubscribe(db, back, NOW)).toEqual({ outcome: 'used' })

    // Every link from before is dead; the page's new unsubscribe link and the next mail's work.
    expect(await unsubscribe(db, leave, NOW)).toEqual({ outcome: 'used' })
    const later = await upcomingDraft('Data Mesh Without the Hype')
    expect((await publishWebinar(db, later.slug, NOW)).announced).toBe(1)
    const next = (await outboxMessages(db)).at(-1)!
    const current = tokenOf(linkTo(next, '/insights/webinars/subscription/unsubscribe'))
    expect(returned.outcome === 'done' && returned.tokens.unsubscribe).toBe(current)
    expect(await unsubscribe(db, current, NOW)).toMatchObject({ outcome: 'done' })
    const [row] = await db.select().from(webinarSubscriptions)
    expect(row).toMatchObject({ status: 'unsubscribed', linkVersion: 3 })
  })

  it('take a management link sent before links had generations as generation 0, once', async () => {
    await confirmedSubscriber('avery@harborline.example')
    const [row] = await db.select().from(webinarSubscriptions)
    const legacy = signLinkValue('webinar-subscription-unsubscribe', row!.id)
    expect(await inspectManagementLink(db, 'unsubscribe', legacy)).toMatchObject({
      state: 'current',
    })
    expect(await unsubscribe(db, legacy, NOW)).toMatchObject({ outcome: 'done' })
    expect(await unsubscribe(db, legacy, NOW)).toEqual({ outcome: 'used' })
    // A generation that was never issued is not "used" but invalid.
    const future = signLinkValue('webinar-subscription-unsubscribe', `${row!.id}.7`)
    expect(await unsubscribe(db, future, NOW)).toEqual({ outcome: 'invalid' })
  })
})

describe('announcing a webinar', () => {
  it('e-mails every confirmed subscriber once per webinar, with the calendar file, however often it is published', async () => {
    await confirmedSubscriber('avery@harborline.example')
    await confirmedSubscriber('sam@forgeworks.example')
    await subscribe(db, 'pending@forgeworks.example', NOW)
    const draft = await upcomingDraft()

    expect((await publishWebinar(db, draft.slug, NOW)).announced).toBe(2)
    await setWebinarPublished(db, draft.slug, false)
    expect((await publishWebinar(db, draft.slug, NOW)).announced).toBe(0)

    const announcements = (await outboxMessages(db)).filter((message) =>
      message.subject.startsWith('New Northbridge Digital webinar:'),
    )
    expect(announcements.map((message) => message.to).sort()).toEqual([
      'avery@harborline.example',
      'sam@forgeworks.example',
    ])
    const [announcement] = announcements
    expect(announcement!.subject).toBe(
      'New Northbridge Digital webinar: Platform Engineering for Mid-Size Teams',
    )
    expect(announcement!.text).toContain('Thursday, January 14, 2027')
    expect(announcement!.text).toContain('7:00 PM EST')
    expect(announcement!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    linkTo(announcement!, '/insights/webinars/subscription/unsubscribe')
    const [attachment] = announcement!.attachments
    expect(attachment?.filename).toBe('platform_engineering_for_mid_size_teams.ics')
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(attachment!.content)).getFirstSubcomponent('vevent')!,
    )
    expect(event.summary).toBe('Platform Engineering for Mid-Size Teams')
    expect(event.startDate.toJSDate()).toEqual(new Date('2027-01-15T00:00:00Z'))
    expect(event.endDate.toJSDate()).toEqual(new Date('2027-01-15T00:45:00Z'))
  })

  it('announces nothing for a draft, a past session, or to someone who left', async () => {
    await confirmedSubscriber('avery@harborline.example')
    const draft = await upcomingDraft()
    expect((await announceWebinar(db, draft, NOW)).announced).toBe(0)

    await seedDatabase(db, NOW)
    const past = await findPublishedWebinar(db, 'governing-agentic-ai')
    expect((await announceWebinar(db, past!, NOW)).announced).toBe(0)

    const [confirmation] = await outboxMessages(db)
    await unsubscribe(
      db,
      tokenOf(linkTo(confirmation!, '/insights/webinars/subscription/unsubscribe')),
      NOW,
    )
    expect((await publishWebinar(db, draft.slug, NOW)).announced).toBe(0)
    const [row] = await db.select().from(webinars).where(eq(webinars.slug, draft.slug))
    expect(row?.isPublished).toBe(true)
  })
})
