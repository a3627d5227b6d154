import { asc, eq } from 'drizzle-orm'
import { Secret, TOTP, URI } from 'otpauth'
import { expect, it } from 'vitest'
import {
  CODE_ALREADY_USED,
  staffEnableTotpEndpoint,
  staffPasswordCheckEndpoint,
  staffSignInEndpoint,
  staffVerifyTotpEndpoint,
} from '@/features/staff/endpoints/staff-auth-endpoints.server'
import {
  staffInviteEndpoint,
  staffRemoveEndpoint,
  staffRoleEndpoint,
} from '@/features/staff/endpoints/staff-members-endpoints.server'
import { acceptInvitation, findInvitation, inviteStaff } from '@/features/staff/invitations.server'
import { STAFF_CHANGE_LIMIT, STAFF_SIGN_IN_FAILURES } from '@/features/staff/limits'
import { createStaffAuth, STAFF_AUTH_BASE_PATH } from '@/features/staff/staff-auth.server'
import { changeStaffRole, removeStaffMember } from '@/features/staff/staff-members.server'
import {
  passwordRecentlyChecked,
  readStaffSession,
  recheckPassword,
  STAFF_IDLE_MS,
} from '@/features/staff/staff-session.server'
import type { Database } from '@/server/db/client'
import { auditLog, mailOutbox, rateLimits, staffSessions, staffUsers } from '@/server/db/schema'
import { apiRoute } from '@/server/http/api-route'
import { rateLimitKey } from '@/server/rate-limit/rate-limit'
import { SIGN_IN_SLOWDOWN } from '@/server/rate-limit/sign-in-throttle'
import { recordedPauses, TEST_AUTH_SECRET, TEST_SITE_URL, testClock } from './auth-kit'
import { cookieJar } from './cookie-jar'
import { newStaffMember, STAFF_PASSWORD, staffConsole } from './staff-console'

/*
 * Staff accounts from invitation to a signed-in console session, on a real database: the real
 * better-auth with its admin and two-factor plugins, codes computed from the shared secret by a
 * real TOTP library (otpauth) as an authenticator app computes them. Run on PGlite and on
 * PostgreSQL (src/features/staff/staff-accounts*.test.ts).
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** A browser's cookie jar for the staff endpoints: what better-auth set, sent back each time. */
function browser(db: Database) {
  const auth = createStaffAuth({ db, secret: TEST_AUTH_SECRET, siteUrl: TEST_SITE_URL })
  const jar = cookieJar()
  const headers = () => {
    const list = jar.header()
    return new Headers({ origin: TEST_SITE_URL, ...(list ? { cookie: list } : {}) })
  }
  async function post(path: string, body: unknown) {
    const request = new Request(`${TEST_SITE_URL}${STAFF_AUTH_BASE_PATH}${path}`, {
      method: 'POST',
      headers: { ...Object.fromEntries(headers()), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const response = await auth.handler(request)
    jar.remember(response)
    const text = await response.text()
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    }
  }
  return {
    auth,
    post,
    session: (now?: Date) => readStaffSession(auth, db, headers(), now),
    signIn: (email: string, password = STAFF_PASSWORD) =>
      post('/sign-in/email', { email, password }),
  }
}

/** Enrols the signed-in member's authenticator; returns it and the backup codes. */
async function enrol(member: ReturnType<typeof browser>) {
  const enabled = await member.post('/two-factor/enable', { password: STAFF_PASSWORD })
  expect(enabled.status).toBe(200)
  const totp = URI.parse(String(enabled.body.totpURI)) as TOTP
  const verified = await member.post('/two-factor/verify-totp', { code: totp.generate() })
  expect(verified.status).toBe(200)
  return { totp, backupCodes: enabled.body.backupCodes as string[] }
}

export function staffAccountSuite({ db }: { db: () => Database }) {
  it('an invitation is e-mailed through the outbox, works once, and creates the member with its role', async () => {
    const sent = await inviteStaff(
      db(),
      { email: 'Owner@Firm.example', role: 'owner' },
      { inviter: null },
    )
    if (!sent.ok) throw new Error('refused')
    expect(sent.url).toMatch(/\/staff\/invitation\?token=[\w-]{43}$/)
    const [mail] = await db().select().from(mailOutbox)
    expect(mail?.to).toBe('owner@firm.example')
    expect(mail?.text).toContain(sent.url)
    const token = new URL(sent.url).searchParams.get('token')!
    expect(await findInvitation(db(), token)).toMatchObject({ state: 'open', role: 'owner' })

    const account = { name: 'Morgan Hale', password: STAFF_PASSWORD }
    const [first, second] = await Promise.all([
      acceptInvitation(db(), token, account),
      acceptInvitation(db(), token, account),
    ])
    expect([first.ok, second.ok].sort()).toEqual([false, true])
    expect(await findInvitation(db(), token)).toEqual({ state: 'used' })
    const members = await db().select().from(staffUsers)
    expect(members).toHaveLength(1)
    expect(members[0]).toMatchObject({ email: 'owner@firm.example', role: 'owner', banned: false })
    const actions = (await db().select().from(auditLog)).map((row) => row.action).sort()
    expect(actions).toEqual(['staff.invite', 'staff.join'])
  })

  it('an invitation expires after 48 hours, and a newer one replaces it', async () => {
    const now = new Date()
    const first = await inviteStaff(
      db(),
      { email: 'c@firm.example', role: 'consultant' },
      { inviter: null, now },
    )
    const second = await inviteStaff(
      db(),
      { email: 'c@firm.example', role: 'consultant' },
      { inviter: null, now },
    )
    if (!first.ok || !second.ok) throw new Error('refused')
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!
    expect(await findInvitation(db(), tokenOf(first.url), now)).toEqual({ state: 'unknown' })
    const later = new Date(now.getTime() + 48 * HOUR + 1)
    expect(await findInvitation(db(), tokenOf(second.url), later)).toEqual({ state: 'expired' })
    const accepted = await acceptInvitation(
      db(),
      tokenOf(second.url),
      { name: 'Late', password: STAFF_PASSWORD },
      { now: later },
    )
    expect(accepted).toEqual({ ok: false, lookup: { state: 'expired' } })
    expect(await findInvitation(db(), 'x'.repeat(43))).toEqual({ state: 'unknown' })
    await newStaffMember(db(), 'member@firm.example', 'consultant')
    expect(
      await inviteStaff(db(), { email: 'member@firm.example', role: 'admin' }, { inviter: null }),
    ).toEqual({ ok: false, reason: 'member' })
  })

  it('the console waits for enrolment; then sign-in asks for a code from the app or a backup code', async () => {
    await newStaffMember(db(), 'owner@firm.example', 'owner')
    const first = browser(db())
    expect((await first.signIn('owner@firm.example')).status).toBe(200)
    expect((await first.session())?.member).toMatchObject({
      role: 'owner',
      twoFactorEnabled: false,
    })
    const { totp, backupCodes } = await enrol(first)
    expect(backupCodes).toHaveLength(10)
    expect((await first.session())?.member.twoFactorEnabled).toBe(true)

    // Signing in again: no session until the second factor.
    const second = browser(db())
    const signIn = await second.signIn('owner@firm.example')
    expect(signIn.body.twoFactorRedirect).toBe(true)
    expect(await second.session()).toBeNull()
    expect((await second.post('/two-factor/verify-totp', { code: '000000' })).status).toBe(401)
    expect(await second.session()).toBeNull()
    const code = await second.post('/two-factor/verify-totp', { code: totp.generate() })
    expect(code.status).toBe(200)
    expect((await second.session())?.member.email).toBe('owner@firm.example')

    // A backup code works once.
    const third = browser(db())
    await third.signIn('owner@firm.example')
    const backup = await third.post('/two-factor/verify-backup-code', { code: backupCodes[0] })
    expect(backup.status).toBe(200)
    expect(await third.session()).not.toBeNull()
    const fourth = browser(db())
    await fourth.signIn('owner@firm.example')
    expect(
      (await fourth.post('/two-factor/verify-backup-code', { code: backupCodes[0] })).status,
    ).toBe(401)
    expect(await fourth.session()).toBeNull()

    // A wrong password gets no further, and says nothing of whether the address exists.
    const wrong = await browser(db()).signIn('owner@firm.example', 'not-the-password-at-all')
    const unknown = await browser(db()).signIn('nobody@firm.example')
    expect(wrong.status).toBe(401)
    expect(unknown).toEqual(wrong)
  })

  it('a session ends after 30 idle minutes and 12 hours after sign-in, and is gone from the table', async () => {
    await newStaffMember(db(), 'consultant@firm.example', 'consultant')
    const member = browser(db())
    await member.signIn('consultant@firm.example')
    const start = new Date()
    expect(await member.session(new Date(start.getTime() + 29 * MINUTE))).not.toBeNull()
    // Used at 29 minutes: 29 more minutes of quiet are still within the limit.
    expect(await member.session(new Date(start.getTime() + 58 * MINUTE))).not.toBeNull()
    expect(
      await member.session(new Date(start.getTime() + 58 * MINUTE + STAFF_IDLE_MS + 1)),
    ).toBeNull()
    expect(await db().select().from(staffSessions)).toEqual([])

    const busy = browser(db())
    await busy.signIn('consultant@firm.example')
    let clock = new Date()
    for (let step = 0; step < 24; step++) {
      clock = new Date(clock.getTime() + 29 * MINUTE)
      if (clock.getTime() - start.getTime() >= 12 * HOUR) break
      expect(await busy.session(clock)).not.toBeNull()
    }
    expect(await busy.session(new Date(start.getTime() + 12 * HOUR + MINUTE))).toBeNull()
  })

  it('a sensitive action asks for the password again after 10 minutes', async () => {
    await newStaffMember(db(), 'admin@firm.example', 'admin')
    const member = browser(db())
    await member.signIn('admin@firm.example')
    const session = (await member.session())!
    expect(passwordRecentlyChecked(session)).toBe(true)
    const later = new Date(Date.now() + 11 * MINUTE)
    expect(passwordRecentlyChecked(session, later)).toBe(false)
    expect(await recheckPassword(db(), session, 'wrong password here', later)).toBe(false)
    expect(await recheckPassword(db(), session, STAFF_PASSWORD, later)).toBe(true)
    const rechecked = (await member.session(later))!
    expect(passwordRecentlyChecked(rechecked, new Date(later.getTime() + 9 * MINUTE))).toBe(true)
  })

  it('removing a member ends their sessions at once and refuses their sign-in; role changes are audited', async () => {
    const owner = await newStaffMember(db(), 'owner@firm.example', 'owner')
    const consultant = await newStaffMember(db(), 'consultant@firm.example', 'consultant')
    const signedIn = browser(db())
    await signedIn.signIn('consultant@firm.example')
    expect(await signedIn.session()).not.toBeNull()

    const actor = { id: owner.userId, role: 'owner' as const }
    expect(await changeStaffRole(db(), actor, consultant.userId, 'admin')).toEqual({
      ok: true,
      changed: true,
    })
    expect(await changeStaffRole(db(), actor, consultant.userId, 'admin')).toEqual({
      ok: true,
      changed: false,
    })
    expect((await signedIn.session())?.member.role).toBe('admin')
    // An admin may not remove an owner, nor anyone themselves.
    expect(
      await removeStaffMember(db(), { id: consultant.userId, role: 'admin' }, owner.userId),
    ).toEqual({ ok: false, refusal: { allowed: false, reason: 'scope' } })
    expect(await removeStaffMember(db(), actor, owner.userId)).toMatchObject({ ok: false })

    expect(await removeStaffMember(db(), actor, consultant.userId)).toEqual({
      ok: true,
      changed: true,
    })
    expect(await signedIn.session()).toBeNull()
    // A request of theirs read as an admin's just before the removal changes nothing after it
    // (the member asking is read again, locked, in the change's transaction).
    const marketer = await newStaffMember(db(), 'marketing@firm.example', 'marketing')
    const removedAdmin = { id: consultant.userId, role: 'admin' as const }
    expect(await changeStaffRole(db(), removedAdmin, marketer.userId, 'admin')).toEqual({
      ok: false,
      refusal: { allowed: false, reason: 'role' },
    })
    expect(
      await db().select().from(staffSessions).where(eq(staffSessions.userId, consultant.userId)),
    ).toEqual([])
    expect((await browser(db()).signIn('consultant@firm.example')).status).not.toBe(200)
    // The owner's own joining, then one entry per change (the repeated role change made none).
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, owner.userId))
      .orderBy(asc(auditLog.at))
    expect(audit.map((row) => [row.action, row.targetId, row.detail])).toEqual([
      ['staff.join', owner.userId, { role: 'owner', invitation: expect.any(String) }],
      ['staff.change-role', consultant.userId, { from: 'consultant', to: 'admin' }],
      ['staff.remove', consultant.userId, { role: 'admin' }],
    ])
  })

  it('staff sign-in refuses a client guessing at one member, but never locks the member out', async () => {
    await newStaffMember(db(), 'owner@firm.example', 'owner')
    const auth = createStaffAuth({ db: db(), secret: TEST_AUTH_SECRET, siteUrl: TEST_SITE_URL })
    const clock = testClock()
    const { waits, pause } = recordedPauses()
    const route = apiRoute(
      { POST: staffSignInEndpoint({ auth: () => auth, now: clock.now, pause }) },
      { database: db, trustedProxyHeader: () => 'x-forwarded-for', now: clock.now },
    )
    const signIn = (address: string, password: string) =>
      route.POST(
        new Request(`${TEST_SITE_URL}/api/staff/auth/sign-in/email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: TEST_SITE_URL,
            host: 'northbridge.example',
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': address,
          },
          body: JSON.stringify({ email: 'owner@firm.example', password }),
        }),
      )
    const limit = STAFF_SIGN_IN_FAILURES.failuresPerAccountAndClient.limit
    for (let attempt = 0; attempt < limit; attempt++) {
      expect((await signIn('198.51.100.7', 'wrong password, again')).status).toBe(401)
      // Spread out past the per-client limit's window: only the failures count against it.
      clock.advance(2 * 60_000)
    }
    // That client is refused now, even with the right password…
    expect((await signIn('198.51.100.7', STAFF_PASSWORD)).status).toBe(429)
    // …while the member, from their own computer, gets in: slowed, not refused.
    const owner = await signIn('203.0.113.20', STAFF_PASSWORD)
    expect(owner.status).toBe(200)
    expect(await owner.json()).toEqual({ next: 'enrol' })
    expect(waits).toEqual([SIGN_IN_SLOWDOWN.firstDelayMs])
  })

  it('a session lasts 12 hours from sign-in even when better-auth gave its row a day', async () => {
    await newStaffMember(db(), 'consultant@firm.example', 'consultant')
    const member = browser(db())
    await member.signIn('consultant@firm.example')
    const start = new Date()
    await db()
      .update(staffSessions)
      .set({
        expiresAt: new Date(start.getTime() + 24 * HOUR),
        lastSeenAt: new Date(start.getTime() + 13 * HOUR),
      })
    expect(await member.session(new Date(start.getTime() + 13 * HOUR + MINUTE))).toBeNull()
  })

  it('enrolling an app through the endpoints ends every session opened with the password alone', async () => {
    await newStaffMember(db(), 'admin@firm.example', 'admin')
    const auth = createStaffAuth({ db: db(), secret: TEST_AUTH_SECRET, siteUrl: TEST_SITE_URL })
    const dependencies = { auth: () => auth }
    const options = { database: db, trustedProxyHeader: () => 'x-forwarded-for' }
    const routes = {
      '/sign-in/email': apiRoute({ POST: staffSignInEndpoint(dependencies) }, options),
      '/two-factor/enable': apiRoute({ POST: staffEnableTotpEndpoint(dependencies) }, options),
      '/two-factor/verify-totp': apiRoute({ POST: staffVerifyTotpEndpoint(dependencies) }, options),
      '/password-check': apiRoute({ POST: staffPasswordCheckEndpoint(dependencies) }, options),
    }
    /** A browser through the site's own staff endpoints, with a cookie jar. */
    const client = (address: string) => {
      const jar = cookieJar()
      const post = async (path: keyof typeof routes, body: unknown) => {
        const cookie = jar.header()
        const response = await routes[path].POST(
          new Request(
            `${TEST_SITE_URL}/api/staff${path.startsWith('/password') ? '' : '/auth'}${path}`,
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                origin: TEST_SITE_URL,
                host: 'northbridge.example',
                'sec-fetch-site': 'same-origin',
                'x-forwarded-for': address,
                ...(cookie ? { cookie } : {}),
              },
              body: JSON.stringify(body),
            },
          ),
        )
        jar.remember(response)
        return { status: response.status, body: (await response.json()) as Record<string, unknown> }
      }
      const session = () => readStaffSession(auth, db(), new Headers({ cookie: jar.header() }))
      return { post, session }
    }
    const intruder = client('198.51.100.66')
    const member = client('203.0.113.5')
    for (const browser of [intruder, member]) {
      const signIn = await browser.post('/sign-in/email', {
        email: 'admin@firm.example',
        password: STAFF_PASSWORD,
      })
      expect(signIn.body).toEqual({ next: 'enrol' })
    }
    expect(await intruder.session()).not.toBeNull()

    const enabled = await member.post('/two-factor/enable', { password: STAFF_PASSWORD })
    expect(enabled.status).toBe(200)
    const key = String(enabled.body.manualKey)
    const totp = new TOTP({ secret: Secret.fromBase32(key) })
    expect((await member.post('/two-factor/verify-totp', { code: totp.generate() })).status).toBe(
      200,
    )
    expect((await member.session())?.member.twoFactorEnabled).toBe(true)
    expect(await intruder.session()).toBeNull()

    // Five wrong passwords at a re-check end the session that made them.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await member.post('/password-check', { password: `wrong guess ${attempt}` })).status,
      ).toBe(422)
    }
    expect((await member.post('/password-check', { password: 'wrong guess 5' })).status).toBe(401)
    expect(await member.session()).toBeNull()
  })

  it('invitations: an admin may not invite an owner, and a removed member’s open invitations are revoked', async () => {
    const owner = await newStaffMember(db(), 'owner@firm.example', 'owner')
    const admin = await newStaffMember(db(), 'admin@firm.example', 'admin')
    const adminActor = { id: admin.userId, role: 'admin' as const, name: 'Admin' }
    expect(
      await inviteStaff(
        db(),
        { email: 'boss@firm.example', role: 'owner' },
        { inviter: adminActor },
      ),
    ).toEqual({ ok: false, reason: 'forbidden' })
    const sent = await inviteStaff(
      db(),
      { email: 'friend@firm.example', role: 'admin' },
      { inviter: adminActor },
    )
    if (!sent.ok) throw new Error('refused')
    const ownerActor = { id: owner.userId, role: 'owner' as const }
    expect(await removeStaffMember(db(), ownerActor, admin.userId)).toEqual({
      ok: true,
      changed: true,
    })
    const token = new URL(sent.url).searchParams.get('token')!
    expect(await findInvitation(db(), token)).toEqual({ state: 'unknown' })
    // A request of theirs read before the removal invites no one after it.
    expect(
      await inviteStaff(
        db(),
        { email: 'late@firm.example', role: 'consultant' },
        { inviter: adminActor },
      ),
    ).toEqual({ ok: false, reason: 'forbidden' })
  })

  it('two owners removing each other at once leave one owner', async () => {
    const first = await newStaffMember(db(), 'first@firm.example', 'owner')
    const second = await newStaffMember(db(), 'second@firm.example', 'owner')
    const results = await Promise.all([
      removeStaffMember(db(), { id: first.userId, role: 'owner' }, second.userId),
      removeStaffMember(db(), { id: second.userId, role: 'owner' }, first.userId),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    const owners = await db().select().from(staffUsers).where(eq(staffUsers.banned, false))
    expect(owners).toHaveLength(1)
  })

  it('console endpoints ask for an enrolled session, the role and, for a sensitive action, a recent password; each change is audited', async () => {
    let now = new Date()
    const site = staffConsole(db, () => now)
    const { client, signedIn, dependencies } = site
    const route = {
      ...site.routes,
      check: site.route(staffPasswordCheckEndpoint(dependencies)),
      invite: site.route(staffInviteEndpoint(dependencies)),
      role: site.route(staffRoleEndpoint(dependencies)),
      remove: site.route(staffRemoveEndpoint(dependencies)),
    }
    const ownerMember = await newStaffMember(db(), 'owner@firm.example', 'owner')
    const consultant = await newStaffMember(db(), 'consultant@firm.example', 'consultant')
    await newStaffMember(db(), 'late@firm.example', 'admin')
    const owner = await signedIn('owner@firm.example', '203.0.113.10')
    const asConsultant = await signedIn('consultant@firm.example', '203.0.113.11')
    const notEnrolled = await signedIn('late@firm.example', '203.0.113.12', false)
    const nobody = client('203.0.113.13')
    const invite = { email: 'new.member@firm.example', role: 'consultant' }

    expect((await nobody(route.invite, invite)).status).toBe(401)
    expect((await notEnrolled(route.invite, invite)).status).toBe(401)
    expect((await asConsultant(route.invite, invite)).status).toBe(403)
    expect((await owner(route.invite, invite)).status).toBe(201)

    // Eleven minutes on (active, so the session lives): the password is asked for again.
    now = new Date(now.getTime() + 11 * MINUTE)
    const params = { id: consultant.userId }
    const stale = await owner(route.role, { role: 'admin' }, params)
    expect(stale).toEqual({
      status: 403,
      body: { error: 'Please enter your password again to continue.' },
    })
    expect((await owner(route.check, { password: STAFF_PASSWORD })).status).toBe(200)
    expect(await owner(route.role, { role: 'admin' }, params)).toEqual({
      status: 200,
      body: { changed: true },
    })
    expect((await owner(route.role, { role: 'admin' }, params)).body).toEqual({ changed: false })
    expect((await owner(route.remove, undefined, params)).body).toEqual({ changed: true })
    // Removed: their session is gone at once.
    expect((await asConsultant(route.invite, invite)).status).toBe(401)

    const audit = await db().select().from(auditLog)
    const ownerEntries = audit.filter((row) => row.actorId === ownerMember.userId)
    expect(ownerEntries.map((row) => row.action).sort()).toEqual([
      'staff.change-role',
      'staff.confirm-password',
      'staff.enrol-app',
      'staff.invite',
      'staff.join',
      'staff.remove',
    ])
    const byOwner = ownerEntries.filter((row) => row.action !== 'staff.join')
    expect(byOwner.every((row) => row.requestId)).toBe(true)

    // An authenticator code works once: signing in again with the code just used is refused,
    // and no session comes of it; the next code works.
    const owner2 = client('203.0.113.20')
    const totp = owner.totp!
    // The next step's code (accepted a step early) differs from the one used at enrolment.
    const used = totp.generate({ timestamp: Date.now() + 30_000 })
    const first = client('203.0.113.21')
    expect(
      (await first(route.signIn, { email: 'owner@firm.example', password: STAFF_PASSWORD })).body,
    ).toEqual({ next: 'code' })
    expect((await first(route.verify, { code: used })).status).toBe(200)
    expect(
      (await owner2(route.signIn, { email: 'owner@firm.example', password: STAFF_PASSWORD })).body,
    ).toEqual({ next: 'code' })
    expect(await owner2(route.verify, { code: used })).toEqual({
      status: 401,
      body: { error: CODE_ALREADY_USED },
    })
    expect((await owner2(route.invite, invite)).status).toBe(401)

    // The change limit is counted per member, not per address: the owner's count holds their
    // five console requests (the invite, the one refused for the password, three changes).
    const [counted] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, rateLimitKey(STAFF_CHANGE_LIMIT.name, ownerMember.userId)))
    expect(counted?.hits).toBe(5)
  })
}
