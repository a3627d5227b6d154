import 'server-only'
import type { Database } from '../db/client'
import { groupCommit } from '../db/group-commit'
import { analyticsEvents } from '../db/schema'

/** A page view, counted from the beacon. */
export const PAGEVIEW = 'pageview'

/**
 * The conversions, each recorded by the server where it happens (never by the beacon), under the
 * visitor id of the request that caused it.
 */
export const CONVERSIONS = [
  'human-check-passed',
  'consultation-booked',
  'webinar-subscribed',
  'webinar-registered',
  'account-created',
  'chat-started',
  'search-used',
] as const

export type Conversion = (typeof CONVERSIONS)[number]

/** Where a booking was made: the contact page, the chat assistant, or a visitor's account. */
export const BOOKING_SOURCES = ['contact', 'chat', 'account'] as const

export type BookingSource = (typeof BOOKING_SOURCES)[number]

/** Screen-width buckets, the only thing the beacon says about the device. */
export const DEVICES = ['phone', 'tablet', 'laptop', 'desktop'] as const

export type Device = (typeof DEVICES)[number]

export type AnalyticsEvent = {
  at: Date
  /** From dailyVisitorId: the day and the visitor's id for it. */
  day: string
  visitor: string
  name: typeof PAGEVIEW | Conversion
  source?: string | null
  path?: string | null
  referrerHost?: string | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  utmTerm?: string | null
  utmContent?: string | null
  device?: Device | null
}

/** The most events one insert writes. */
const MAX_BATCH = 500

/**
 * Stores one event as given; callers decide whether it may be counted at all. Resolves once the
 * row is written. Group commit: under load (200 page views a second) the database sees a few
 * inserts a second instead of one per event, and alone an event is written at once.
 */
export const recordEvent: (db: Database, event: AnalyticsEvent) => Promise<void> = groupCommit(
  async (db, events: readonly AnalyticsEvent[]) => {
    await db.insert(analyticsEvents).values([...events])
    return events.map(() => undefined)
  },
  MAX_BATCH,
)
