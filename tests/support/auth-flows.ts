import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { SIGN_IN_SLOWDOWN } from '@/server/rate-limit/sign-in-throttle'
import type { Database } from '@/server/db/client'
import { hashPassword } from '@/server/security/password-hash'
import { accounts, analyticsEvents, sessions, users } from '@/server/db/schema'
import {
  authInstance,
  browser,
  linkIn,
  mailFor,
  OTHER_STRONG_PASSWORD,
  recordedPauses,
  STRONG_PASSWORD,
  testClock,
  type AuthHandlers,
} from './auth-kit'

export type AuthSuiteSetup = {
  /** The database of the current test (fresh per test). */
  db: () => Database
  /** A second instance on the same database, where the suite runs with two. */
  other?: () => Database
}

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const json = async (response: Response) => (await response.json()) as Record<string, unknown>

/** Signs up, confirms through the e-mailed link, and answers the signed-in browser. */
export async function signedUp(
  instance: AuthHandlers,
  db: Database,
  email: string,
  address = '203.0.113.20',
) {
  const visitor = browser(address)
  const signUp = await visitor.post(instance, '/sign-up/email', {
    name: 'Avery Castellano',
    email,
    password: STRONG_PASSWORD,
  })
  expect(signUp.status).toBe(200)
  const [confirmation] = await mailFor(db, email)
  if (!confirmation) throw new Error(`no confirmation e-mail to ${email}`)
  const verified = await visitor.follow(instance, linkIn(confirmation, '/api/auth/verify-email'))
  expect(verified.status).toBe(302)
  return visitor
}

/**
 * Stores the account's password again, hashed with scrypt at N = 2^10 instead of 2^15. A hash
 * records its own parameters and sign-in verifies it with them, as it would a hash written before
 * the parameters were raised. The lock-out tests sign in dozens of times: what they check is the
 * counting, and at full cost the hashing alone took most of their time (about 0.3 s a sign-in
 * beside the rest of the suite). password-policy.test.ts checks the parameters new hashes get.
 */
async function withCheapPasswordHash(db: Database, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!user) throw new Error(`no account for ${email}`)
  const password = await hashPassword(STRONG_PASSWORD, { N: 2 ** 10, r: 8, p: 1 })
  await db.update(accounts).set({ password }).where(eq(accounts.userId, user.id))
}

/**
 * The account journeys every database must carry: registers its tests in the caller's
 * `describe` (PGlite in auth.test.ts, PostgreSQL from two instances in auth.pg.test.ts).
 */
export function authFlowSuite({ db, other = db }: AuthSuiteSetup) {
  it('signs up, confirms by e-mail, signs in, keeps the session and signs out', async () => {
    const site = authInstance(db())
    const visitor = browser()
    const signUp = await visitor.post(site, '/sign-up/email', {
      name: 'Avery Castellano',
      email: 'Avery@Example.com',
      password: STRONG_PASSWORD,
    })
    expect(signUp.status).toBe(200)
    const body = await json(signUp)
    expect(body).toEqual({
      user: {
        id: expect.any(String),
        name: 'Avery Castellano',
        email: 'avery@example.com',
        emailVerified: false,
      },
    })
    expect(JSON.stringify(body)).not.toMatch(/token/i)
    // No session before the address is confirmed.
    expect(visitor.cookies.size).toBe(0)

    const refused = await visitor.post(site, '/sign-in/email', {
      email: 'avery@example.com',
      password: STRONG_PASSWORD,
    })
    expect(refused.status).toBe(403)
    expect((await json(refused)).error).toMatch(/confirm your email address/)

    const [confirmation] = await mailFor(db(), 'avery@example.com')
    expect(confirmation?.subject).toMatch(/Confirm your e-mail address/)
    const link = linkIn(confirmation!, '/api/auth/verify-email')
    expect(link.startsWith('https://northbridge.example/api/auth/verify-email?token=')).toBe(true)

    // A bad token with a callback elsewhere still lands on this site (better-auth adds `error`).
    for (const callbackURL of ['https://evil.example/', '//evil.example', '/.//evil.example']) {
      const bad = await visitor.get(
        site,
        `/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackURL)}`,
      )
      expect(bad.status).toBe(302)
      expect(bad.headers.get('location')).toMatch(/^\/\?account=verified&error=/)
    }

    // The link signs the person in and lands on the home page, whatever callback it names.
    const tampered = new URL(link)
    tampered.searchParams.set('callbackURL', 'https://evil.example/')
    const verified = await visitor.follow(site, tampered.toString())
    expect(verified.status).toBe(302)
    expect(verified.headers.get('location')).toBe('/?account=verified')
    expect([...visitor.cookies.keys()]).toEqual(
      expect.arrayContaining([
        '__Secure-northbridge.session_token',
        '__Secure-northbridge_signed_in',
      ]),
    )
    const cookie = verified.headers.getSetCookie().find((line) => line.includes('session_token'))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Secure/)

    const session = await visitor.get(authInstance(other()), '/get-session')
    expect(await json(session)).toEqual({
      user: expect.objectContaining({ email: 'avery@example.com', emailVerified: true }),
    })

    const signOut = await visitor.post(site, '/sign-out')
    expect(signOut.status).toBe(200)
    expect(visitor.cookies.has('__Secure-northbridge_signed_in')).toBe(false)
    expect(await db().select().from(sessions)).toHaveLength(0)

    const fresh = browser()
    const signIn = await fresh.post(site, '/sign-in/email', {
      email: 'AVERY@example.com',
      password: STRONG_PASSWORD,
    })
    expect(signIn.status).toBe(200)
    expect(await json(signIn)).toEqual({
      user: expect.objectContaining({ name: 'Avery Castellano' }),
    })
    expect(await json(await fresh.get(site, '/get-session'))).toEqual({
      user: expect.objectContaining({ email: 'avery@example.com' }),
    })
  })

  it('extends a session that is still in use (sliding expiry) and renews its cookie', async () => {
    const site = authInstance(db())
    const visitor = await signedUp(site, db(), 'sliding@example.com', '203.0.113.21')
    const twoDaysAgo = new Date(Date.now() + 5 * DAY)
    await db().update(sessions).set({ expiresAt: twoDaysAgo })
    const response = await visitor.get(authInstance(other()), '/get-session')
    expect(await json(response)).toEqual({
      user: expect.objectContaining({ email: 'sliding@example.com' }),
    })
    const [session] = await db().select().from(sessions)
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY)
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=.+Max-Age=604800/)
  })

  it('refuses a wrong password and an unknown address with the same answer', async () => {
    const site = authInstance(db())
    await signedUp(site, db(), 'known@example.com')
    const visitor = browser('203.0.113.30')
    const wrong = await visitor.post(site, '/sign-in/email', {
      email: 'known@example.com',
      password: OTHER_STRONG_PASSWORD,
    })
    const unknown = await visitor.post(site, '/sign-in/email', {
      email: 'nobody@example.com',
      password: OTHER_STRONG_PASSWORD,
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await json(wrong)).toEqual({ error: 'Invalid email or password.' })
    expect(await json(unknown)).toEqual({ error: 'Invalid email or password.' })
  })

  it('answers a sign-up with a known address as a new one and tells the owner by e-mail', async () => {
    const site = authInstance(db())
    const created = async () =>
      (await db().select().from(analyticsEvents)).filter(
        (event) => event.name === 'account-created',
      ).length
    const createdBefore = await created()
    await signedUp(site, db(), 'owner@example.com')
    const stranger = browser('203.0.113.31')
    const again = await stranger.post(site, '/sign-up/email', {
      name: 'Someone Else',
      email: 'owner@example.com',
      password: OTHER_STRONG_PASSWORD,
    })
    const fresh = await stranger.post(site, '/sign-up/email', {
      name: 'Someone Else',
      email: 'brand-new@example.com',
      password: OTHER_STRONG_PASSWORD,
    })
    expect(again.status).toBe(fresh.status)
    const shape = (body: Record<string, unknown>) => ({
      ...body,
      user: { ...(body.user as object), id: 'x', email: 'x' },
    })
    expect(shape(await json(again))).toEqual(shape(await json(fresh)))
    // Only the two new accounts count as created (recorded after the answer, not awaited).
    await expect.poll(async () => (await created()) - createdBefore).toBe(2)

    const toOwner = await mailFor(db(), 'owner@example.com')
    expect(toOwner.map((message) => message.subject)).toEqual([
      expect.stringMatching(/Confirm your e-mail address/),
      expect.stringMatching(/You already have a .* account/),
    ])
    // The password of the existing account is unchanged.
    const owner = browser('203.0.113.32')
    expect(
      (
        await owner.post(site, '/sign-in/email', {
          email: 'owner@example.com',
          password: STRONG_PASSWORD,
        })
      ).status,
    ).toBe(200)
  })

  it('resets a password by e-mailed link, ends other sessions, and answers unknown addresses alike', async () => {
    const site = authInstance(db())
    const signedIn = await signedUp(site, db(), 'reset@example.com', '203.0.113.40')
    const requester = browser('203.0.113.41')
    const known = await requester.post(site, '/request-password-reset', {
      email: 'reset@example.com',
    })
    const unknown = await requester.post(site, '/request-password-reset', {
      email: 'ghost@example.com',
    })
    expect(known.status).toBe(200)
    expect(await json(known)).toEqual(await json(unknown))
    expect(await mailFor(db(), 'ghost@example.com')).toEqual([])

    const reset = (await mailFor(db(), 'reset@example.com')).at(-1)!
    expect(reset.subject).toMatch(/Reset your .* password/)
    expect(reset.text).toMatch(/expires in 60 minutes/)
    const token = new URL(linkIn(reset, '/auth/reset-password?token=')).searchParams.get('token')!

    const weak = await requester.post(site, '/reset-password', { token, newPassword: 'Password1!' })
    expect(weak.status).toBe(422)
    expect(await json(weak)).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { newPassword: 'This password is too common' },
    })

    const done = await requester.post(site, '/reset-password', {
      token,
      newPassword: OTHER_STRONG_PASSWORD,
    })
    expect(done.status).toBe(200)
    // The session that was open elsewhere has ended.
    expect(await json(await signedIn.get(site, '/get-session'))).toBeNull()
    const reused = await requester.post(site, '/reset-password', {
      token,
      newPassword: 'Another&Pass99x',
    })
    expect(reused.status).toBe(400)
    expect((await json(reused)).error).toMatch(/expired or has already been used/)

    const old = await requester.post(site, '/sign-in/email', {
      email: 'reset@example.com',
      password: STRONG_PASSWORD,
    })
    expect(old.status).toBe(401)
    const renewed = await browser('203.0.113.42').post(site, '/sign-in/email', {
      email: 'reset@example.com',
      password: OTHER_STRONG_PASSWORD,
    })
    expect(renewed.status).toBe(200)
  })

  it('refuses common passwords and the spec rules with their messages', async () => {
    const site = authInstance(db())
    const visitor = browser('203.0.113.50')
    const attempt = (password: string) =>
      visitor.post(site, '/sign-up/email', { name: 'Jo Park', email: 'jo@example.com', password })
    expect((await json(await attempt('Password1!'))).fields).toEqual({
      password: 'This password is too common',
    })
    expect((await json(await attempt('short1!A'.slice(0, 7)))).fields).toEqual({
      password: 'Password must be at least 8 characters long',
    })
    expect((await json(await attempt('alllowercase1!'))).fields).toEqual({
      password:
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    })
    expect(await db().select().from(users).where(eq(users.email, 'jo@example.com'))).toEqual([])
  })

  it('offers to resend the confirmation, without saying whether the address has an account', async () => {
    const site = authInstance(db())
    const visitor = browser('203.0.113.60')
    await visitor.post(site, '/sign-up/email', {
      name: 'Sam Lee',
      email: 'sam@example.com',
      password: STRONG_PASSWORD,
    })
    const resend = await visitor.post(site, '/send-verification-email', {
      email: 'sam@example.com',
    })
    const unknown = await visitor.post(site, '/send-verification-email', {
      email: 'none@example.com',
    })
    expect(resend.status).toBe(200)
    expect(await json(resend)).toEqual(await json(unknown))
    const messages = await mailFor(db(), 'sam@example.com')
    expect(messages).toHaveLength(2)
    const verified = await visitor.follow(site, linkIn(messages[1]!, '/api/auth/verify-email'))
    expect(verified.headers.get('location')).toBe('/?account=verified')
  })

  // Dozens of sign-ins, each a real password hash (unknown addresses are hashed too).
  it(
    'limits sign-in attempts per client, across instances, with Retry-After',
    { timeout: 180_000 },
    async () => {
      const first = authInstance(db())
      const second = authInstance(other())
      const guesser = browser('198.51.100.7')
      const statuses: number[] = []
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const instance = attempt % 2 === 0 ? first : second
        const response = await guesser.post(instance, '/sign-in/email', {
          email: `guess${attempt}@example.com`,
          password: OTHER_STRONG_PASSWORD,
        })
        statuses.push(response.status)
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
          expect((await json(response)).error).toMatch(/Too many requests/)
        }
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429])

      // An account's failures from many addresses slow it down, but refuse nobody (below).
      const account = 'target@example.com'
      const perAccount: number[] = []
      const { waits, pause } = recordedPauses()
      const slowed = [authInstance(db(), { pause }), authInstance(other(), { pause })]
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await browser(`192.0.2.${attempt + 1}`).post(
          slowed[attempt % 2]!,
          '/sign-in/email',
          { email: account, password: OTHER_STRONG_PASSWORD },
        )
        perAccount.push(response.status)
      }
      expect(perAccount).toEqual(Array(11).fill(401))
      expect(waits).toEqual([SIGN_IN_SLOWDOWN.firstDelayMs])
    },
  )

  // Dozens of sign-ins to one account, whose password is stored with a cheap hash.
  it(
    'refuses one client after 10 failed sign-ins to one account in an hour, and no one else',
    { timeout: 180_000 },
    async () => {
      await signedUp(authInstance(db()), db(), 'owner@example.com', '203.0.113.80')
      await withCheapPasswordHash(db(), 'owner@example.com')
      const clock = testClock()
      const first = authInstance(db(), { now: clock.now })
      const second = authInstance(other(), { now: clock.now })
      const guesser = browser('198.51.100.20')
      const statuses: number[] = []
      for (let attempt = 0; attempt < 11; attempt += 1) {
        // Five a minute is what one client may try at all: the clock moves on past it.
        if (attempt > 0 && attempt % 5 === 0) clock.advance(61_000)
        const response = await guesser.post(attempt % 2 === 0 ? first : second, '/sign-in/email', {
          email: 'Owner@Example.com',
          password: OTHER_STRONG_PASSWORD,
        })
        statuses.push(response.status)
        if (response.status === 429) {
          expect((await json(response)).error).toBe(
            'Too many attempts for this account. Please try again in 58 minutes.',
          )
          // The hour began with the first failure, two minutes ago.
          expect(Number(response.headers.get('retry-after'))).toBe(3600 - 122)
        }
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429])
      // Refused even with the right password: this client has used up its guesses here.
      const right = { email: 'owner@example.com', password: STRONG_PASSWORD }
      expect((await guesser.post(first, '/sign-in/email', right)).status).toBe(429)
      // The same client may still sign in to another account; the owner from elsewhere gets in.
      clock.advance(61_000)
      const otherAccount = await guesser.post(second, '/sign-in/email', {
        email: 'someone-else@example.com',
        password: OTHER_STRONG_PASSWORD,
      })
      expect(otherAccount.status).toBe(401)
      const owner = await browser('203.0.113.81').post(second, '/sign-in/email', right)
      expect(owner.status).toBe(200)
      // An hour after the first failure, the client may try again.
      clock.advance(HOUR)
      expect((await guesser.post(first, '/sign-in/email', right)).status).toBe(200)
    },
  )

  // Dozens of sign-ins to one account, whose password is stored with a cheap hash.
  it('does not count successful sign-ins against anyone', { timeout: 180_000 }, async () => {
    await signedUp(authInstance(db()), db(), 'regular@example.com', '203.0.113.82')
    await withCheapPasswordHash(db(), 'regular@example.com')
    const clock = testClock()
    const { waits, pause } = recordedPauses()
    const site = authInstance(db(), { now: clock.now, pause })
    const second = authInstance(other(), { now: clock.now, pause })
    const regular = browser('203.0.113.83')
    const right = { email: 'regular@example.com', password: STRONG_PASSWORD }
    const statuses: number[] = []
    // Eleven sign-ins from one client in an hour, then nine wrong passwords and the right one.
    for (let attempt = 0; attempt < 21; attempt += 1) {
      if (attempt > 0 && attempt % 5 === 0) clock.advance(61_000)
      const body =
        attempt >= 11 && attempt < 20 ? { ...right, password: OTHER_STRONG_PASSWORD } : right
      statuses.push(
        (await regular.post(attempt % 2 === 0 ? site : second, '/sign-in/email', body)).status,
      )
    }
    expect(statuses).toEqual([...Array(11).fill(200), ...Array(9).fill(401), 200])
    expect(waits).toEqual([])
  })

  // Fifty sign-ins to one account, whose password is stored with a cheap hash.
  it(
    'lets the owner in within seconds after an attacker’s 50 failures from other clients',
    { timeout: 180_000 },
    async () => {
      await signedUp(authInstance(db()), db(), 'target@example.com', '203.0.113.84')
      await withCheapPasswordHash(db(), 'target@example.com')
      const { waits, pause } = recordedPauses()
      const attacked = [authInstance(db(), { pause }), authInstance(other(), { pause })]
      const statuses: number[] = []
      // Ten clients, five wrong passwords each: within every per-client limit, 50 for the account.
      for (let client = 0; client < 10; client += 1) {
        const attacker = browser(`198.51.100.${100 + client}`)
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const response = await attacker.post(attacked[attempt % 2]!, '/sign-in/email', {
            email: 'target@example.com',
            password: `Wrong-Guess-${client}-${attempt}!`,
          })
          statuses.push(response.status)
        }
      }
      expect(statuses).toEqual(Array(50).fill(401))
      // Past ten failures each attempt waits, longer and longer, up to the ceiling of 5 s.
      expect(waits.slice(0, 6)).toEqual([250, 500, 1000, 2000, 4000, 5000])
      expect(waits).toHaveLength(40)
      expect(Math.max(...waits)).toBe(SIGN_IN_SLOWDOWN.maxDelayMs)

      // The owner, from a client of their own, with a real timer: slowed, not stopped.
      const owner = browser('203.0.113.85')
      const started = Date.now()
      const signIn = await owner.post(authInstance(other()), '/sign-in/email', {
        email: 'target@example.com',
        password: STRONG_PASSWORD,
      })
      const took = Date.now() - started
      expect(signIn.status).toBe(200)
      expect(await json(signIn)).toMatchObject({ user: { email: 'target@example.com' } })
      expect(took).toBeGreaterThanOrEqual(SIGN_IN_SLOWDOWN.maxDelayMs)
      expect(took).toBeLessThan(SIGN_IN_SLOWDOWN.maxDelayMs + 5_000)
    },
  )

  it('answers only the endpoints the site uses, in the one error shape', async () => {
    const site = authInstance(db())
    const visitor = browser('203.0.113.70')
    const hidden = await visitor.post(site, '/change-password', {
      newPassword: 'x',
      currentPassword: 'y',
    })
    expect(hidden.status).toBe(404)
    expect(await json(hidden)).toEqual({ error: 'Not found.' })
    const wrongMethod = await visitor.get(site, '/sign-in/email')
    expect(wrongMethod.status).toBe(405)
    const extra = await visitor.post(site, '/sign-in/email', {
      email: 'a@example.com',
      password: 'x',
      rememberMe: false,
    })
    expect(extra.status).toBe(422)
    const malformed = await site.POST(
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.71' },
        body: '{"email":',
      }),
    )
    expect(malformed.status).toBe(400)
    const crossSite = await site.POST(
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
        body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
      }),
    )
    expect(crossSite.status).toBe(403)
  })

  it('answers a filled honeypot as it answers a person, and does nothing', async () => {
    const site = authInstance(db())
    const bot = browser('203.0.113.80')
    const trap = { contact_me_by_fax: '+1 555 0100' }
    const trapped = await bot.post(site, '/sign-up/email', {
      name: 'Bot Account',
      email: 'bot@example.com',
      password: STRONG_PASSWORD,
      ...trap,
    })
    const person = await browser('203.0.113.81').post(site, '/sign-up/email', {
      name: 'Avery Castellano',
      email: 'person@example.com',
      password: STRONG_PASSWORD,
      contact_me_by_fax: '',
    })
    expect(trapped.status).toBe(person.status)
    const [bodyTrapped, bodyPerson] = [await json(trapped), await json(person)]
    const id = (body: Record<string, unknown>) => (body.user as { id: string }).id
    // Even the made-up id reads like a real one.
    expect(id(bodyTrapped)).toMatch(new RegExp(`^[A-Za-z0-9]{${id(bodyPerson).length}}$`))
    const shape = (body: Record<string, unknown>) => ({
      ...body,
      user: { ...(body.user as object), id: 'x', email: 'x', name: 'x' },
    })
    expect(shape(bodyTrapped)).toEqual(shape(bodyPerson))

    for (const path of ['/send-verification-email', '/request-password-reset']) {
      const answer = await bot.post(site, path, { email: 'person@example.com', ...trap })
      expect(answer.status).toBe(200)
      expect(await json(answer)).toEqual({ status: true })
    }
    const signIn = await bot.post(site, '/sign-in/email', {
      email: 'person@example.com',
      password: STRONG_PASSWORD,
      ...trap,
    })
    expect(signIn.status).toBe(401)
    expect(await json(signIn)).toEqual({ error: 'Invalid email or password.' })

    expect(await mailFor(db(), 'bot@example.com')).toEqual([])
    // Only the person's own confirmation: no second one, no reset link.
    expect((await mailFor(db(), 'person@example.com')).length).toBe(1)
    expect(await db().select().from(users).where(eq(users.email, 'bot@example.com'))).toEqual([])
  })
}
