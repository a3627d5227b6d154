import '#test-support/test-secrets'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { databaseEachTest } from '#test-support/database'
import { dumpEveryTable } from '#test-support/every-table'
import { linkTo, outboxMessages, tokenOf } from '#test-support/webinar-kit'
import { SUBSCRIPTION_LINK_LIMIT } from '@/features/webinars/limits'
import {
  confirmSubscription,
  subscribe,
  subscriptionTokens,
} from '@/features/webinars/subscriptions.server'
import type { Database, DatabaseHandle } from '@/server/db/client'
import { webinarSubscriptions } from '@/server/db/schema'
import { apiRoute } from '@/server/http/api-route'
import { publicOrigin } from '@/server/public-origin'
import {
  confirmLinkEndpoint,
  resubscribeLinkEndpoint,
  unsubscribeLinkEndpoint,
} from './webinar-links'

const SITE = 'http://127.0.0.1:3000'
const PAGES = '/insights/webinars/subscription'
const ONE_CLICK_PATH = '/api/webinars/subscriptions/unsubscribe'
const EMAIL = 'avery@harborline.example'

const freshDatabase = databaseEachTest()
let handle: DatabaseHandle
let db: Database
beforeEach(async () => {
  handle = await freshDatabase()
  db = handle.db
})
/** The three endpoints as the route files export them, over the test database. */
function routes() {
  const options = { database: () => db, trustedProxyHeader: () => 'x-forwarded-for' }
  return {
    confirm: apiRoute({ POST: confirmLinkEndpoint }, options),
    unsubscribe: apiRoute({ POST: unsubscribeLinkEndpoint }, options),
    resubscribe: apiRoute({ POST: resubscribeLinkEndpoint }, options),
  }
}

type Action = keyof ReturnType<typeof routes>

let clients = 0
/** A client address of its own, so rate limits never carry over between requests of a test. */
const freshClient = () => `203.0.113.${(clients += 1)}`

/**
 * What Chromium sends when a page's form is submitted: a same-origin navigation, with `Origin:
 * null` because the subscription pages set `Referrer-Policy: no-referrer`.
 */
function pressButton(action: Action, token: string, extra: Record<string, string> = {}) {
  return routes()[action].POST(
    new Request(`${SITE}/api/webinars/subscriptions/${action}?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': freshClient(),
        host: '127.0.0.1:3000',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'content-type': 'application/x-www-form-urlencoded',
        ...extra,
      },
      body: '',
    }),
  )
}

/** What a mail provider sends for RFC 8058: a plain POST to the List-Unsubscribe URL. */
function oneClick(url: string, encoding: 'multipart' | 'urlencoded') {
  const body = new FormData()
  body.set('List-Unsubscribe', 'One-Click')
  return routes().unsubscribe.POST(
    new Request(url.replace(publicOrigin(), SITE), {
      method: 'POST',
      headers: { 'x-forwarded-for': freshClient() },
      body:
        encoding === 'multipart' ? body : new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    }),
  )
}

const locationOf = (response: Response) => {
  expect(response.status).toBe(303)
  return response.headers.get('location') ?? ''
}

const pagePath = (page: string, token: string, extra = '') =>
  `${PAGES}/${page}?token=${encodeURIComponent(token).replace(/%20/g, '+')}${extra}`

async function pendingSubscriber(email = EMAIL) {
  await subscribe(db, email)
  const message = (await outboxMessages(db)).filter((m) => m.to === email).at(-1)!
  return {
    confirm: tokenOf(linkTo(message, `${PAGES}/confirm`)),
    unsubscribe: tokenOf(linkTo(message, `${PAGES}/unsubscribe`)),
    oneClickUrl: message.headers['List-Unsubscribe']!.slice(1, -1),
  }
}

async function confirmedSubscriber(email = EMAIL) {
  const links = await pendingSubscriber(email)
  await confirmSubscription(db, links.confirm)
  return links
}

/** Every table but the rate limiter's counters, which every POST moves on. */
async function everythingButCounters() {
  return { ...(await dumpEveryTable(handle)), rate_limits: [] }
}

const subscription = async (email = EMAIL) =>
  (await db.select().from(webinarSubscriptions).where(eq(webinarSubscriptions.email, email)))[0]

describe('the subscription buttons’ endpoints', () => {
  it('do nothing on GET or HEAD, as a link scanner sends them: 405 and every table unchanged', async () => {
    const links = await pendingSubscriber()
    const before = await dumpEveryTable(handle)
    for (const [action, token] of [
      ['confirm', links.confirm],
      ['unsubscribe', links.unsubscribe],
      ['resubscribe', links.unsubscribe],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await routes()[action][method](
          new Request(`${SITE}/api/webinars/subscriptions/${action}?token=${token}`, { method }),
        )
        expect(response.status, `${method} ${action}`).toBe(405)
      }
    }
    expect(await dumpEveryTable(handle)).toEqual(before)
  })

  it('confirm on the button’s POST and send the browser to the page that says so', async () => {
    const { confirm } = await pendingSubscriber()
    expect(locationOf(await pressButton('confirm', confirm))).toBe(
      pagePath('confirm', confirm, '&result=confirmed'),
    )
    expect(await subscription()).toMatchObject({ status: 'confirmed' })
    // Pressed again (the back button, say): the same page, nothing changes.
    const before = await everythingButCounters()
    expect(locationOf(await pressButton('confirm', confirm))).toBe(
      pagePath('confirm', confirm, '&result=confirmed'),
    )
    expect(await everythingButCounters()).toEqual(before)
  })

  it('refuse an expired confirmation link: back to its page for a browser, 410 for a script', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T12:00:00Z'), toFake: ['Date'] })
    const { confirm } = await pendingSubscriber()
    vi.setSystemTime(new Date('2026-11-09T12:00:00Z'))
    try {
      const before = await everythingButCounters()
      expect(locationOf(await pressButton('confirm', confirm))).toBe(pagePath('confirm', confirm))
      const scripted = await routes().confirm.POST(
        new Request(`${SITE}/api/webinars/subscriptions/confirm?token=${confirm}`, {
          method: 'POST',
          headers: { 'x-forwarded-for': freshClient() },
        }),
      )
      expect(scripted.status).toBe(410)
      expect(await scripted.json()).toEqual({
        error: 'This confirmation link has expired. Please subscribe again.',
      })
      // The refusals are counted by the rate limiter, and nothing else changed.
      expect(await everythingButCounters()).toEqual(before)
      expect(await subscription()).toMatchObject({ status: 'pending', confirmedAt: null })
    } finally {
      vi.useRealTimers()
    }
  })

  it('unsubscribe on the button, lead on to the new subscribe-again link, and refuse the used one', async () => {
    const { unsubscribe } = await confirmedSubscriber()
    const afterLeaving = locationOf(await pressButton('unsubscribe', unsubscribe))
    const row = await subscription()
    expect(row).toMatchObject({ status: 'unsubscribed', linkVersion: 1 })
    const back = subscriptionTokens(row!).resubscribe
    expect(afterLeaving).toBe(pagePath('resubscribe', back, '&result=unsubscribed'))
    const goodbye = (await outboxMessages(db)).at(-1)!
    expect(tokenOf(linkTo(goodbye, `${PAGES}/resubscribe`))).toBe(back)

    // The used link leads back to its own page (which says it was used), and changes nothing.
    const before = await everythingButCounters()
    expect(locationOf(await pressButton('unsubscribe', unsubscribe))).toBe(
      pagePath('unsubscribe', unsubscribe),
    )
    expect(await everythingButCounters()).toEqual(before)

    // The new link works, once, and leads on to the next unsubscribe link.
    const afterReturning = locationOf(await pressButton('resubscribe', back))
    const returned = await subscription()
    expect(returned).toMatchObject({ status: 'confirmed', linkVersion: 2 })
    expect(afterReturning).toBe(
      pagePath('unsubscribe', subscriptionTokens(returned!).unsubscribe, '&result=resubscribed'),
    )
    expect(locationOf(await pressButton('resubscribe', back))).toBe(pagePath('resubscribe', back))
    expect(await subscription()).toMatchObject({ linkVersion: 2 })
  })

  it('keep RFC 8058: a mail client’s one-click POST unsubscribes without the page, once', async () => {
    const first = await confirmedSubscriber('first@harborline.example')
    const second = await confirmedSubscriber('second@harborline.example')
    expect(first.oneClickUrl.startsWith(`${publicOrigin()}${ONE_CLICK_PATH}?token=`)).toBe(true)
    for (const [{ oneClickUrl }, encoding] of [
      [first, 'multipart'],
      [second, 'urlencoded'],
    ] as const) {
      const response = await oneClick(oneClickUrl, encoding)
      expect(response.status, encoding).toBe(200)
      expect(await response.json()).toEqual({ unsubscribed: true })
    }
    for (const email of ['first@harborline.example', 'second@harborline.example']) {
      expect(await subscription(email)).toMatchObject({ status: 'unsubscribed' })
    }
    const goodbyes = (await outboxMessages(db)).filter((m) =>
      m.subject.startsWith('You are unsubscribed'),
    )
    expect(goodbyes.map((m) => m.to).sort()).toEqual([
      'first@harborline.example',
      'second@harborline.example',
    ])
    const again = await oneClick(first.oneClickUrl, 'multipart')
    expect(again.status).toBe(410)
    expect(await outboxMessages(db)).toHaveLength(4)
  })

  it('send a browser whose request the helper refuses back to the page, saying why', async () => {
    const { unsubscribe } = await confirmedSubscriber()
    const before = await subscription()

    // A form on another site: refused before anything is read, and nothing changes.
    const crossSite = await pressButton('unsubscribe', unsubscribe, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(locationOf(crossSite)).toBe(pagePath('unsubscribe', unsubscribe, '&problem=refused'))
    expect(await subscription()).toEqual(before)

    // Too many presses from one client: the page says to wait.
    const client = { 'x-forwarded-for': '198.51.100.7' }
    let last: Response | undefined
    for (let press = 0; press <= SUBSCRIPTION_LINK_LIMIT.limit; press++) {
      last = await pressButton('confirm', 'no.such-token', client)
    }
    expect(locationOf(last!)).toBe(`${PAGES}/confirm?token=no.such-token&problem=busy`)
    expect(last!.headers.get('x-request-id')).toBeTruthy()
  })
})
