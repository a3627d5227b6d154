import 'server-only'
import { isbot } from 'isbot'
import type { Database } from '../db/client'
import { log } from '../log'
import { publicOrigin } from '../public-origin'
import { deviceOf, pageLocation, referrerHost, type EventRequest } from './beacon-fields'
import { PAGEVIEW, recordEvent, type BookingSource, type Conversion } from './events.server'
import { dailyVisitorId, type VisitorTraits } from './visitor-id.server'

/*
 * Whether a request may be counted, and counting it (docs/analytics.md, decision 051). A page
 * view comes from the beacon; a conversion is recorded by the server where it happens, after its
 * transaction has committed. Neither stores the address or the user agent: both only feed the
 * day's visitor id.
 */

/** Why a request is not counted. */
export type CountRefusal = 'gpc' | 'dnt' | 'no-user-agent' | 'bot' | 'staff'

/** What counting needs of a request: its headers and the client address the request helper read. */
export type CountedRequest = { headers: Headers; client: string }

/** The user agent is read this far at most (Node.js bounds headers at 16 KB anyway). */
const MAX_USER_AGENT_LENGTH = 1024

/** `/staff`, `/staff/…` or `/staff?…`: the console, never counted. */
export function isStaffPath(path: string): boolean {
  return path === '/staff' || /^\/staff[/?#]/.test(path)
}

/** The path of the page a request came from (its Referer on this site), or undefined. */
function refererPath(headers: Headers): string | undefined {
  const referer = headers.get('referer')
  if (!referer || referer.length > 2048) return undefined
  try {
    return new URL(referer).pathname
  } catch {
    return undefined
  }
}

/**
 * Why this request must not be counted, or undefined when it may be: Global Privacy Control
 * (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`), no user agent, a known bot's user agent (isbot's
 * maintained list), or the staff console (the page's path, or the page the request came from).
 */
export function countingRefusal(headers: Headers, path?: string): CountRefusal | undefined {
  if (headers.get('sec-gpc')?.trim() === '1') return 'gpc'
  if (headers.get('dnt')?.trim() === '1') return 'dnt'
  const userAgent = headers.get('user-agent')?.trim()
  if (!userAgent) return 'no-user-agent'
  if (isbot(userAgent.slice(0, MAX_USER_AGENT_LENGTH))) return 'bot'
  const from = refererPath(headers)
  if ((path !== undefined && isStaffPath(path)) || (from !== undefined && isStaffPath(from))) {
    return 'staff'
  }
  return undefined
}

/** The site's host names: the public origin's, and the one this request was addressed to. */
function ownHosts(headers: Headers): { site: string; hosts: string[] } {
  const site = new URL(publicOrigin()).hostname
  const hosts = [site]
  const host = headers.get('host')
  if (host) {
    try {
      hosts.push(new URL(`http://${host}`).hostname)
    } catch {
      // A Host header no URL can hold: only the public origin is the site.
    }
  }
  return { site, hosts }
}

function traitsOf(request: CountedRequest, site: string): VisitorTraits {
  return {
    address: request.client,
    userAgent: (request.headers.get('user-agent') ?? '').trim().slice(0, MAX_USER_AGENT_LENGTH),
    site,
  }
}

export type CountOutcome = { counted: true } | { counted: false; reason: CountRefusal | 'invalid' }

/**
 * Counts a page view the beacon sent, unless the request may not be counted or the path is no
 * page of the site. The caller answers the same either way.
 */
export async function countPageView(
  db: Database,
  request: CountedRequest,
  body: Extract<EventRequest, { name: 'pageview' }>,
  now: Date = new Date(),
): Promise<CountOutcome> {
  const location = pageLocation(body.path)
  const refusal = countingRefusal(request.headers, location?.path)
  if (refusal) return { counted: false, reason: refusal }
  if (!location) return { counted: false, reason: 'invalid' }
  const { site, hosts } = ownHosts(request.headers)
  const { day, visitor } = await dailyVisitorId(db, traitsOf(request, site), now)
  await recordEvent(db, {
    at: now,
    day,
    visitor,
    name: PAGEVIEW,
    path: location.path,
    referrerHost: referrerHost(body.referrer, hosts),
    device: deviceOf(body.width),
    ...location.utm,
  })
  return { counted: true }
}

export type ConversionOptions = {
  /** Where it came from, for a conversion with several sources (a booking's). */
  source?: BookingSource | undefined
  now?: Date
}

/**
 * Records a conversion under the visitor id of the request that caused it, unless the request
 * may not be counted; the page it happened on (the Referer's path) goes with it. Call it after the
 * transaction that made the conversion has committed, without awaiting it (`void
 * recordConversion(…)`): it never throws, and a failure is only logged, so the visitor's action
 * neither fails nor waits for it.
 */
export async function recordConversion(
  db: Database,
  request: CountedRequest,
  name: Conversion,
  options: ConversionOptions = {},
): Promise<CountOutcome> {
  try {
    // Read before the first await: the request may be over by the time the salt is.
    const refusal = countingRefusal(request.headers)
    if (refusal) return { counted: false, reason: refusal }
    const { site } = ownHosts(request.headers)
    const traits = traitsOf(request, site)
    const path = refererPath(request.headers)
    const now = options.now ?? new Date()
    const { day, visitor } = await dailyVisitorId(db, traits, now)
    await recordEvent(db, {
      at: now,
      day,
      visitor,
      name,
      source: options.source ?? null,
      path: path !== undefined && path.length <= 512 ? path : null,
    })
    return { counted: true }
  } catch (error) {
    log.warn('analytics conversion not recorded', { conversion: name, error })
    return { counted: false, reason: 'invalid' }
  }
}
