import { Secret, TOTP } from 'otpauth'
import { expect } from 'vitest'
import {
  staffEnableTotpEndpoint,
  staffSignInEndpoint,
  staffVerifyTotpEndpoint,
} from '@/features/staff/endpoints/staff-auth-endpoints.server'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { acceptInvitation, inviteStaff } from '@/features/staff/invitations.server'
import type { StaffRole } from '@/features/staff/policy'
import { createStaffAuth } from '@/features/staff/staff-auth.server'
import type { Database } from '@/server/db/client'
import { apiRoute } from '@/server/http/api-route'
import { TEST_AUTH_SECRET, TEST_SITE_URL } from './auth-kit'
import { cookieJar } from './cookie-jar'

/*
 * Staff members and their browsers for tests that call the console's route handlers directly,
 * on a real database: invited and accepted as the console does it, signed in and enrolled through
 * the site's own staff endpoints (better-auth with its two-factor plugin underneath), codes from
 * a real TOTP library as an authenticator app computes them.
 */

export const STAFF_PASSWORD = 'Harbour-lights-at-dusk-42'

/** Invites and accepts: a staff member with a password and no second factor yet. */
export async function newStaffMember(
  db: Database,
  email: string,
  role: StaffRole,
  name = `Member ${role}`,
) {
  const sent = await inviteStaff(db, { email, role }, { inviter: null })
  if (!sent.ok) throw new Error('invitation refused')
  const token = new URL(sent.url).searchParams.get('token')!
  const accepted = await acceptInvitation(db, token, { name, password: STAFF_PASSWORD })
  if (!accepted.ok) throw new Error('invitation not accepted')
  return accepted
}

/** What `apiRoute` makes of an endpoint: the route file's exports. */
type Route = Pick<ReturnType<typeof apiRoute>, 'POST'>
type Answer = { status: number; body: Record<string, unknown> }

/**
 * The console's routes on `db()`, as one server with its own staff auth and (movable) clock
 * serves them; `client` is a browser from one address, `signedIn` one whose member has signed in
 * and (unless told otherwise) enrolled an authenticator app.
 */
export function staffConsole(db: () => Database, clock: () => Date = () => new Date()) {
  const auth = createStaffAuth({ db: db(), secret: TEST_AUTH_SECRET, siteUrl: TEST_SITE_URL })
  const dependencies: StaffAuthDependencies = { auth: () => auth, now: clock }
  const options = { database: db, trustedProxyHeader: () => 'x-forwarded-for', now: clock }
  const route = (endpoint: Parameters<typeof apiRoute>[0]['POST']): Route =>
    apiRoute({ POST: endpoint }, options)
  const signIn = route(staffSignInEndpoint(dependencies))
  const enable = route(staffEnableTotpEndpoint(dependencies))
  const verify = route(staffVerifyTotpEndpoint(dependencies))

  const client = (address: string) => {
    const jar = cookieJar()
    const call = async (
      handler: Route,
      body?: unknown,
      params: Record<string, string> = {},
    ): Promise<Answer> => {
      const cookie = jar.header()
      const response = await handler.POST(
        new Request(`${TEST_SITE_URL}/api/staff/test`, {
          method: 'POST',
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            origin: TEST_SITE_URL,
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': address,
            ...(cookie ? { cookie } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        { params: Promise.resolve(params) },
      )
      jar.remember(response)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    /** The Cookie header this browser sends, for a request a test makes itself (a download). */
    return Object.assign(call, { cookie: () => jar.header() })
  }

  /** A browser whose member has signed in and enrolled; also the authenticator it enrolled. */
  const signedIn = async (email: string, address: string, enrolled = true) => {
    const call = client(address)
    expect((await call(signIn, { email, password: STAFF_PASSWORD })).status).toBe(200)
    let totp: TOTP | undefined
    if (enrolled) {
      const enabled = await call(enable, { password: STAFF_PASSWORD })
      totp = new TOTP({ secret: Secret.fromBase32(String(enabled.body.manualKey)) })
      expect((await call(verify, { code: totp.generate() })).status).toBe(200)
    }
    return Object.assign(call, { totp })
  }

  return { auth, dependencies, route, routes: { signIn, enable, verify }, client, signedIn }
}
