import { asc } from 'drizzle-orm'
import { AUTH_BASE_PATH, createAuth } from '@/features/auth/auth.server'
import {
  unexposedAuthPaths,
  type AuthDependencies,
} from '@/features/auth/better-auth-forward.server'
import { getSessionEndpoint } from '@/features/auth/endpoints/get-session.server'
import {
  requestPasswordResetEndpoint,
  sendVerificationEmailEndpoint,
} from '@/features/auth/endpoints/mailing.server'
import { resetPasswordEndpoint } from '@/features/auth/endpoints/reset-password.server'
import { signInEndpoint } from '@/features/auth/endpoints/sign-in.server'
import { signOutEndpoint } from '@/features/auth/endpoints/sign-out.server'
import { signUpEndpoint } from '@/features/auth/endpoints/sign-up.server'
import { verifyEmailEndpoint } from '@/features/auth/endpoints/verify-email.server'
import type { Database } from '@/server/db/client'
import { apiRoute, type ApiRouteOptions, type Endpoint } from '@/server/http/api-route'
import { mailOutbox, type MailOutboxRow } from '@/server/db/schema'
import { cookieJar } from './cookie-jar'

export const TEST_SITE_URL = 'https://northbridge.example'
export const TEST_AUTH_SECRET = 'auth-test-secret-0123456789abcdefghijklmnop'

/**
 * The site's account endpoints as the route files under src/app/api/auth serve them: each path
 * (below /api/auth) with the handler its route.ts gives each method. The route files are checked
 * against this list (src/app/api/auth/auth-routes.test.ts).
 */
export const AUTH_ENDPOINTS: Record<
  string,
  Partial<Record<'GET' | 'POST', (dependencies: AuthDependencies) => Endpoint<any, any, any>>> // eslint-disable-line @typescript-eslint/no-explicit-any -- each endpoint keeps its own types
> = {
  '/get-session': { GET: getSessionEndpoint },
  '/verify-email': { GET: verifyEmailEndpoint },
  '/sign-in/email': { POST: signInEndpoint },
  '/sign-up/email': { POST: signUpEndpoint },
  '/sign-out': { POST: signOutEndpoint },
  '/send-verification-email': { POST: sendVerificationEmailEndpoint },
  '/request-password-reset': { POST: requestPasswordResetEndpoint },
  '/reset-password': { POST: resetPasswordEndpoint },
}

/**
 * One site instance's `/api/auth/*` handlers over a database: the real better-auth, the real
 * endpoints through the real request helper, and the real mail templates queued in that
 * database's outbox. A path is answered as Next.js routes it: by its own route file when it has
 * one (AUTH_ENDPOINTS), otherwise by the catch-all `[...all]`.
 */
export function authInstance(
  db: Database,
  {
    now,
    pause,
  }: {
    /** The clock the rate limits count by (the real one unless a test moves it on). */
    now?: () => Date
    /** How a slowed sign-in waits (a real timer unless a test records the waits). */
    pause?: (ms: number) => Promise<void>
  } = {},
) {
  const auth = createAuth({
    db,
    secret: TEST_AUTH_SECRET,
    siteUrl: TEST_SITE_URL,
  })
  const dependencies: AuthDependencies = {
    auth: () => auth,
    siteUrl: () => TEST_SITE_URL,
    now,
    pause,
  }
  const options: ApiRouteOptions = {
    database: () => db,
    trustedProxyHeader: () => 'x-forwarded-for',
    now,
  }
  const routes = new Map(
    Object.entries(AUTH_ENDPOINTS).map(([path, methods]) => [
      path,
      apiRoute(
        Object.fromEntries(
          Object.entries(methods).map(([method, build]) => [method, build(dependencies)]),
        ),
        options,
      ),
    ]),
  )
  const others = unexposedAuthPaths()
  const dispatch =
    (method: 'GET' | 'POST') =>
    async (request: Request): Promise<Response> => {
      const route = routes.get(new URL(request.url).pathname.slice(AUTH_BASE_PATH.length))
      return route ? route[method](request) : others[method](request)
    }
  return { GET: dispatch('GET'), POST: dispatch('POST') }
}

/** A clock for the rate limits that a test moves on by hand. */
export function testClock(start = new Date()) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms: number) => void (current += ms),
  }
}

/** A pause that returns at once and remembers how long it was asked to wait. */
export function recordedPauses() {
  const waits: number[] = []
  return { waits, pause: async (ms: number) => void waits.push(ms) }
}

export type AuthHandlers = ReturnType<typeof authInstance>

/**
 * A browser talking to one or more instances: keeps its cookies like a browser does (set on
 * answers, sent with requests), comes from one client address, and sends what a same-site
 * fetch sends (Origin, Sec-Fetch-Site).
 */
export function browser(address = '203.0.113.10') {
  const jar = cookieJar()

  const headers = (json: boolean) => {
    const result = new Headers({
      'x-forwarded-for': address,
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
      'sec-fetch-site': 'same-origin',
      // A browser's, so the site's first-party counting counts it (docs/analytics.md).
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    })
    if (json) result.set('content-type', 'application/json')
    const cookie = jar.header()
    if (cookie) result.set('cookie', cookie)
    return result
  }

  const send = async (
    handlers: AuthHandlers,
    method: 'GET' | 'POST',
    pathAndQuery: string,
    body?: unknown,
  ) => {
    const request = new Request(`http://localhost:3000/api/auth${pathAndQuery}`, {
      method,
      headers: headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    const response = await handlers[method](request)
    jar.remember(response)
    return response
  }

  return {
    cookies: jar.cookies,
    post: (handlers: AuthHandlers, path: string, body: unknown = {}) =>
      send(handlers, 'POST', path, body),
    get: (handlers: AuthHandlers, pathAndQuery: string) => send(handlers, 'GET', pathAndQuery),
    /** Follows an e-mailed link to the auth API (its origin is the configured public one). */
    follow: (handlers: AuthHandlers, link: string) => {
      const url = new URL(link)
      return send(handlers, 'GET', `${url.pathname.replace('/api/auth', '')}${url.search}`)
    },
  }
}

export function outbox(db: Database): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
}

/** The messages to one address, oldest first. */
export async function mailFor(db: Database, address: string): Promise<MailOutboxRow[]> {
  return (await outbox(db)).filter((message) => message.to === address)
}

/** The first link in a message's text that contains `fragment`. */
export function linkIn(message: MailOutboxRow, fragment: string): string {
  const link = message.text.match(/https?:\/\/[^\s<>"')]+/g)?.find((url) => url.includes(fragment))
  if (!link) throw new Error(`no link with ${fragment} in '${message.subject}'`)
  return link
}

export const STRONG_PASSWORD = 'Harbour&Lantern42'
export const OTHER_STRONG_PASSWORD = 'Copper$Meadow7river'
