/*
 * What the dashboard shows for one period (issue 30, decision 052), as the API answers it and
 * the page renders it. Every count is the sum of per-day counts; a rate is null when what it
 * divides by is zero.
 */

/** A visit-based row: a page people entered by, a referring host, a utm tag. */
export type VisitRow = {
  /** The path, host or tag; '' for none (direct, untagged). */
  key: string
  /** Visitors (summed per day) with a visit attributed to the key. */
  visitors: number
  visits: number
  /** Page views of those visits. */
  pageviews: number
  /** Visits of one page view. */
  bounces: number
  bounceRate: number | null
}

export type PageRow = { key: string; visitors: number; pageviews: number }

export type DeviceRow = {
  key: string
  visitors: number
  visits: number
  pageviews: number
  /** Share of the period's visitors. */
  share: number | null
}

export type FunnelStep = {
  step: string
  label: string
  visitors: number
  /** Of the previous step's visitors (null for the first step). */
  rateFromPrevious: number | null
  /** Of the first step's visitors. */
  rateFromFirst: number | null
}

export type ConversionRow = { key: string; label: string; events: number; visitors: number }

export type DayRow = { day: string; visitors: number; pageviews: number; visits: number }

export type PeriodFigures = {
  from: string
  to: string
  days: number
  /** Sum of each day's unique visitors: a person coming back another day counts again. */
  visitors: number
  pageviews: number
  visits: number
  bounces: number
  viewsPerVisit: number | null
  bounceRate: number | null
  topPages: PageRow[]
  entryPages: VisitRow[]
  referrers: VisitRow[]
  utmSources: VisitRow[]
  utmCampaigns: VisitRow[]
  devices: DeviceRow[]
  funnels: { consultation: FunnelStep[]; webinars: FunnelStep[] }
  conversions: ConversionRow[]
  bookingsBySource: ConversionRow[]
  series: DayRow[]
}

export type AnalyticsReport = {
  period: PeriodFigures & { preset: string | null }
  previous: PeriodFigures
}

/** `part / whole`, or null when there is nothing to divide by. */
export const ratio = (part: number, whole: number): number | null =>
  whole === 0 ? null : part / whole

/** Top lists are cut to this many rows. */
export const TOP_ROWS = 10
