import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import { type BOOKING_SOURCES, type CONVERSIONS, PAGEVIEW } from '@/server/analytics/events.server'
import { rowsOf, type Database } from '@/server/db/client'
import {
  ratio,
  TOP_ROWS,
  type AnalyticsReport,
  type ConversionRow,
  type DayRow,
  type FunnelStep,
  type PeriodFigures,
  type VisitRow,
} from './figures'
import { daysBetween, shiftDay, type Period } from './period'

/*
 * The dashboard's figures (issue 30, decision 052), computed day by day. One statement,
 * `perDayFigures`, turns a range of days' raw events into rows of `analytics_daily`'s shape; the
 * roll-up writes exactly those rows when a day passes retention, and the dashboard reads them
 * from the raw events for the days that still have them and from `analytics_daily` for the
 * days that do not. So a period's figures are the same before and after its days are rolled up.
 *
 * Definitions (all per UTC day, the life of a visitor id):
 * - a visit is a visitor's page views with no gap over 30 minutes; a bounce is a visit of one
 *   page view; its entry page, referrer host, utm_source and utm_campaign are its first page
 *   view's;
 * - a visitor's device is the bucket of their first page view of the day;
 * - funnel steps count visitors who took each step at or after the previous one, that day.
 */

/** The gap between two page views that starts a new visit. */
export const VISIT_GAP = '30 minutes'

/** The consultation funnel's page, and the webinars funnel's (the list and every page under it). */
export const CONTACT_PATH = '/contact'
export const WEBINARS_PATH = '/insights/webinars'

/** Each dimension's rows in `analytics_daily`; `site` is the day's totals under key ''. */
export const DIMENSIONS = [
  'site',
  'page',
  'entry',
  'referrer',
  'utm_source',
  'utm_campaign',
  'device',
  'conversion',
  'booking_source',
  'funnel',
] as const

const FUNNELS = {
  consultation: [
    { step: 'consultation:1', label: 'Visited any page' },
    { step: 'consultation:2', label: 'Visited the contact page' },
    { step: 'consultation:3', label: 'Passed the human check' },
    { step: 'consultation:4', label: 'Booked a consultation' },
  ],
  webinars: [
    { step: 'webinars:1', label: 'Visited the webinars pages' },
    { step: 'webinars:2', label: 'Subscribed or registered' },
  ],
} as const

const CONVERSION_LABELS: Record<(typeof CONVERSIONS)[number], string> = {
  'human-check-passed': 'Passed the human check',
  'consultation-booked': 'Booked a consultation',
  'webinar-subscribed': 'Subscribed to webinar announcements',
  'webinar-registered': 'Registered for a webinar',
  'account-created': 'Created an account',
  'chat-started': 'Started a chat',
  'search-used': 'Used search',
}

const SOURCE_LABELS: Record<(typeof BOOKING_SOURCES)[number], string> = {
  contact: 'Contact page',
  chat: 'Chat assistant',
  account: 'Visitor account',
}

/**
 * Rows of `analytics_daily`'s shape (day as text) for every day from `from` to `to` that has raw
 * events: the one definition of every figure, used by the roll-up and the dashboard alike.
 */
export function perDayFigures(from: string, to: string): SQL {
  return sql`
    with ev as (
      select id, at, day, visitor, name, source, path, referrer_host, utm_source, utm_campaign,
        device
      from analytics_events
      where day >= ${from}::date and day <= ${to}::date
    ),
    pv as (
      select ev.*,
        case
          when lag(at) over w is null or at - lag(at) over w > interval '30 minutes' then 1
          else 0
        end as starts
      from ev
      where name = ${PAGEVIEW}
      window w as (partition by day, visitor order by at, id)
    ),
    numbered as (
      select pv.*,
        sum(starts) over (
          partition by day, visitor order by at, id rows between unbounded preceding and current row
        ) as visit
      from pv
    ),
    visits as (
      select day, visitor, visit, count(*)::int as pageviews,
        (array_agg(coalesce(path, '') order by at, id))[1] as entry,
        (array_agg(coalesce(referrer_host, '') order by at, id))[1] as referrer,
        (array_agg(coalesce(utm_source, '') order by at, id))[1] as utm_source,
        (array_agg(coalesce(utm_campaign, '') order by at, id))[1] as utm_campaign
      from numbered
      group by day, visitor, visit
    ),
    by_visitor as (
      select day, visitor, sum(pageviews)::int as pageviews, count(*)::int as visits,
        (count(*) filter (where pageviews = 1))::int as bounces
      from visits
      group by day, visitor
    ),
    devices as (
      select distinct on (day, visitor) day, visitor, coalesce(device, '') as device
      from pv
      order by day, visitor, at, id
    ),
    reached as (
      select day, visitor,
        min(at) filter (where name = ${PAGEVIEW}) as s1,
        min(at) filter (where name = ${PAGEVIEW} and path = ${CONTACT_PATH}) as c2,
        min(at) filter (
          where name = ${PAGEVIEW} and (path = ${WEBINARS_PATH} or path like ${`${WEBINARS_PATH}/%`})
        ) as w1
      from ev
      group by day, visitor
    ),
    steps as (
      select r.day, r.visitor, r.s1, r.c2, c3.at as c3, c4.at as c4, r.w1, w2.at as w2
      from reached r
      left join lateral (
        select min(e.at) as at from ev e
        where e.day = r.day and e.visitor = r.visitor and e.name = 'human-check-passed'
          and e.at >= r.c2
      ) c3 on true
      left join lateral (
        select min(e.at) as at from ev e
        where e.day = r.day and e.visitor = r.visitor and e.name = 'consultation-booked'
          and e.at >= c3.at
      ) c4 on true
      left join lateral (
        select min(e.at) as at from ev e
        where e.day = r.day and e.visitor = r.visitor
          and e.name in ('webinar-subscribed', 'webinar-registered') and e.at >= r.w1
      ) w2 on true
    )
    select day::text as day, 'site' as dimension, '' as key,
      count(distinct visitor)::int as visitors, sum(pageviews)::int as pageviews,
      count(*)::int as visits, (count(*) filter (where pageviews = 1))::int as bounces,
      0 as events
    from visits group by day
    union all
    select day::text, 'page', coalesce(path, ''), count(distinct visitor)::int, count(*)::int,
      0, 0, 0
    from pv group by day, coalesce(path, '')
    union all
    select day::text, 'entry', entry, count(distinct visitor)::int, sum(pageviews)::int,
      count(*)::int, (count(*) filter (where pageviews = 1))::int, 0
    from visits group by day, entry
    union all
    select day::text, 'referrer', referrer, count(distinct visitor)::int, sum(pageviews)::int,
      count(*)::int, (count(*) filter (where pageviews = 1))::int, 0
    from visits group by day, referrer
    union all
    select day::text, 'utm_source', utm_source, count(distinct visitor)::int,
      sum(pageviews)::int, count(*)::int, (count(*) filter (where pageviews = 1))::int, 0
    from visits group by day, utm_source
    union all
    select day::text, 'utm_campaign', utm_campaign, count(distinct visitor)::int,
      sum(pageviews)::int, count(*)::int, (count(*) filter (where pageviews = 1))::int, 0
    from visits group by day, utm_campaign
    union all
    select d.day::text, 'device', d.device, count(*)::int, sum(b.pageviews)::int,
      sum(b.visits)::int, sum(b.bounces)::int, 0
    from devices d join by_visitor b on b.day = d.day and b.visitor = d.visitor
    group by d.day, d.device
    union all
    select day::text, 'conversion', name, count(distinct visitor)::int, 0, 0, 0, count(*)::int
    from ev where name <> ${PAGEVIEW} group by day, name
    union all
    select day::text, 'booking_source', coalesce(source, ''), count(distinct visitor)::int,
      0, 0, 0, count(*)::int
    from ev where name = 'consultation-booked' group by day, coalesce(source, '')
    union all
    select s.day::text, 'funnel', step.key, count(*)::int, 0, 0, 0, 0
    from steps s
    cross join lateral (
      values ('consultation:1', s.s1), ('consultation:2', s.c2), ('consultation:3', s.c3),
        ('consultation:4', s.c4), ('webinars:1', s.w1), ('webinars:2', s.w2)
    ) as step(key, at)
    where step.at is not null
    group by s.day, step.key
  `
}

type FigureRow = {
  dimension: string
  key: string
  visitors: number
  pageviews: number
  visits: number
  bounces: number
  events: number
}

/** Dimensions cut to their top rows; the others are small closed sets, kept whole. */
const TOP_DIMENSIONS = ['page', 'entry', 'referrer', 'utm_source', 'utm_campaign']

/**
 * The period's rows summed over its days (each top list cut to its first rows), and its days'
 * totals (dimension `day`, key the day), in one statement: the days past retention from
 * `analytics_daily`, the others from their raw events. A day is in one or the other, never
 * both: the roll-up writes a day's rows and deletes its events in one transaction.
 */
async function periodRows(db: Database, from: string, to: string): Promise<FigureRow[]> {
  const result = await db.execute(sql`
    with per_day as (
      select * from (${perDayFigures(from, to)}) as raw
      union all
      select day::text, dimension, key, visitors, pageviews, visits, bounces, events
      from analytics_daily
      where day >= ${from}::date and day <= ${to}::date
    ),
    totals as (
      select dimension, key, sum(visitors)::int as visitors, sum(pageviews)::int as pageviews,
        sum(visits)::int as visits, sum(bounces)::int as bounces, sum(events)::int as events
      from per_day
      group by dimension, key
    ),
    ranked as (
      select totals.*, row_number() over (
        partition by dimension
        order by case when dimension = 'page' then pageviews else visits end desc,
          visitors desc, key
      ) as rank
      from totals
    )
    select dimension, key, visitors, pageviews, visits, bounces, events
    from ranked
    where rank <= ${TOP_ROWS} or dimension not in (${sql.join(
      TOP_DIMENSIONS.map((dimension) => sql`${dimension}`),
      sql`, `,
    )})
    union all
    select 'day', day, visitors, pageviews, visits, bounces, events
    from per_day
    where dimension = 'site'
  `)
  return rowsOf<FigureRow>(result).map((row) => ({
    dimension: row.dimension,
    key: row.key,
    visitors: Number(row.visitors),
    pageviews: Number(row.pageviews),
    visits: Number(row.visits),
    bounces: Number(row.bounces),
    events: Number(row.events),
  }))
}

const byRank = (a: FigureRow, b: FigureRow, measure: 'visits' | 'pageviews') =>
  b[measure] - a[measure] || b.visitors - a.visitors || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

function visitRows(rows: FigureRow[], dimension: string): VisitRow[] {
  return rows
    .filter((row) => row.dimension === dimension)
    .sort((a, b) => byRank(a, b, 'visits'))
    .map((row) => ({
      key: row.key,
      visitors: row.visitors,
      visits: row.visits,
      pageviews: row.pageviews,
      bounces: row.bounces,
      bounceRate: ratio(row.bounces, row.visits),
    }))
}

function funnel(
  rows: FigureRow[],
  steps: readonly { step: string; label: string }[],
): FunnelStep[] {
  const counts = steps.map(
    ({ step }) => rows.find((row) => row.dimension === 'funnel' && row.key === step)?.visitors ?? 0,
  )
  return steps.map(({ step, label }, index) => ({
    step,
    label,
    visitors: counts[index]!,
    rateFromPrevious: index === 0 ? null : ratio(counts[index]!, counts[index - 1]!),
    rateFromFirst: ratio(counts[index]!, counts[0]!),
  }))
}

function conversionRows(
  rows: FigureRow[],
  dimension: string,
  labels: Record<string, string>,
): ConversionRow[] {
  const found = rows.filter((row) => row.dimension === dimension)
  const known = Object.entries(labels).map(([key, label]) => {
    const row = found.find((candidate) => candidate.key === key)
    return { key, label, events: row?.events ?? 0, visitors: row?.visitors ?? 0 }
  })
  // Anything recorded under a name the dashboard does not know still shows, as itself.
  const others = found
    .filter((row) => !(row.key in labels))
    .map((row) => ({
      key: row.key,
      label: row.key || 'Not recorded',
      events: row.events,
      visitors: row.visitors,
    }))
  return [...known, ...others]
}

/** Every figure of one period, from `from` to `to` (UTC days, both included). */
export async function periodFigures(
  db: Database,
  from: string,
  to: string,
): Promise<PeriodFigures> {
  const rows = await periodRows(db, from, to)
  const site = rows.find((row) => row.dimension === 'site')
  const visitors = site?.visitors ?? 0
  const visits = site?.visits ?? 0
  const pageviews = site?.pageviews ?? 0
  const bounces = site?.bounces ?? 0
  const days = daysBetween(from, to)
  const series: DayRow[] = Array.from({ length: days }, (_, index) => {
    const day = shiftDay(from, index)
    const row = rows.find((candidate) => candidate.dimension === 'day' && candidate.key === day)
    return {
      day,
      visitors: row?.visitors ?? 0,
      pageviews: row?.pageviews ?? 0,
      visits: row?.visits ?? 0,
    }
  })
  return {
    from,
    to,
    days,
    visitors,
    pageviews,
    visits,
    bounces,
    viewsPerVisit: ratio(pageviews, visits),
    bounceRate: ratio(bounces, visits),
    topPages: rows
      .filter((row) => row.dimension === 'page')
      .sort((a, b) => byRank(a, b, 'pageviews'))
      .map(({ key, visitors: pageVisitors, pageviews: views }) => ({
        key,
        visitors: pageVisitors,
        pageviews: views,
      })),
    entryPages: visitRows(rows, 'entry'),
    referrers: visitRows(rows, 'referrer'),
    utmSources: visitRows(rows, 'utm_source'),
    utmCampaigns: visitRows(rows, 'utm_campaign'),
    devices: rows
      .filter((row) => row.dimension === 'device')
      .sort((a, b) => byRank(a, b, 'visits'))
      .map((row) => ({
        key: row.key,
        visitors: row.visitors,
        visits: row.visits,
        pageviews: row.pageviews,
        share: ratio(row.visitors, visitors),
      })),
    funnels: {
      consultation: funnel(rows, FUNNELS.consultation),
      webinars: funnel(rows, FUNNELS.webinars),
    },
    conversions: conversionRows(rows, 'conversion', CONVERSION_LABELS),
    bookingsBySource: conversionRows(rows, 'booking_source', SOURCE_LABELS),
    series,
  }
}

/** The period's figures and its comparison's (the same number of days just before it). */
export async function analyticsReport(db: Database, period: Period): Promise<AnalyticsReport> {
  const current = await periodFigures(db, period.from, period.to)
  const previous = await periodFigures(db, period.previousFrom, period.previousTo)
  return { period: { ...current, preset: period.preset ?? null }, previous }
}
