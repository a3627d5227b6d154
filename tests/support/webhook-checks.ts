import { eq } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import type { BookingPolicy } from '@/features/booking/calendar-rules.server'
import { bookConsultation, cancelBooking } from '@/features/booking/manage.server'
import { erasePerson } from '@/features/webinars/audience.server'
import { registerForWebinar } from '@/features/webinars/registrations.server'
import {
  confirmSubscription,
  subscribe,
  subscriptionTokens,
} from '@/features/webinars/subscriptions.server'
import type { Database } from '@/server/db/client'
import {
  mailOutbox,
  staffUsers,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webinarSubscriptions,
  webinars,
} from '@/server/db/schema'
import {
  deliverDueWebhooks,
  disableFailingEndpoints,
  WEBHOOK_RETRY_DELAYS_MS,
} from '@/server/webhooks/delivery.server'
import { newWebhookSecret, queueWebhookEvent, redeliver } from '@/server/webhooks/outbox.server'
import { RESPONSE_BODY_LIMIT } from '@/server/webhooks/send.server'
import { consultationRequest, passSpender } from './booking-kit'
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver'

/*
 * Lead webhooks (issue 30) against a real HTTP receiver on this machine that verifies every
 * signature with `standardwebhooks`, the same on PGlite and on PostgreSQL: queued in the event's
 * transaction, delivered once, retried with backoff, switched off after 24 hours of failures,
 * and the outbound guards (redirects, private addresses, timeout, 1 KB of answer).
 */

/** Monday 23 November 2026, 10:00 in New York. */
const NOW = new Date('2026-11-23T15:00:00Z')
const DAY = '2026-12-08'
const HOUR = 60 * 60_000
const policy: BookingPolicy = { horizonDays: 60, closedRanges: [], minimumNoticeMinutes: 0 }
const later = (ms: number) => new Date(NOW.getTime() + ms)
const at = (when: Date) => () => when
const local = { allowPrivateTargets: true }

export function webhookChecks({
  db,
  instance,
}: {
  db: () => Database
  instance: (index: number) => Database
}) {
  let secret = newWebhookSecret()
  const receivers: WebhookReceiver[] = []
  afterEach(async () => {
    while (receivers.length > 0) await receivers.pop()!.stop()
  })

  async function receiver() {
    const started = await startWebhookReceiver(() => secret)
    receivers.push(started)
    return started
  }

  async function endpoint(
    url: string,
    events: string[] = ['consultation.booked', 'consultation.cancelled'],
    active = true,
  ) {
    secret = newWebhookSecret()
    const [row] = await db()
      .insert(webhookEndpoints)
      .values({ url, events, active, secret })
      .returning()
    return row!
  }

  const deliveries = () =>
    db().select().from(webhookDeliveries).orderBy(webhookDeliveries.createdAt, webhookDeliveries.id)
  const attempts = () => db().select().from(webhookAttempts).orderBy(webhookAttempts.attempt)
  const queueLead = (tx: Database, id = crypto.randomUUID()) =>
    queueWebhookEvent(
      tx,
      'consultation.booked',
      { consultationId: id, name: 'Ada Lovelace', email: 'ada@client.example' },
      { eventId: id, now: NOW },
    )

  it('queues a booking’s event in the booking’s transaction, once per subscribed active endpoint', async () => {
    const hooks = await receiver()
    const subscribed = await endpoint(hooks.url)
    await endpoint(hooks.url, ['webinar.registered'])
    await endpoint(hooks.url, ['consultation.booked'], false)
    const pass = passSpender()
    const booked = await bookConsultation(db(), consultationRequest(DAY, '10:00', 'ET'), {
      policy,
      spendPass: pass,
      now: NOW,
    })
    expect(booked.ok).toBe(true)
    // The same pass again: the booking is refused and rolled back, and so is its event.
    const refused = await bookConsultation(db(), consultationRequest(DAY, '11:00', 'ET'), {
      policy,
      spendPass: pass,
      now: NOW,
    })
    expect(refused).toMatchObject({ ok: false, reason: 'unverified' })
    const queued = await deliveries()
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      endpointId: subscribed.id,
      eventType: 'consultation.booked',
      status: 'pending',
    })
    const body = JSON.parse(queued[0]!.body)
    expect(body).toMatchObject({
      type: 'consultation.booked',
      data: {
        version: 1,
        name: 'Ada Lovelace',
        email: 'ada@client.example',
        startsAt: '2026-12-08T15:00:00.000Z',
        timeZone: 'America/New_York',
        source: 'contact',
      },
    })
    expect(queued[0]!.body).not.toMatch(/manage|token|cancel\?/i)
    // Queued again (a retried request): still once.
    const id = booked.ok ? booked.booking.id : ''
    const [row] = await db().select().from(webhookDeliveries)
    expect(row!.eventId).toBe(`consultation.booked:${id}:0`)
    if (booked.ok) {
      await cancelBooking(db(), { id, email: 'ada@client.example' }, { now: NOW })
    }
    expect((await deliveries()).map((delivery) => delivery.eventType).sort()).toEqual([
      'consultation.booked',
      'consultation.cancelled',
    ])
  })

  it('queues a webinar registration and a confirmed subscriber in their own transactions', async () => {
    const hooks = await receiver()
    await endpoint(hooks.url, ['webinar.registered', 'subscriber.confirmed'])
    const start = new Date('2026-12-18T00:00:00Z')
    await db()
      .insert(webinars)
      .values({
        slug: 'data-products-that-last',
        title: 'Data Products That Last',
        description: 'How to run data as products.',
        speakers: ['Marcus Oyelaran'],
        webinarDate: start,
        image: '/images/webinars/data.svg',
        category: 'Data',
        duration: '45 minutes',
        isPublished: true,
      })
    const registered = await registerForWebinar(
      db(),
      {
        webinar: 'data-products-that-last',
        name: 'Ada Byron',
        email: 'Ada@Client.example',
        company: 'Engines',
      },
      { now: NOW, source: '/insights/webinars/data-products-that-last' },
    )
    expect(registered.outcome).toBe('registered')
    // Registering again while registered sends nothing new.
    await registerForWebinar(
      db(),
      { webinar: 'data-products-that-last', name: 'Ada Byron', email: 'ada@client.example' },
      { now: later(HOUR) },
    )
    await subscribe(db(), 'ben@client.example', NOW)
    const [subscription] = await db()
      .select()
      .from(webinarSubscriptions)
      .where(eq(webinarSubscriptions.email, 'ben@client.example'))
    expect((await deliveries()).map((delivery) => delivery.eventType)).toEqual([
      'webinar.registered',
    ])
    await confirmSubscription(db(), subscriptionTokens(subscription!).confirm, later(HOUR))
    await confirmSubscription(db(), subscriptionTokens(subscription!).confirm, later(2 * HOUR))
    const bodies = (await deliveries()).map((delivery) => JSON.parse(delivery.body))
    expect(bodies).toMatchObject([
      {
        type: 'webinar.registered',
        data: {
          email: 'ada@client.example',
          name: 'Ada Byron',
          company: 'Engines',
          webinarSlug: 'data-products-that-last',
          startsAt: start.toISOString(),
          source: '/insights/webinars/data-products-that-last',
        },
      },
      { type: 'subscriber.confirmed', data: { email: 'ben@client.example' } },
    ])
    await deliverDueWebhooks(db(), { ...local, now: at(later(HOUR)) })
    expect(hooks.received.map((message) => [message.payload.type, message.valid])).toEqual([
      ['webinar.registered', true],
      ['subscriber.confirmed', true],
    ])
  })

  it('delivers each message once with a signature the reference implementation verifies', async () => {
    const hooks = await receiver()
    await endpoint(hooks.url)
    await queueLead(db())
    expect(await deliverDueWebhooks(db(), { ...local, now: at(NOW) })).toMatchObject({
      delivered: 1,
    })
    expect(await deliverDueWebhooks(db(), { ...local, now: at(later(HOUR)) })).toMatchObject({
      delivered: 0,
    })
    expect(hooks.received).toHaveLength(1)
    expect(hooks.received[0]).toMatchObject({ valid: true })
    expect(hooks.received[0]!.payload.type).toBe('consultation.booked')
    const [delivery] = await deliveries()
    expect(hooks.received[0]!.id).toBe(delivery!.id)
    expect(hooks.received[0]!.body).toBe(delivery!.body)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(await attempts()).toMatchObject([{ attempt: 1, statusCode: 200, responseBody: 'ok' }])
  })

  it('retries with backoff while the receiver is down, and delivers once it answers', async () => {
    const hooks = await receiver()
    const target = await endpoint(hooks.url)
    await hooks.down()
    await queueLead(db())
    await deliverDueWebhooks(db(), { ...local, now: at(NOW) })
    let [delivery] = await deliveries()
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 })
    expect(delivery!.nextAttemptAt).toEqual(later(WEBHOOK_RETRY_DELAYS_MS[0]))
    // Not due yet: nothing is tried.
    await deliverDueWebhooks(db(), { ...local, now: at(later(1_000)) })
    expect(await attempts()).toHaveLength(1)
    await deliverDueWebhooks(db(), { ...local, now: at(later(5_000)) })
    ;[delivery] = await deliveries()
    expect(delivery!.nextAttemptAt).toEqual(later(5_000 + WEBHOOK_RETRY_DELAYS_MS[1]))
    const [failing] = await db().select().from(webhookEndpoints)
    expect(failing!.failingSince).toEqual(NOW)
    await hooks.up()
    await deliverDueWebhooks(db(), { ...local, now: at(later(5_000 + 300_000)) })
    ;[delivery] = await deliveries()
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 })
    expect((await attempts()).map((attempt) => [attempt.attempt, attempt.statusCode])).toEqual([
      [1, null],
      [2, null],
      [3, 200],
    ])
    expect(hooks.received.map((message) => [message.id, message.valid])).toEqual([
      [delivery!.id, true],
    ])
    const [healthy] = await db()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, target.id))
    expect(healthy!.failingSince).toBeNull()
  })

  it('gives up after 24 hours, switches the endpoint off and e-mails every owner once', async () => {
    await db()
      .insert(staffUsers)
      .values([
        { id: 'owner-1', name: 'Olive', email: 'olive@firm.example', role: 'owner' },
        { id: 'owner-2', name: 'Omar', email: 'omar@firm.example', role: 'owner' },
        { id: 'admin-1', name: 'Ada', email: 'ada@firm.example', role: 'admin' },
      ])
    const hooks = await receiver()
    hooks.answerWith((_request, response) => response.writeHead(500).end('broken'))
    await endpoint(hooks.url)
    await queueLead(db())
    let clock = NOW
    for (let pass = 0; pass < 20; pass += 1) {
      await deliverDueWebhooks(db(), { ...local, now: at(clock) })
      const [delivery] = await deliveries()
      if (delivery!.status !== 'pending') break
      clock = delivery!.nextAttemptAt
    }
    const [delivery] = await deliveries()
    expect(delivery!.status).toBe('failed')
    // The last try is at the end of the 24 hours.
    expect(delivery!.lastAttemptAt).toEqual(later(24 * HOUR))
    expect(delivery!.attempts).toBe(8)
    const [endpointRow] = await db().select().from(webhookEndpoints)
    expect(endpointRow).toMatchObject({ active: false })
    expect(endpointRow!.disabledReason).toMatch(/24 hours/)
    await disableFailingEndpoints(db(), later(30 * HOUR))
    const mail = (await db().select().from(mailOutbox)).filter((row) =>
      row.idempotencyKey.startsWith('webhook-disabled:'),
    )
    expect(mail.map((row) => row.to).sort()).toEqual(['olive@firm.example', 'omar@firm.example'])
    expect(mail[0]!.subject).toMatch(/switched off/)
    expect(hooks.received.every((message) => message.valid)).toBe(true)
    expect(new Set(hooks.received.map((message) => message.id)).size).toBe(1)
  })

  it('does not follow redirects: a 3xx is a failure', async () => {
    const hooks = await receiver()
    hooks.answerWith((_request, response) =>
      response.writeHead(302, { location: `${hooks.url}/elsewhere` }).end(),
    )
    await endpoint(hooks.url)
    await queueLead(db())
    expect(await deliverDueWebhooks(db(), { ...local, now: at(NOW) })).toMatchObject({ retry: 1 })
    expect(hooks.received).toHaveLength(1)
    expect(await attempts()).toMatchObject([
      { statusCode: 302, error: 'HTTP 302: redirect not followed' },
    ])
  })

  it('refuses loopback and private addresses unless the flag allows them', async () => {
    const hooks = await receiver()
    await endpoint(hooks.url)
    await endpoint(`http://localhost:${hooks.port}/hooks`)
    await queueLead(db())
    const refused = { allowPrivateTargets: false, now: at(NOW) }
    expect(await deliverDueWebhooks(db(), refused)).toMatchObject({ retry: 2 })
    expect(hooks.received).toHaveLength(0)
    const errors = (await attempts()).map((attempt) => attempt.error)
    expect(errors).toHaveLength(2)
    for (const error of errors) expect(error).toMatch(/refused: .* is not a public address/)
  })

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const hooks = await receiver()
    hooks.answerWith(() => undefined)
    await endpoint(hooks.url)
    await queueLead(db())
    await deliverDueWebhooks(db(), { ...local, timeoutMs: 300, now: at(NOW) })
    const [attempt] = await attempts()
    expect(attempt).toMatchObject({ statusCode: null, error: 'timed out after 300 ms' })
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(250)
    expect(attempt!.durationMs).toBeLessThan(5_000)
  })

  it('keeps no more than 1 KB of the receiver’s answer', async () => {
    const hooks = await receiver()
    hooks.answerWith((_request, response) => response.writeHead(200).end('x'.repeat(64 * 1024)))
    await endpoint(hooks.url)
    await queueLead(db())
    await deliverDueWebhooks(db(), { ...local, now: at(NOW) })
    const [attempt] = await attempts()
    expect(attempt!.statusCode).toBe(200)
    expect(attempt!.responseBody).toHaveLength(RESPONSE_BODY_LIMIT)
  })

  it('redelivers a message with the same webhook-id', async () => {
    const hooks = await receiver()
    await endpoint(hooks.url)
    await queueLead(db())
    await deliverDueWebhooks(db(), { ...local, now: at(NOW) })
    const [delivery] = await deliveries()
    expect(await redeliver(db(), delivery!.id, later(HOUR))).toBeDefined()
    await deliverDueWebhooks(db(), { ...local, now: at(later(HOUR)) })
    expect(hooks.received.map((message) => [message.id, message.valid])).toEqual([
      [delivery!.id, true],
      [delivery!.id, true],
    ])
    expect(hooks.received[0]!.body).toBe(hooks.received[1]!.body)
    const [after] = await deliveries()
    expect(after).toMatchObject({ status: 'delivered', attempts: 2 })
  })

  it('forgets the leads of a person erased at their request', async () => {
    const hooks = await receiver()
    await endpoint(hooks.url)
    await queueLead(db())
    await queueWebhookEvent(
      db(),
      'consultation.booked',
      { consultationId: 'other', name: 'Ben Okafor', email: 'ben@client.example' },
      { eventId: 'other', now: NOW },
    )
    await deliverDueWebhooks(db(), { ...local, now: at(NOW) })
    await db()
      .insert(staffUsers)
      .values({ id: 'admin-1', name: 'Ada', email: 'ada@firm.example', role: 'admin' })
    await erasePerson(db(), 'ADA@client.example', { staffId: 'admin-1' }, NOW)
    const left = await deliveries()
    expect(left.map((delivery) => JSON.parse(delivery.body).data.email)).toEqual([
      'ben@client.example',
    ])
    expect(await attempts()).toHaveLength(1)
  })

  it('delivers each message once however many workers run at the same moment', async () => {
    const hooks = await receiver()
    await endpoint(hooks.url)
    for (let index = 0; index < 12; index += 1) await queueLead(db())
    await Promise.all(
      [0, 1, 2, 3].map((index) =>
        deliverDueWebhooks(instance(index), { ...local, batchSize: 4, now: at(NOW) }),
      ),
    )
    await deliverDueWebhooks(db(), { ...local, now: at(NOW) })
    expect(hooks.received).toHaveLength(12)
    expect(new Set(hooks.received.map((message) => message.id)).size).toBe(12)
    expect(hooks.received.every((message) => message.valid)).toBe(true)
    expect((await deliveries()).every((delivery) => delivery.status === 'delivered')).toBe(true)
  })
}
