import '#test-support/test-secrets'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { databaseEachTest } from '#test-support/database'
import { dumpEveryTable } from '#test-support/every-table'
import { outboxMessages } from '#test-support/webinar-kit'
import { ERASED_ADDRESS_MESSAGE } from '@/features/webinars/consent.server'
import { erasePerson } from '@/features/webinars/audience.server'
import { registrationTokens } from '@/features/webinars/registrations.server'
import type { Database, DatabaseHandle } from '@/server/db/client'
import { webinarRegistrations, webinars } from '@/server/db/schema'
import { apiRoute } from '@/server/http/api-route'
import { publicOrigin } from '@/server/public-origin'
import {
  FULL_MESSAGE,
  cancelEndpoint,
  joinEndpoint,
  registerEndpoint,
} from './webinar-registration'

const SITE = 'http://127.0.0.1:3000'
const SLUG = 'data-products-that-last'
const MEETING = 'https://meet.northbridge.example/webinars/data-products'

const freshDatabase = databaseEachTest()
let handle: DatabaseHandle
let db: Database
beforeEach(async () => {
  handle = await freshDatabase()
  db = handle.db
  await db.insert(webinars).values({
    slug: SLUG,
    title: 'Data Products That Last',
    description: 'How to run data as products.',
    webinarDate: new Date(Date.now() + 10 * 24 * 60 * 60_000),
    zoomLink: MEETING,
    image: '/images/webinars/data.svg',
    category: 'Data',
    duration: '45 minutes',
    isPublished: true,
    registrationLimit: 2,
  })
})

function routes() {
  const options = { database: () => db, trustedProxyHeader: () => 'x-forwarded-for' }
  return {
    register: apiRoute({ POST: registerEndpoint }, options),
    join: apiRoute({ GET: joinEndpoint }, options),
    cancel: apiRoute({ POST: cancelEndpoint }, options),
  }
}

let clients = 0
const freshClient = () => `198.51.100.${(clients += 1)}`

/** What the register form's fetch sends from the webinar's page. */
function register(body: Record<string, unknown>, client = freshClient()) {
  return routes().register.POST(
    new Request(`${SITE}/api/webinars/registrations`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': client,
        host: '127.0.0.1:3000',
        origin: SITE,
        referer: `${SITE}/insights/webinars/${SLUG}`,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        'sec-fetch-dest': 'empty',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    }),
  )
}

const ada = { webinar: SLUG, name: 'Ada Byron', email: 'ada@client.example', company: '' }

const registration = async (email: string) =>
  (await db.select().from(webinarRegistrations).where(eq(webinarRegistrations.email, email)))[0]!

describe('POST /api/webinars/registrations', () => {
  it('registers from the page, with the page as the consent record, and answers a second time alike', async () => {
    const response = await register(ada)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ registered: true })
    expect(await registration('ada@client.example')).toMatchObject({
      source: `/insights/webinars/${SLUG}`,
      company: null,
    })
    expect(await outboxMessages(db)).toHaveLength(3)
    const again = await register(ada)
    expect(again.status).toBe(201)
    expect(await outboxMessages(db)).toHaveLength(3)
  })

  it('stores and sends nothing when the honeypot is filled, answering as if it worked', async () => {
    const response = await register({ ...ada, contact_me_by_fax: 'yes' })
    expect(response.status).toBe(201)
    expect(await db.select().from(webinarRegistrations)).toEqual([])
    expect(await outboxMessages(db)).toEqual([])
  })

  it('names the wrong fields, refuses a full session and an erased address, and says so', async () => {
    const bad = await register({ webinar: SLUG, name: 'A', email: 'not-an-address' })
    expect(bad.status).toBe(422)
    expect((await bad.json()).fields).toEqual({
      name: 'Name must be at least 2 characters long',
      email: 'Please enter a valid email address',
    })
    await register(ada)
    await register({ ...ada, email: 'ben@client.example', name: 'Ben Okafor' })
    const full = await register({ ...ada, email: 'cy@client.example', name: 'Cy Park' })
    expect(full.status).toBe(409)
    expect(await full.json()).toEqual({ error: FULL_MESSAGE })
    await erasePerson(db, 'dee@client.example', { staffId: 'staff-marketing' })
    await db.update(webinars).set({ registrationLimit: null })
    const erased = await register({ ...ada, email: 'dee@client.example', name: 'Dee Lane' })
    expect(erased.status).toBe(409)
    expect(await erased.json()).toEqual({ error: ERASED_ADDRESS_MESSAGE })
    const unknown = await register({ ...ada, webinar: 'no-such-session' })
    expect(unknown.status).toBe(404)
  })

  it('limits registrations per client as the subscribe form does', async () => {
    const client = freshClient()
    for (let index = 0; index < 5; index++) {
      const response = await register(
        { ...ada, email: `person${index}@client.example`, name: 'Person Test' },
        client,
      )
      expect(response.status).not.toBe(429)
    }
    const sixth = await register({ ...ada, email: 'six@client.example' }, client)
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('the join link', () => {
  it('records the visit and sends the registrant on to the meeting; says why when it cannot', async () => {
    await register(ada)
    const { id } = await registration('ada@client.example')
    const { join } = registrationTokens(id)
    const follow = (token: string) =>
      routes().join.GET(
        new Request(`${SITE}/api/webinars/registrations/join?token=${encodeURIComponent(token)}`, {
          headers: { 'x-forwarded-for': freshClient(), 'sec-fetch-mode': 'navigate' },
        }),
      )
    const response = await follow(join)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(MEETING)
    expect(await registration('ada@client.example')).toMatchObject({ joinCount: 1 })
    expect((await registration('ada@client.example')).joinedAt).toBeInstanceOf(Date)

    const forged = await follow('eyJ9.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')
    expect(forged.headers.get('location')).toBe(
      '/insights/webinars/registration/join?problem=invalid',
    )
    await db.update(webinars).set({ zoomLink: null })
    expect((await follow(join)).headers.get('location')).toBe(
      '/insights/webinars/registration/join?problem=no-link',
    )
  })
})

describe('the cancel button and one-click cancel', () => {
  it('changes nothing on GET (a link scanner)', async () => {
    await register(ada)
    const { cancel } = registrationTokens((await registration('ada@client.example')).id)
    const before = await dumpEveryTable(handle)
    const response = await routes().cancel.GET(
      new Request(`${SITE}/api/webinars/registrations/cancel?token=${cancel}`),
    )
    expect(response.status).toBe(405)
    expect(await dumpEveryTable(handle)).toEqual(before)
  })

  it('cancels on the page’s button and comes back to the page saying so', async () => {
    await register(ada)
    const { cancel } = registrationTokens((await registration('ada@client.example')).id)
    const response = await routes().cancel.POST(
      new Request(`${SITE}/api/webinars/registrations/cancel?token=${cancel}`, {
        method: 'POST',
        headers: {
          'x-forwarded-for': freshClient(),
          host: '127.0.0.1:3000',
          origin: 'null',
          'sec-fetch-site': 'same-origin',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: '',
      }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `/insights/webinars/registration/cancel?token=${cancel}&result=cancelled`,
    )
    expect((await registration('ada@client.example')).cancelledAt).toBeInstanceOf(Date)
    const reminders = (await outboxMessages(db)).filter((mail) => mail.list)
    expect(reminders.map((mail) => mail.status)).toEqual(['withdrawn', 'withdrawn'])
  })

  it('cancels on a mail client’s RFC 8058 POST to the List-Unsubscribe URL', async () => {
    await register(ada)
    const [confirmation] = (await outboxMessages(db)).filter((mail) => !mail.list)
    const url = confirmation!.headers['List-Unsubscribe']!.slice(1, -1)
    const response = await routes().cancel.POST(
      new Request(url.replace(publicOrigin(), SITE), {
        method: 'POST',
        headers: { 'x-forwarded-for': freshClient() },
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ cancelled: true })
    expect((await registration('ada@client.example')).cancelledAt).toBeInstanceOf(Date)
  })
})
