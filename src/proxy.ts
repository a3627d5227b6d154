import fs from 'node:fs'
import path from 'node:path'
import { type NextRequest, NextResponse } from 'next/server'
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  createNonce,
  hashesForPath,
  REPORTING_ENDPOINTS,
  type CspHashMap,
  type PolicyTarget,
} from '@/lib/content-security-policy'
import { SCIPAB_SLUG } from '@/features/webinars/webinar'
import { findPublishedWebinar } from '@/features/webinars/webinars.server'
import { getDb } from '@/server/db/instance'
import {
  STATUS_HEADER,
  isUnlistedAddress,
  namesMissingWebinar,
  unlistedId,
} from '@/server/http/not-found-screens'

// The Content-Security-Policy of every response Next.js answers (decision 023). Runs on every
// request, in Node.js (Next.js 16's proxy runtime), so it stays cheap: the build's hash map is
// read once, and a prerendered page costs one object lookup and one string join.
//
// - A prerendered page gets the hashes of its own inline scripts and styles, so it stays static.
// - A page rendered per request (ƒ in the build's list: the account's and the e-mailed links'
//   pages, webinars, the catch-all's not-found, and ids a route did not list, which go to the
//   route's twin: '/industries/no-such-industry', decision 031) gets a fresh nonce, set on the
//   request too, where Next.js reads it and puts it on every script it renders. Nothing is
//   rendered on demand and then cached (the build refuses such routes), so no page keeps the
//   nonce of an earlier request.
// - Route handlers under /api answer JSON: nothing may load or frame them.
// - `next dev` gets a relaxed policy: React Refresh and the error overlay use eval and inline code.
//
// The other security headers (HSTS, nosniff, X-Frame-Options, Referrer-Policy,
// Permissions-Policy, COOP, CORP) are set by server/serve.mjs on every response, the static
// files it serves itself included.

/** Where the build leaves the map (scripts/lib/csp-hashes.ts); serve.mjs names the exact file. */
function hashMapFile(): string {
  return process.env.CSP_HASHES_FILE ?? path.join(process.cwd(), '.next', 'csp-hashes.json')
}

const EMPTY_MAP: CspHashMap = { version: 2, routes: {}, fixedPages: [] }

let loaded: { map: CspHashMap; found: boolean } | undefined

function hashMap(): { map: CspHashMap; found: boolean } {
  if (loaded) return loaded
  try {
    // The map is written after `next build` and copied beside the standalone server by
    // scripts/lib/standalone.ts: tracing must not follow this path (it would copy the project).
    const map = JSON.parse(
      fs.readFileSync(/*turbopackIgnore: true*/ hashMapFile(), 'utf8'),
    ) as CspHashMap
    if (map.version !== 2) throw new Error(`unknown version ${String(map.version)}`)
    loaded = { map, found: true }
  } catch (error) {
    // A build made by `next build` alone, without the finishing steps of `npm run build`: the
    // pages would be blocked, so the policy is only reported until the build is redone.
    console.error(
      `Content-Security-Policy: cannot read ${hashMapFile()} (${String(error)}); ` +
        'sending it as report-only. Build with `npm run build`.',
    )
    loaded = { map: EMPTY_MAP, found: false }
  }
  return loaded
}

/** The visitor's connection was HTTPS, as the TLS-terminating proxy in front says. */
function reachedOverHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return forwarded === 'https' || request.nextUrl.protocol === 'https:'
}

/**
 * A path whose percent-encoding is broken (`/api/%zz`) makes Next.js fail to decode the route's
 * segments and answer a plain-text 500 before any route handler runs. Such a path names nothing,
 * so an API path like it is answered as every API answers a path it does not know: a JSON 404 in
 * the one error shape (ARCHITECTURE.md). Found by tests/e2e/fuzz-api.spec.ts.
 */
function hasBrokenPercentEncoding(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return false
  } catch {
    return true
  }
}

const API_ERROR_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
}

/** Whether a webinar page's slug names a published webinar (the SCIPAB slug redirects). */
async function webinarIsPublished(slug: string): Promise<boolean> {
  return slug === SCIPAB_SLUG || (await findPublishedWebinar(getDb(), slug)) !== null
}

/** The staff console and its sign-in pages (decision 042). */
const isStaffPath = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/')

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl

  if (pathname.startsWith('/api/')) {
    const response = hasBrokenPercentEncoding(pathname)
      ? NextResponse.json({ error: 'Not found.' }, { status: 404, headers: API_ERROR_HEADERS })
      : NextResponse.next()
    response.headers.set('content-security-policy', API_CONTENT_SECURITY_POLICY)
    return response
  }

  // The twins of listed routes answer only the rewrites below (decision 031); their own
  // addresses are unknown paths, which go home as the catch-all sends them.
  if (isUnlistedAddress(pathname)) {
    return NextResponse.redirect(new URL('/', request.url), 307)
  }

  const development = process.env.NODE_ENV === 'development'
  const { map, found } = development ? { map: EMPTY_MAP, found: true } : hashMap()
  const hashes = development ? undefined : hashesForPath(map, pathname)
  // An id the build did not list: its route's twin renders it per request (nothing is cached).
  // (`next dev` has no build map: there the route refuses an unlisted id, and Next.js answers it
  // as a path no route claims.)
  const unlisted = !development && found ? unlistedId(map, pathname) : undefined
  const target: PolicyTarget = development
    ? { kind: 'development' }
    : hashes
      ? { kind: 'static', hashes }
      : { kind: 'nonce', nonce: createNonce() }

  const policy = contentSecurityPolicy({
    target,
    thirdParty: {
      TURNSTILE_SITE_KEY: process.env.TURNSTILE_SITE_KEY,
      TURNSTILE_SECRET_KEY: process.env.TURNSTILE_SECRET_KEY,
      SCHEDULER_EMBED_URL: process.env.SCHEDULER_EMBED_URL,
    },
    https: reachedOverHttps(request),
    // The mailbox list too: its links open a message without loading a new document.
    framesSelf: pathname === '/dev/mailbox' || pathname.startsWith('/dev/mailbox/'),
  })
  const header = found ? 'content-security-policy' : 'content-security-policy-report-only'

  let response: NextResponse
  if (target.kind === 'nonce') {
    // Next.js takes the nonce from the request's policy header when it renders the page.
    const requestHeaders = new Headers(request.headers)
    requestHeaders.set(header, policy)
    if (unlisted) {
      // The address stays as requested; the twin renders the same page for it.
      const twin = request.nextUrl.clone()
      twin.pathname = unlisted.rewriteTo
      response = NextResponse.rewrite(twin, { request: { headers: requestHeaders } })
    } else {
      response = NextResponse.next({ request: { headers: requestHeaders } })
    }
  } else {
    response = NextResponse.next()
  }
  response.headers.set(header, policy)
  response.headers.set('reporting-endpoints', REPORTING_ENDPOINTS)
  if (isStaffPath(pathname)) {
    // The console shows one member's view of visitors' data: no cache keeps it, no engine lists it.
    response.headers.set('cache-control', 'private, no-store')
    response.headers.set('x-robots-tag', 'noindex, nofollow')
  }
  if (
    unlisted?.notFound ||
    (found && (await namesMissingWebinar(map, pathname, webinarIsPublished)))
  ) {
    response.headers.set(STATUS_HEADER, '404')
  }
  return response
}

export const config = {
  matcher: [
    {
      // Not: the build's files (served by serve.mjs before Next.js sees them), optimised images,
      // Open Graph images, uploaded webinar pictures (WebP from the database, decision 048), and
      // the local mailbox's message preview, which sends a stricter policy of its own (no
      // scripts at all, framed by the mailbox page only).
      source: '/((?!_next/static/|_next/image|og/|webinar-images/|dev/mailbox/[^/]+/html).*)',
      // Prefetches too (`Next-Router-Prefetch`, `Purpose: prefetch`): a prefetched answer may
      // be HTML a browser shows later, and a shared cache may keep it for every visitor, so no
      // request header may skip the policy. server/serve.mjs gives any HTML answer that still
      // arrives without one a strict fallback policy.
    },
  ],
}
