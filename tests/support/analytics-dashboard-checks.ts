import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { analyticsReport } from '@/features/analytics/dashboard.server'
import { resolvePeriod } from '@/features/analytics/period'
import { rollUpExpiredDays } from '@/features/analytics/roll-up.server'
import { recordEvent, type Conversion, type Device } from '@/server/analytics/events.server'
import { dailyVisitorId } from '@/server/analytics/visitor-id.server'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/client'

/*
 * The dashboard's numbers (issue 30), the same on PGlite and on PostgreSQL: a known set of page
 * views and conversions over three simulated days (and one day before them, for the comparison),
 * counted as the site counts them (each simulated browser's daily id from its address and user
 * agent, then the event store), and every figure of the report the API answers checked by hand.
 * Then the roll-up: the same figures once the days are folded into daily rows, raw rows gone,
 * and two instances rolling up at once write each day once.
 */

type Browser = { address: string; userAgent: string; device: Device | null }

const browser = (n: number, device: Device | null): Browser => ({
  address: `198.51.100.${n}`,
  userAgent: `Mozilla/5.0 (simulated browser ${n})`,
  device,
})

/** Five browsers (A–E) and F, who only ever books from an account (no page view). */
const A = browser(1, 'desktop')
const B = browser(2, 'phone')
const C = browser(3, 'laptop')
const D = browser(4, 'tablet')
const E = browser(5, 'desktop')
const F = browser(6, null)

const SITE = 'northbridge.example'

type PageView = {
  referrerHost?: string
  utmSource?: string
  utmCampaign?: string
}

function counter(db: () => Database) {
  const id = (who: Browser, at: Date) =>
    dailyVisitorId(db(), { address: who.address, userAgent: who.userAgent, site: SITE }, at)
  return {
    id,
    view: async (who: Browser, at: string, path: string, extra: PageView = {}) => {
      const when = new Date(at)
      await recordEvent(db(), {
        at: when,
        ...(await id(who, when)),
        name: 'pageview',
        path,
        device: who.device,
        ...extra,
      })
    },
    convert: async (who: Browser, at: string, name: Conversion, source?: string) => {
      const when = new Date(at)
      await recordEvent(db(), { at: when, ...(await id(who, when)), name, source })
    },
  }
}

/** 1 November (the comparison), then the three days 2–4 November 2026. */
async function driveThreeDays(db: () => Database) {
  const { view, convert } = counter(db)
  // The day before: E reads two pages and searches.
  await view(E, '2026-11-01T10:00:00Z', '/')
  await view(E, '2026-11-01T10:05:00Z', '/about')
  await convert(E, '2026-11-01T10:06:00Z', 'search-used')

  // Day 1. A arrives from Google with utm tags, books through the contact page, then comes back
  // 31 minutes after their last page view (a second visit, of one page) and subscribes.
  await view(A, '2026-11-02T09:00:00Z', '/', {
    referrerHost: 'www.google.com',
    utmSource: 'newsletter',
    utmCampaign: 'autumn',
  })
  await view(A, '2026-11-02T09:10:00Z', '/contact')
  await convert(A, '2026-11-02T09:12:00Z', 'human-check-passed')
  await convert(A, '2026-11-02T09:13:00Z', 'consultation-booked', 'contact')
  await view(A, '2026-11-02T09:41:00Z', '/insights/webinars')
  await convert(A, '2026-11-02T09:42:00Z', 'webinar-subscribed')
  // B passes a human check and books in the chat before ever seeing /contact: conversions, but
  // out of the funnel's order.
  await convert(B, '2026-11-02T10:50:00Z', 'human-check-passed')
  await convert(B, '2026-11-02T10:55:00Z', 'consultation-booked', 'chat')
  await view(B, '2026-11-02T11:00:00Z', '/contact', { referrerHost: 'www.linkedin.com' })
  // C comes from LinkedIn, reads a webinar's page exactly 30 minutes later (the same visit),
  // registers and searches.
  await view(C, '2026-11-02T14:00:00Z', '/insights/webinars', {
    referrerHost: 'www.linkedin.com',
    utmSource: 'linkedin',
    utmCampaign: 'webinar-launch',
  })
  await view(C, '2026-11-02T14:30:00Z', '/insights/webinars/platform-teams')
  await convert(C, '2026-11-02T14:31:00Z', 'webinar-registered')
  await convert(C, '2026-11-02T14:35:00Z', 'search-used')

  // Day 2: A and B come back (new ids today).
  await view(A, '2026-11-03T08:00:00Z', '/')
  await view(A, '2026-11-03T08:05:00Z', '/expertise')
  await view(A, '2026-11-03T08:20:00Z', '/contact')
  await convert(A, '2026-11-03T08:25:00Z', 'human-check-passed')
  await convert(A, '2026-11-03T08:26:00Z', 'human-check-passed')
  // B registers a minute before viewing the webinars page: not the funnel's order.
  await convert(B, '2026-11-03T11:59:00Z', 'webinar-registered')
  await view(B, '2026-11-03T12:00:00Z', '/insights/webinars', {
    referrerHost: 'news.ycombinator.com',
  })
  await convert(B, '2026-11-03T12:01:00Z', 'chat-started')
  await view(D, '2026-11-03T16:00:00Z', '/', {
    referrerHost: 'www.google.com',
    utmSource: 'google',
    utmCampaign: 'autumn',
  })
  await view(D, '2026-11-03T16:02:00Z', '/contact')
  await convert(D, '2026-11-03T16:03:00Z', 'human-check-passed')
  await convert(D, '2026-11-03T16:04:00Z', 'consultation-booked', 'contact')
  await view(D, '2026-11-03T16:20:00Z', '/about')
  await convert(D, '2026-11-03T16:30:00Z', 'account-created')
  await convert(D, '2026-11-03T16:31:00Z', 'consultation-booked', 'account')

  // Day 3: E bounces, comes back 31 minutes later for two pages; F books from an account.
  await view(E, '2026-11-04T10:00:00Z', '/')
  await view(E, '2026-11-04T10:31:00Z', '/')
  await view(E, '2026-11-04T10:32:00Z', '/insights')
  await convert(F, '2026-11-04T13:00:00Z', 'consultation-booked', 'account')
}

const visitRow = (
  key: string,
  visitors: number,
  visits: number,
  pageviews: number,
  bounces: number,
) => ({ key, visitors, visits, pageviews, bounces, bounceRate: bounces / visits })

const conversions = (counts: Partial<Record<Conversion, [number, number]>>) =>
  (
    [
      ['human-check-passed', 'Passed the human check'],
      ['consultation-booked', 'Booked a consultation'],
      ['webinar-subscribed', 'Subscribed to webinar announcements'],
      ['webinar-registered', 'Registered for a webinar'],
      ['account-created', 'Created an account'],
      ['chat-started', 'Started a chat'],
      ['search-used', 'Used search'],
    ] as const
  ).map(([key, label]) => ({
    key,
    label,
    events: counts[key]?.[0] ?? 0,
    visitors: counts[key]?.[1] ?? 0,
  }))

const step = (
  step: string,
  label: string,
  visitors: number,
  rateFromPrevious: number | null,
  rateFromFirst: number | null,
) => ({ step, label, visitors, rateFromPrevious, rateFromFirst })

/** Every figure of 2–4 November, worked out by hand from the events above. */
const PERIOD = {
  preset: null,
  from: '2026-11-02',
  to: '2026-11-04',
  days: 3,
  // 3 + 3 + 1: A and B on the second day are new visitors that day.
  visitors: 7,
  pageviews: 16,
  visits: 9,
  bounces: 4,
  viewsPerVisit: 16 / 9,
  bounceRate: 4 / 9,
  topPages: [
    { key: '/', visitors: 4, pageviews: 5 },
    { key: '/contact', visitors: 4, pageviews: 4 },
    { key: '/insights/webinars', visitors: 3, pageviews: 3 },
    { key: '/about', visitors: 1, pageviews: 1 },
    { key: '/expertise', visitors: 1, pageviews: 1 },
    { key: '/insights', visitors: 1, pageviews: 1 },
    { key: '/insights/webinars/platform-teams', visitors: 1, pageviews: 1 },
  ],
  entryPages: [
    visitRow('/', 4, 5, 11, 1),
    visitRow('/insights/webinars', 3, 3, 4, 2),
    visitRow('/contact', 1, 1, 1, 1),
  ],
  referrers: [
    visitRow('', 3, 4, 7, 2),
    visitRow('www.google.com', 2, 2, 5, 0),
    visitRow('www.linkedin.com', 2, 2, 3, 1),
    visitRow('news.ycombinator.com', 1, 1, 1, 1),
  ],
  utmSources: [
    visitRow('', 5, 6, 9, 4),
    visitRow('google', 1, 1, 3, 0),
    visitRow('linkedin', 1, 1, 2, 0),
    visitRow('newsletter', 1, 1, 2, 0),
  ],
  utmCampaigns: [
    visitRow('', 5, 6, 9, 4),
    visitRow('autumn', 2, 2, 5, 0),
    visitRow('webinar-launch', 1, 1, 2, 0),
  ],
  devices: [
    { key: 'desktop', visitors: 3, visits: 5, pageviews: 9, share: 3 / 7 },
    { key: 'phone', visitors: 2, visits: 2, pageviews: 2, share: 2 / 7 },
    { key: 'laptop', visitors: 1, visits: 1, pageviews: 2, share: 1 / 7 },
    { key: 'tablet', visitors: 1, visits: 1, pageviews: 3, share: 1 / 7 },
  ],
  funnels: {
    consultation: [
      step('consultation:1', 'Visited any page', 7, null, 1),
      step('consultation:2', 'Visited the contact page', 4, 4 / 7, 4 / 7),
      // B's human check came before their view of /contact.
      step('consultation:3', 'Passed the human check', 3, 3 / 4, 3 / 7),
      step('consultation:4', 'Booked a consultation', 2, 2 / 3, 2 / 7),
    ],
    webinars: [
      step('webinars:1', 'Visited the webinars pages', 3, null, 1),
      // B registered before viewing the webinars page.
      step('webinars:2', 'Subscribed or registered', 2, 2 / 3, 2 / 3),
    ],
  },
  conversions: conversions({
    'human-check-passed': [5, 4],
    'consultation-booked': [5, 4],
    'webinar-subscribed': [1, 1],
    'webinar-registered': [2, 2],
    'account-created': [1, 1],
    'chat-started': [1, 1],
    'search-used': [1, 1],
  }),
  bookingsBySource: [
    { key: 'contact', label: 'Contact page', events: 2, visitors: 2 },
    { key: 'chat', label: 'Chat assistant', events: 1, visitors: 1 },
    { key: 'account', label: 'Visitor account', events: 2, visitors: 2 },
  ],
  series: [
    { day: '2026-11-02', visitors: 3, pageviews: 6, visits: 4 },
    { day: '2026-11-03', visitors: 3, pageviews: 7, visits: 3 },
    { day: '2026-11-04', visitors: 1, pageviews: 3, visits: 2 },
  ],
}

/** Every figure of 30 October – 1 November, the comparison. */
const PREVIOUS = {
  from: '2026-10-30',
  to: '2026-11-01',
  days: 3,
  visitors: 1,
  pageviews: 2,
  visits: 1,
  bounces: 0,
  viewsPerVisit: 2,
  bounceRate: 0,
  topPages: [
    { key: '/', visitors: 1, pageviews: 1 },
    { key: '/about', visitors: 1, pageviews: 1 },
  ],
  entryPages: [visitRow('/', 1, 1, 2, 0)],
  referrers: [visitRow('', 1, 1, 2, 0)],
  utmSources: [visitRow('', 1, 1, 2, 0)],
  utmCampaigns: [visitRow('', 1, 1, 2, 0)],
  devices: [{ key: 'desktop', visitors: 1, visits: 1, pageviews: 2, share: 1 }],
  funnels: {
    consultation: [
      step('consultation:1', 'Visited any page', 1, null, 1),
      step('consultation:2', 'Visited the contact page', 0, 0, 0),
      step('consultation:3', 'Passed the human check', 0, null, 0),
      step('consultation:4', 'Booked a consultation', 0, null, 0),
    ],
    webinars: [
      step('webinars:1', 'Visited the webinars pages', 0, null, null),
      step('webinars:2', 'Subscribed or registered', 0, null, null),
    ],
  },
  conversions: conversions({ 'search-used': [1, 1] }),
  bookingsBySource: [
    { key: 'contact', label: 'Contact page', events: 0, visitors: 0 },
    { key: 'chat', label: 'Chat assistant', events: 0, visitors: 0 },
    { key: 'account', label: 'Visitor account', events: 0, visitors: 0 },
  ],
  series: [
    { day: '2026-10-30', visitors: 0, pageviews: 0, visits: 0 },
    { day: '2026-10-31', visitors: 0, pageviews: 0, visits: 0 },
    { day: '2026-11-01', visitors: 1, pageviews: 2, visits: 1 },
  ],
}

/** The report for 2–4 November as the API answers it (its JSON, so numbers as sent). */
export const THREE_DAYS_QUERY = { from: '2026-11-02', to: '2026-11-04' }
export const THREE_DAYS_REPORT = { period: PERIOD, previous: PREVIOUS }

const report = async (db: Database) =>
  JSON.parse(
    JSON.stringify(
      await analyticsReport(db, resolvePeriod(THREE_DAYS_QUERY, new Date('2026-11-04T18:00:00Z'))),
    ),
  ) as unknown

const count = async (db: Database, table: 'analytics_events' | 'analytics_daily') =>
  Number(
    rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!
      .n,
  )

/** Seeds the three days (exported for the endpoint's test). */
export { driveThreeDays }

export function analyticsDashboardChecks({
  db,
  instance,
}: {
  db: () => Database
  instance: (index: number) => Database
}) {
  it('counts every figure of three days and their comparison as defined', async () => {
    await driveThreeDays(db)
    const { id } = counter(db)
    // The same browser has another id the next day.
    expect((await id(A, new Date('2026-11-02T12:00:00Z'))).visitor).not.toBe(
      (await id(A, new Date('2026-11-03T12:00:00Z'))).visitor,
    )
    expect(await report(db())).toEqual(THREE_DAYS_REPORT)
  })

  it('keeps every figure when the days are rolled up, and deletes their raw events', async () => {
    await driveThreeDays(db)
    const before = await report(db())
    // Nothing is past 90 days yet on the last day.
    const none = await rollUpExpiredDays(db(), 90, new Date('2026-11-04T23:00:00Z'))
    expect(none.days).toEqual([])
    // 1 February 2027 keeps the 90 days from 3 November: 1 and 2 November are rolled up.
    const some = await rollUpExpiredDays(db(), 90, new Date('2027-02-01T12:00:00Z'))
    expect(some.days).toEqual(['2026-11-01', '2026-11-02'])
    expect(await report(db())).toEqual(before)
    const rest = await rollUpExpiredDays(db(), 90, new Date('2027-02-03T12:00:00Z'))
    expect(rest.days).toEqual(['2026-11-03', '2026-11-04'])
    expect(await count(db(), 'analytics_events')).toBe(0)
    expect(await report(db())).toEqual(THREE_DAYS_REPORT)
    expect(await rollUpExpiredDays(db(), 90, new Date('2027-06-01T00:00:00Z'))).toEqual({
      days: [],
    })
  })

  it('rolls each day up once when several instances run the job at the same moment', async () => {
    await driveThreeDays(db)
    const later = new Date('2027-03-01T00:00:00Z')
    const runs = await Promise.all(
      [0, 1, 2, 3].map((index) => rollUpExpiredDays(instance(index), 90, later)),
    )
    expect(runs.flatMap((run) => run.days).sort()).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ])
    expect(await count(db(), 'analytics_events')).toBe(0)
    const rows = await count(db(), 'analytics_daily')
    expect(await report(db())).toEqual(THREE_DAYS_REPORT)
    // A second pass finds nothing to do and writes nothing.
    await rollUpExpiredDays(instance(1), 90, later)
    expect(await count(db(), 'analytics_daily')).toBe(rows)
  })
}
