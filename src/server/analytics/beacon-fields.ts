import 'server-only'
import { z } from '@/lib/zod'
import type { Device } from './events.server'

/*
 * What the beacon (public/analytics/beacon.js) sends for a page view, and what of it is kept
 * (docs/analytics.md): the path without its query string (the five utm_* parameters aside, each in
 * its own column), the referring site's host name alone, and a screen-width bucket. Everything
 * else a visitor's browser could say is dropped here, before anything is stored.
 */

/** The longest path kept; a longer one is not counted (no page of the site comes close). */
export const MAX_PATH_LENGTH = 512
/** The longest value kept of a utm_* parameter; longer ones are cut. */
export const MAX_UTM_LENGTH = 100
/** The longest path-with-query or referrer the endpoint reads at all. */
export const MAX_LOCATION_LENGTH = 2048
/** The widest screen the schema accepts, in CSS pixels (anything wider is made up). */
export const MAX_SCREEN_WIDTH = 100_000

export const UTM_PARAMETERS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const

export type UtmColumn = (typeof UTM_PARAMETERS)[keyof typeof UTM_PARAMETERS]
export type Utm = Partial<Record<UtmColumn, string>>

/** The body of `POST /api/events`: a page view from the beacon, or a search from the dialog. */
export const EventRequestSchema = z.discriminatedUnion('name', [
  z.strictObject({
    name: z.literal('pageview'),
    path: z.string().min(1).max(MAX_LOCATION_LENGTH),
    referrer: z.string().max(MAX_LOCATION_LENGTH).optional(),
    width: z.number().int().min(0).max(MAX_SCREEN_WIDTH).optional(),
  }),
  z.strictObject({ name: z.literal('search-used') }),
])

export type EventRequest = z.infer<typeof EventRequestSchema>

/** The bucket of a screen width in CSS pixels, the only thing kept about the device. */
export const DEVICE_THRESHOLDS = { tablet: 600, laptop: 1024, desktop: 1440 } as const

/**
 * phone below 600 px, tablet 600–1023, laptop 1024–1439, desktop 1440 and wider: the common
 * breakpoints of phones in portrait, tablets, small laptops and larger screens.
 */
export function deviceOf(width: number | undefined): Device | null {
  if (width === undefined || !Number.isFinite(width) || width <= 0) return null
  if (width < DEVICE_THRESHOLDS.tablet) return 'phone'
  if (width < DEVICE_THRESHOLDS.laptop) return 'tablet'
  if (width < DEVICE_THRESHOLDS.desktop) return 'laptop'
  return 'desktop'
}

export type PageLocation = { path: string; utm: Utm }

/**
 * The path of a page view and its utm_* parameters, from what the beacon sent (`/a/b?utm_x=…`):
 * undefined when it is no path of this site (not starting with one '/', too long, a control
 * character). Any other query parameter and the fragment are dropped.
 */
export function pageLocation(raw: string): PageLocation | undefined {
  if (raw.length > MAX_LOCATION_LENGTH) return undefined
  const [beforeHash = ''] = raw.split('#', 1)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH_LENGTH) {
    return undefined
  }
  // Control characters (U+0000–U+001F, U+007F): no browser sends them in a path.
  for (let index = 0; index < path.length; index++) {
    const code = path.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return undefined
  }
  const utm: Utm = {}
  if (queryAt !== -1) {
    const parameters = new URLSearchParams(beforeHash.slice(queryAt + 1))
    for (const [parameter, column] of Object.entries(UTM_PARAMETERS)) {
      const value = parameters.get(parameter)?.trim()
      if (value) utm[column] = value.slice(0, MAX_UTM_LENGTH)
    }
  }
  return { path, utm }
}

/**
 * The referring site's host name alone (lower case, no port, path or query), or null: for no
 * referrer, one that is not http(s), or the site itself (`ownHosts`, names without ports).
 */
export function referrerHost(raw: string | undefined, ownHosts: readonly string[]): string | null {
  if (!raw || raw.length > MAX_LOCATION_LENGTH) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase()
  if (!host || ownHosts.includes(host)) return null
  return host
}
