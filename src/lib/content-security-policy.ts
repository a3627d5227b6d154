import { thirdParty } from '@/config/third-party'

// The site's Content-Security-Policy (decision 023), as a pure function of what the request is
// for; `src/proxy.ts` decides that and sends the result. No 'unsafe-inline' for scripts and no
// 'unsafe-eval' in production: a prerendered page names the hashes of its own inline scripts
// (computed by the build), a page rendered per request carries a fresh nonce that Next.js puts on
// every script it renders. Styles may be inline: the dialogs' scroll lock (Radix, through
// react-remove-scroll) inserts a `<style>` element whose text depends on the visitor's scrollbar
// width, so no hash can name it, and styles cannot run code.

/** Where browsers send violation reports (`report-uri`, and `report-to` through the group below). */
export const CSP_REPORT_PATH = '/api/csp-report'
/** The Reporting API group `report-to` names; the `Reporting-Endpoints` header defines it. */
export const CSP_REPORT_GROUP = 'csp'

/** The hashes the build found in one prerendered page (scripts/lib/csp-hashes.ts). */
export type RouteHashes = { scripts: readonly string[]; styles: readonly string[] }

/** The build's map, as `.next/csp-hashes.json` holds it. */
export type CspHashMap = {
  version: 2
  routes: Record<string, RouteHashes>
  /**
   * Routes of fixed paths ('/insights/webinars', '/insights/feed.xml'), prerendered or not, so an
   * unlisted id is never mistaken for one (scripts/lib/csp-hashes.ts).
   */
  fixedPages: readonly string[]
}

/** The configuration that adds third-party origins: each only when it is set. */
export type ThirdPartyConfig = {
  TURNSTILE_SITE_KEY?: string | undefined
  TURNSTILE_SECRET_KEY?: string | undefined
  SCHEDULER_EMBED_URL?: string | undefined
}

export type PolicyTarget =
  /** A prerendered page: its inline scripts and styles by hash. */
  | { kind: 'static'; hashes: RouteHashes }
  /** A page rendered for this request: Next.js puts this nonce on its scripts. */
  | { kind: 'nonce'; nonce: string }
  /** `next dev`: React Refresh and the dev overlay need eval and inline code. */
  | { kind: 'development' }

export type PolicyOptions = {
  target: PolicyTarget
  thirdParty?: ThirdPartyConfig
  /** The visitor reached the site over HTTPS: ask the browser to upgrade any http:// reference. */
  https?: boolean
  /** Pages that show a frame of the site's own (the local mailbox's message preview). */
  framesSelf?: boolean
}

type Sources = { script: string[]; style: string[]; frame: string[]; connect: string[] }

/** The origins the configured third parties need, per directive (none when nothing is set). */
export function thirdPartySources(config: ThirdPartyConfig = {}): Sources {
  const sources: Sources = { script: [], style: [], frame: [], connect: [] }
  if (config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY) {
    const { origin } = thirdParty.turnstile
    sources.script.push(origin)
    sources.frame.push(origin)
    sources.connect.push(origin)
  }
  const embed = schedulerOrigin(config.SCHEDULER_EMBED_URL)
  if (embed) {
    const provider = embed.endsWith('cal.com') ? thirdParty.calCom : thirdParty.calendly
    const scriptOrigin = new URL(provider.script).origin
    sources.script.push(scriptOrigin)
    // Calendly's script adds its stylesheet from the same host.
    sources.style.push(scriptOrigin)
    sources.frame.push(...new Set([embed, provider.origin, scriptOrigin]))
    sources.connect.push(...new Set([embed, scriptOrigin]))
  }
  return sources
}

function schedulerOrigin(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/** The policy for one response, as the header's value. */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const { target } = options
  const extra = thirdPartySources(options.thirdParty)

  let script: string[]
  if (target.kind === 'static') {
    script = ["'self'", ...target.hashes.scripts]
  } else if (target.kind === 'nonce') {
    // 'strict-dynamic': scripts the page's trusted scripts load are trusted too (Next.js's
    // chunks, Turnstile's), so host sources and 'self' are ignored by browsers that know it.
    script = ["'self'", `'nonce-${target.nonce}'`, "'strict-dynamic'"]
  } else {
    script = ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
  }

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...script, ...extra.script]],
    // No hash or nonce here: either would switch 'unsafe-inline' off.
    ['style-src', ["'self'", "'unsafe-inline'", ...extra.style]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'"]],
    [
      'connect-src',
      ["'self'", ...extra.connect, ...(target.kind === 'development' ? ['ws:', 'wss:'] : [])],
    ],
    ['frame-src', frameSources(options.framesSelf === true, extra.frame)],
    // The human check's proof-of-work worker is a script of our own origin.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  const parts = directives.map(([name, values]) => `${name} ${values.join(' ')}`)
  if (options.https) parts.push('upgrade-insecure-requests')
  parts.push(`report-uri ${CSP_REPORT_PATH}`, `report-to ${CSP_REPORT_GROUP}`)
  return parts.join('; ')
}

function frameSources(self: boolean, thirdParties: string[]): string[] {
  const sources = [...(self ? ["'self'"] : []), ...thirdParties]
  return sources.length > 0 ? sources : ["'none'"]
}

/** Responses that are never documents (route handlers' JSON): nothing may load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The `Reporting-Endpoints` header that names the `report-to` group. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/** The route a request path names ('/about' for '/about/'), or undefined when malformed. */
function routeOf(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname)
    if (decoded.length <= 1) return decoded
    // Trailing slashes off by a loop: `/\/+$/` is quadratic on a path of many slashes.
    let end = decoded.length
    while (end > 0 && decoded[end - 1] === '/') end--
    return decoded.slice(0, end)
  } catch {
    return undefined
  }
}

/**
 * The build's entry for a request path, or undefined for a page that is not prerendered. Paths
 * arrive percent-encoded; the map's keys are file names.
 */
export function hashesForPath(map: CspHashMap, pathname: string): RouteHashes | undefined {
  const route = routeOf(pathname)
  return route !== undefined && Object.hasOwn(map.routes, route) ? map.routes[route] : undefined
}

/** Whether the path names a route of a fixed path (a page or a route handler), not an id. */
export function isFixedPage(map: CspHashMap, pathname: string): boolean {
  const route = routeOf(pathname)
  return route !== undefined && map.fixedPages.includes(route)
}
