import 'server-only'
import type { Database } from '../db/client'
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

/** Stores one event as given; callers decide whether it may be counted at all. */
export async function recordEvent(db: Database, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event)
}
