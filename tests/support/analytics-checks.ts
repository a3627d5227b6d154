import { asc } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { countPageView, recordConversion } from '@/server/analytics/counting.server'
import { deletePastSalts, dailyVisitorId } from '@/server/analytics/visitor-id.server'
import type { Database } from '@/server/db/client'
import { analyticsEvents, analyticsSalts } from '@/server/db/schema'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const NOON = new Date('2027-03-01T12:00:00Z')
const NEXT_NOON = new Date('2027-03-02T12:00:00Z')

function visitorRequest(extra: Record<string, string> = {}, client = '203.0.113.7') {
  return {
    headers: new Headers({ 'user-agent': FIREFOX, host: 'localhost:3000', ...extra }),
    client,
  }
}

const events = (db: Database) =>
  db
    .select()
    .from(analyticsEvents)
    .orderBy(asc(analyticsEvents.at), asc(analyticsEvents.name), asc(analyticsEvents.source))

/** Counting, the same on PGlite and on PostgreSQL. */
export function analyticsChecks(db: () => Database) {
  it('gives a visitor one id within a UTC day, another the next day and on another site', async () => {
    const traits = { address: '203.0.113.7', userAgent: FIREFOX, site: 'northbridge.example' }
    const morning = await dailyVisitorId(db(), traits, new Date('2027-03-01T00:00:01Z'))
    const evening = await dailyVisitorId(db(), traits, new Date('2027-03-01T23:59:59Z'))
    const tomorrow = await dailyVisitorId(db(), traits, NEXT_NOON)
    const otherSite = await dailyVisitorId(db(), { ...traits, site: 'other.example' }, NOON)
    const otherBrowser = await dailyVisitorId(db(), { ...traits, userAgent: SAFARI }, NOON)
    const otherAddress = await dailyVisitorId(db(), { ...traits, address: '203.0.113.8' }, NOON)
    expect(morning).toEqual(evening)
    expect(morning.day).toBe('2027-03-01')
    expect(morning.visitor).toMatch(/^[0-9a-f]{32}$/)
    expect(tomorrow.day).toBe('2027-03-02')
    const ids = [morning, tomorrow, otherSite, otherBrowser, otherAddress].map((id) => id.visitor)
    expect(new Set(ids).size).toBe(5)
    // Neither the address nor the user agent is in any salt or id.
    expect(JSON.stringify(await db().select().from(analyticsSalts))).not.toContain('203.0.113')
  })

  it('deletes every past day’s salt, so a past day’s ids can never be made again', async () => {
    const traits = { address: '203.0.113.7', userAgent: FIREFOX, site: 'northbridge.example' }
    // Days of their own: each database remembers its current salt (no query per page view).
    const first = new Date('2027-04-01T23:59:00Z')
    const second = new Date('2027-04-02T00:00:30Z')
    await dailyVisitorId(db(), traits, first)
    const before = await dailyVisitorId(db(), traits, second)
    expect(await deletePastSalts(db(), second)).toBe(1)
    const left = await db().select({ day: analyticsSalts.day }).from(analyticsSalts)
    expect(left).toEqual([{ day: '2027-04-02' }])
    // Run again, or on a second instance at once: nothing more to delete.
    expect(
      await Promise.all([deletePastSalts(db(), second), deletePastSalts(db(), second)]),
    ).toEqual([0, 0])
    // The day still running keeps its ids.
    expect(await dailyVisitorId(db(), traits, second)).toEqual(before)
  })

  it('keeps of a page view the path, the utm_* parameters, the referring host and the device', async () => {
    const outcome = await countPageView(
      db(),
      visitorRequest(),
      {
        name: 'pageview',
        path: '/insights?utm_source=newsletter&utm_campaign=spring&email=ada%40example.com',
        referrer: 'https://www.linkedin.com/feed/?trk=x',
        width: 390,
      },
      NOON,
    )
    expect(outcome).toEqual({ counted: true })
    const [row, ...others] = await events(db())
    expect(others).toEqual([])
    expect(row).toMatchObject({
      day: '2027-03-01',
      name: 'pageview',
      path: '/insights',
      referrerHost: 'www.linkedin.com',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
      utmMedium: null,
      device: 'phone',
      source: null,
    })
    const stored = JSON.stringify(row)
    for (const secret of ['203.0.113.7', 'Firefox', 'ada', 'trk'])
      expect(stored).not.toContain(secret)
  })

  it('drops the site itself as referrer', async () => {
    await countPageView(
      db(),
      visitorRequest(),
      { name: 'pageview', path: '/about', referrer: 'http://localhost:3000/', width: 1920 },
      NOON,
    )
    expect(await events(db())).toMatchObject([
      { path: '/about', referrerHost: null, device: 'desktop' },
    ])
  })

  it('counts nothing under Global Privacy Control, Do Not Track, for bots or in the staff console', async () => {
    const view = { name: 'pageview' as const, path: '/' }
    const refused = [
      await countPageView(db(), visitorRequest({ 'sec-gpc': '1' }), view, NOON),
      await countPageView(db(), visitorRequest({ dnt: '1' }), view, NOON),
      await countPageView(
        db(),
        visitorRequest({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
        view,
        NOON,
      ),
      await countPageView(db(), { headers: new Headers(), client: '203.0.113.7' }, view, NOON),
      await countPageView(db(), visitorRequest(), { ...view, path: '/staff/analytics' }, NOON),
      await countPageView(
        db(),
        visitorRequest(),
        { ...view, path: 'https://elsewhere.example/' },
        NOON,
      ),
      await recordConversion(db(), visitorRequest({ 'sec-gpc': '1' }), 'chat-started', {
        now: NOON,
      }),
      await recordConversion(
        db(),
        visitorRequest({ referer: 'http://localhost:3000/staff/webinars' }),
        'webinar-registered',
        { now: NOON },
      ),
    ]
    expect(refused.map((outcome) => (outcome.counted ? 'counted' : outcome.reason))).toEqual([
      'gpc',
      'dnt',
      'bot',
      'no-user-agent',
      'staff',
      'invalid',
      'gpc',
      'staff',
    ])
    expect(await events(db())).toEqual([])
  })

  it('records conversions by name and source, under the same visitor as the page views', async () => {
    const request = visitorRequest({ referer: 'http://localhost:3000/contact?x=1' })
    await countPageView(db(), request, { name: 'pageview', path: '/contact' }, NOON)
    for (const source of ['contact', 'chat', 'account'] as const) {
      await recordConversion(db(), request, 'consultation-booked', {
        source,
        now: new Date(NOON.getTime() + 1000),
      })
    }
    await recordConversion(db(), request, 'human-check-passed', {
      now: new Date(NOON.getTime() + 2000),
    })
    const rows = await events(db())
    expect(rows.map((row) => [row.name, row.source, row.path])).toEqual([
      ['pageview', null, '/contact'],
      ['consultation-booked', 'account', '/contact'],
      ['consultation-booked', 'chat', '/contact'],
      ['consultation-booked', 'contact', '/contact'],
      ['human-check-passed', null, '/contact'],
    ])
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1)
  })

  it('writes page views that arrive together, each once (group commit)', async () => {
    const views = Array.from({ length: 120 }, (_, index) =>
      countPageView(
        db(),
        visitorRequest({}, `198.51.100.${index}`),
        { name: 'pageview', path: `/page-${index}` },
        NOON,
      ),
    )
    expect((await Promise.all(views)).every((outcome) => outcome.counted)).toBe(true)
    const rows = await events(db())
    expect(rows).toHaveLength(120)
    expect(new Set(rows.map((row) => row.path)).size).toBe(120)
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(120)
  })
}
