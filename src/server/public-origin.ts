import 'server-only'
import { getEnv, isProductionDeployment, type Env } from '@/config/env.server'

// The one answer to "where does this site live?" for everything the server builds per request or
// per message: links in e-mail (sign-up confirmation, password reset, booking cancel and
// reschedule, webinar subscription links, calendar files), better-auth's base URL, trusted
// origin and Secure cookies, the human check's accepted host name, the cross-site check.
//
// Pages keep the origin they were built with (`site.url`, NEXT_PUBLIC_SITE_URL at build time):
// canonical links, sitemap, feeds, structured data and social cards name a page's public
// identity, are written into prerendered HTML once, and must not follow whichever host happened to
// serve a request.

/** The local run's origin: the address `npm start` announces. */
const localOrigin = (port: number) => `http://localhost:${port}`

/**
 * The public origin, read at run time: NEXT_PUBLIC_SITE_URL's origin when set; otherwise this
 * server itself, `http://localhost:PORT`, so that on a newcomer's `npm ci && npm start` every
 * e-mailed link leads back to the running site. (A production deployment without it is told so
 * at start, and refused with REQUIRE_SECRETS=1: publicOriginProblem.)
 */
export function publicOrigin(env: Env = getEnv()): string {
  return env.NEXT_PUBLIC_SITE_URL ? new URL(env.NEXT_PUBLIC_SITE_URL).origin : localOrigin(env.PORT)
}

/** The absolute URL of a site path on the public origin, for links that leave the page. */
export function publicUrl(path: string, env: Env = getEnv()): string {
  return new URL(path, publicOrigin(env)).toString()
}

export class MissingPublicOriginError extends Error {
  override name = 'MissingPublicOriginError'
  constructor(env: Env) {
    super(
      `REQUIRE_SECRETS=1 and NODE_ENV=production, but NEXT_PUBLIC_SITE_URL is not set. Set it to ` +
        `the address visitors use, e.g. https://www.example.com (when building too): without it, ` +
        `every link in e-mail points to ${localOrigin(env.PORT)}.`,
    )
  }
}

/**
 * What a production deployment (the operator's NODE_ENV=production) without NEXT_PUBLIC_SITE_URL
 * must hear at start: the warning to log, or undefined when the origin is set or this is not a
 * production deployment. With REQUIRE_SECRETS=1 it throws MissingPublicOriginError instead, and
 * the server exits 1 as it does for a missing secret.
 */
export function publicOriginProblem(env: Env): string | undefined {
  if (env.NEXT_PUBLIC_SITE_URL || !isProductionDeployment(env)) return undefined
  if (env.REQUIRE_SECRETS) throw new MissingPublicOriginError(env)
  return (
    `NEXT_PUBLIC_SITE_URL is not set in a production deployment: every link in e-mail (sign-up ` +
    `confirmations, password resets, booking and webinar links) points to ` +
    `${localOrigin(env.PORT)}, which no visitor can reach`
  )
}

/**
 * better-auth's trusted origins for a request: the configured origin, and the site as this
 * browser reached it (the request guard has already refused cross-site requests; the Host header
 * names the host as the browser did, where request.url may say localhost for 127.0.0.1).
 */
export function requestOrigins(origin: string, request?: Request): string[] {
  const host = request?.headers.get('host')
  return host ? [origin, `http://${host}`, `https://${host}`] : [origin]
}
