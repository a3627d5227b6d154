import { asc } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { routeOnScratchDatabase } from '#test-support/route-on-scratch-database'
import { EVENTS_LIMIT } from '@/server/analytics/limits'
import { analyticsEvents } from '@/server/db/schema'
import { getDb } from '@/server/db/instance'
import { POST } from './route'

// The route as the server runs it: its own database (PGlite in a scratch folder) and the process
// environment, the client's address from the proxy header.
routeOnScratchDatabase('events')

beforeEach(async () => {
  await getDb().delete(analyticsEvents)
})

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
let client = 0

/** What navigator.sendBeacon sends from a page of the site: a string body, text/plain. */
function beacon(body: unknown, headers: Record<string, string> = {}) {
  client += 1
  return POST(
    new Request('https://northbridge.example/api/events', {
      method: 'POST',
      headers: {
        host: 'northbridge.example',
        origin: 'https://northbridge.example',
        'sec-fetch-site': 'same-origin',
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME,
        'x-forwarded-for': `198.51.100.${client % 250}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const stored = () => getDb().select().from(analyticsEvents).orderBy(asc(analyticsEvents.at))

const view = {
  name: 'pageview',
  path: '/industries/high-tech?utm_source=newsletter&ref=x',
  referrer: 'https://www.google.com/',
  width: 1280,
}

describe('POST /api/events', () => {
  it('counts a page view the beacon sends as text/plain, and answers an empty 204', async () => {
    const response = await beacon(view)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await stored()).toMatchObject([
      {
        name: 'pageview',
        path: '/industries/high-tech',
        utmSource: 'newsletter',
        referrerHost: 'www.google.com',
        device: 'laptop',
      },
    ])
  })

  it('takes a JSON Blob too, and refuses other media types', async () => {
    expect((await beacon(view, { 'content-type': 'application/json' })).status).toBe(204)
    const form = await beacon(view, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)
    expect(await stored()).toHaveLength(1)
  })

  it('answers the same 204 and counts nothing under GPC, DNT, for a bot or the staff console', async () => {
    const answers = [
      await beacon(view, { 'sec-gpc': '1' }),
      await beacon(view, { dnt: '1' }),
      await beacon(view, { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' }),
      await beacon({ ...view, path: '/staff/consultations' }),
      await beacon({ name: 'search-used' }, { referer: 'https://northbridge.example/staff' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204])
    expect(await stored()).toEqual([])
  })

  it('records a search as the search-used conversion', async () => {
    const response = await beacon(
      { name: 'search-used' },
      { referer: 'https://northbridge.example/insights?q=x' },
    )
    expect(response.status).toBe(204)
    expect(await stored()).toMatchObject([{ name: 'search-used', path: '/insights', source: null }])
  })

  it('validates like every endpoint: bad JSON 400, bad fields 422, too large 413, cross-site 403', async () => {
    expect((await beacon('{"name":')).status).toBe(400)
    expect((await beacon({ name: 'account-created' })).status).toBe(422)
    expect((await beacon({ ...view, width: 'wide' })).status).toBe(422)
    expect((await beacon({ ...view, path: `/${'a'.repeat(9000)}` })).status).toBe(413)
    const crossSite = await beacon(view, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://elsewhere.example',
    })
    expect(crossSite.status).toBe(403)
    expect(await stored()).toEqual([])
  })

  it(`counts at most ${EVENTS_LIMIT.limit} events of one client in ${EVENTS_LIMIT.windowMs / 60_000} minutes`, async () => {
    const send = () => beacon(view, { 'x-forwarded-for': '192.0.2.99' })
    for (let sent = 0; sent < EVENTS_LIMIT.limit; sent++) expect((await send()).status).toBe(204)
    // Over the limit nothing is counted, and the answer is the same 204 (a 429 would be a
    // console error on the page of every visitor behind a busy office address).
    const over = await send()
    expect(over.status).toBe(204)
    expect(await stored()).toHaveLength(EVENTS_LIMIT.limit)
    // Another client is counted as before.
    expect((await beacon(view)).status).toBe(204)
    expect(await stored()).toHaveLength(EVENTS_LIMIT.limit + 1)
  })
})
