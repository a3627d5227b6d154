import '#test-support/test-secrets'
import { createChallenge, solveChallenge, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { databaseEachTest } from '#test-support/database'
import {
  SITEVERIFY_TEST_SECRET,
  startSiteverifyPeer,
  type SiteverifyPeer,
} from '#test-support/siteverify-peer'
import { parseEnv } from '@/config/env.server'
import type { Database, DatabaseHandle } from '@/server/db/client'
import { usedVerifications } from '@/server/db/schema'
import { CHALLENGE_LIFETIME_MS, createAltchaChallenge, verifyAltchaPayload } from './altcha.server'
import {
  clearPassCookie,
  hasUnspentPass,
  hasValidPass,
  isSpent,
  issuePassCookie,
  readPass,
  spendPass,
} from './pass.server'
import { VerificationSubmissionSchema } from './human-check'
import { verifyTurnstileToken } from './turnstile.server'
import { checkHuman, turnstileHostnames, verificationProvider } from './verification.server'

let handle: DatabaseHandle
let db: Database

/** A fresh database for each test of the calling describe (the pass cookie needs none). */
function useDatabase() {
  const freshDatabase = databaseEachTest()
  beforeEach(async () => {
    handle = await freshDatabase()
    db = handle.db
  })
}

/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`. */
function widgetPayload(challenge: Challenge, solution: Solution): string {
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  )
}

/** Solves a challenge the way the widget does, in this process. */
async function solve(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge could not be solved')
  return solution
}

/** A challenge of ours, solved: its widget payload and the parts it was made of. */
async function solvedChallenge(now?: Date) {
  const challenge = await createAltchaChallenge(now)
  const solution = await solve(challenge)
  return { challenge, solution, payload: widgetPayload(challenge, solution) }
}

/** The key a solver derives for one counter (nonce followed by the counter as big-endian uint32). */
async function derivedKeyFor(challenge: Challenge, counter: number): Promise<string> {
  const nonce = Buffer.from(challenge.parameters.nonce, 'hex')
  const password = new Uint8Array(nonce.length + 4)
  password.set(nonce)
  new DataView(password.buffer).setUint32(nonce.length, counter)
  const salt = Buffer.from(challenge.parameters.salt, 'hex')
  const { derivedKey } = await deriveKey(challenge.parameters, salt, password)
  return Buffer.from(derivedKey).toString('hex')
}

/** Changes one hex digit of a string (the last one). */
const flipHex = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`

describe('ALTCHA, end to end in Node', () => {
  useDatabase()

  it('accepts a solved challenge, and the same solution only once', async () => {
    const { challenge, solution, payload } = await solvedChallenge()
    expect(await verifyAltchaPayload(db, payload)).toEqual({ ok: true })
    expect(await verifyAltchaPayload(db, payload)).toEqual({ ok: false, reason: 'already used' })
    // A re-encoded copy is the same solution: the challenge, not the payload text, is used up.
    // (The signed-key check does not look at the counter, so this copy is otherwise valid.)
    const variant = widgetPayload(challenge, { ...solution, counter: solution.counter + 1 })
    expect(await verifyAltchaPayload(db, variant)).toEqual({ ok: false, reason: 'already used' })
    expect(await db.select().from(usedVerifications)).toHaveLength(1)
  })

  it('lets only one of two concurrent submissions of one solution pass', async () => {
    const { payload } = await solvedChallenge()
    const results = await Promise.all([
      verifyAltchaPayload(db, payload),
      verifyAltchaPayload(db, payload),
      verifyAltchaPayload(db, payload),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: 'already used' },
      { ok: false, reason: 'already used' },
    ])
  })

  it('refuses a tampered solution or challenge, and the genuine one still passes after', async () => {
    const { challenge, solution, payload } = await solvedChallenge()
    // The helper derives keys exactly as the solver does, so a key it makes for another counter
    // is a real (wrong) answer, not noise.
    expect(await derivedKeyFor(challenge, solution.counter)).toBe(solution.derivedKey)
    const otherCounter = solution.counter + 1
    const tampered = {
      'another counter with its own key': widgetPayload(challenge, {
        ...solution,
        counter: otherCounter,
        derivedKey: await derivedKeyFor(challenge, otherCounter),
      }),
      'a changed derived key': widgetPayload(challenge, {
        ...solution,
        derivedKey: flipHex(solution.derivedKey),
      }),
      'a cheaper cost': widgetPayload(
        { ...challenge, parameters: { ...challenge.parameters, cost: 1 } },
        solution,
      ),
      'a later expiry': widgetPayload(
        {
          ...challenge,
          parameters: {
            ...challenge.parameters,
            expiresAt: (challenge.parameters.expiresAt ?? 0) + 3_600,
          },
        },
        solution,
      ),
      'another key prefix': widgetPayload(
        {
          ...challenge,
          parameters: {
            ...challenge.parameters,
            keyPrefix: flipHex(challenge.parameters.keyPrefix),
          },
        },
        solution,
      ),
      'a changed signature': widgetPayload(
        { ...challenge, signature: flipHex(challenge.signature ?? '') },
        solution,
      ),
    }
    for (const [change, forged] of Object.entries(tampered)) {
      expect({ change, result: await verifyAltchaPayload(db, forged) }).toEqual({
        change,
        result: { ok: false, reason: 'invalid solution' },
      })
    }
    expect(await db.select().from(usedVerifications)).toHaveLength(0)
    expect(await verifyAltchaPayload(db, payload)).toEqual({ ok: true })
  })

  it('refuses payloads that are not the widget’s at all', async () => {
    const { challenge, solution } = await solvedChallenge()
    const malformed = [
      '%%% not base64 %%%',
      btoa('this is not JSON'),
      btoa(JSON.stringify({ challenge: challenge.parameters, solution })),
      btoa(JSON.stringify({ challenge: { parameters: challenge.parameters }, solution })),
      btoa(JSON.stringify({ challenge, solution: { counter: String(solution.counter) } })),
      '',
    ]
    for (const payload of malformed) {
      expect(await verifyAltchaPayload(db, payload)).toEqual({
        ok: false,
        reason: 'malformed payload',
      })
    }
    expect(
      await verifyAltchaPayload(
        db,
        widgetPayload(
          { ...challenge, parameters: { ...challenge.parameters, algorithm: 'SHA-256' } },
          solution,
        ),
      ),
    ).toEqual({ ok: false, reason: 'wrong algorithm' })
  })

  it('refuses a challenge signed with another key', async () => {
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 500,
      counter: 1_500,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'somebody-else-entirely-0123456789abcdef',
      hmacKeySignatureSecret: 'somebody-else-key-0123456789abcdef0123',
    })
    const payload = widgetPayload(foreign, await solve(foreign))
    expect(await verifyAltchaPayload(db, payload)).toEqual({
      ok: false,
      reason: 'invalid solution',
    })
  })

  it('refuses a challenge solved after its five minutes', async () => {
    const issued = new Date(Date.now() - CHALLENGE_LIFETIME_MS - 1_000)
    const { payload } = await solvedChallenge(issued)
    expect(await verifyAltchaPayload(db, payload)).toEqual({ ok: false, reason: 'expired' })

    const fresh = await solvedChallenge()
    const late = new Date(Date.now() + CHALLENGE_LIFETIME_MS + 1_000)
    expect(await verifyAltchaPayload(db, fresh.payload, late)).toEqual({
      ok: false,
      reason: 'expired',
    })
    // Refusing the late copy did not use it up.
    expect(await verifyAltchaPayload(db, fresh.payload)).toEqual({ ok: true })
  })
})

describe('Turnstile, against a local siteverify peer', () => {
  useDatabase()
  let peer: SiteverifyPeer
  const config = () => ({ secretKey: SITEVERIFY_TEST_SECRET, verifyUrl: peer.url })

  beforeEach(async () => {
    peer = await startSiteverifyPeer()
  })

  afterEach(async () => {
    await peer.close()
  })

  it('sends the secret, the token and the client address as a form POST', async () => {
    peer.issue('token-1')
    expect(await verifyTurnstileToken(db, 'token-1', config(), '203.0.113.7')).toEqual({
      ok: true,
    })
    expect(peer.received).toEqual([
      {
        method: 'POST',
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
        fields: { secret: 'test-secret', response: 'token-1', remoteip: '203.0.113.7' },
      },
    ])
  })

  it('leaves the client address out when it is unknown', async () => {
    peer.issue('token-1')
    expect((await verifyTurnstileToken(db, 'token-1', config(), undefined)).ok).toBe(true)
    expect(peer.received[0]?.fields).toEqual({ secret: 'test-secret', response: 'token-1' })
  })

  it('accepts a good token once and refuses its replay', async () => {
    peer.issue('token-1')
    expect((await verifyTurnstileToken(db, 'token-1', config(), '203.0.113.7')).ok).toBe(true)
    expect(await verifyTurnstileToken(db, 'token-1', config(), '203.0.113.7')).toEqual({
      ok: false,
      reason: 'timeout-or-duplicate',
    })
  })

  it('refuses a replay itself even when siteverify would accept it again', async () => {
    peer.acceptDuplicates = true
    peer.issue('token-1')
    const results = await Promise.all([
      verifyTurnstileToken(db, 'token-1', config(), '203.0.113.7'),
      verifyTurnstileToken(db, 'token-1', config(), '203.0.113.7'),
    ])
    expect(peer.received).toHaveLength(2)
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results).toContainEqual({ ok: false, reason: 'already used' })
  })

  it('refuses an unknown token and a wrong secret', async () => {
    peer.issue('token-1')
    expect(await verifyTurnstileToken(db, 'forged', config(), undefined)).toEqual({
      ok: false,
      reason: 'invalid-input-response',
    })
    const wrongSecret = { ...config(), secretKey: 'not-the-secret' }
    expect(await verifyTurnstileToken(db, 'token-1', wrongSecret, undefined)).toEqual({
      ok: false,
      reason: 'invalid-input-secret',
    })
    // Neither attempt used the token up.
    expect((await verifyTurnstileToken(db, 'token-1', config(), undefined)).ok).toBe(true)
  })

  it('refuses an answer that is not JSON, as the provider being unavailable', async () => {
    peer.issue('token-1')
    peer.answerNonJson = true
    expect(await verifyTurnstileToken(db, 'token-1', config(), undefined)).toMatchObject({
      ok: false,
      unavailable: true,
    })
    expect(peer.received).toHaveLength(1)
    expect(await db.select().from(usedVerifications)).toHaveLength(0)
  })

  it('refuses, without throwing, when siteverify is down', async () => {
    const gone = await startSiteverifyPeer()
    gone.issue('token-1')
    await gone.close()
    const down = { secretKey: SITEVERIFY_TEST_SECRET, verifyUrl: gone.url }
    expect(await verifyTurnstileToken(db, 'token-1', down, '203.0.113.7')).toMatchObject({
      ok: false,
      unavailable: true,
      reason: expect.stringContaining('unreachable'),
    })
    expect(await db.select().from(usedVerifications)).toHaveLength(0)
  })
})

describe('checkHuman', () => {
  useDatabase()
  let peer: SiteverifyPeer

  beforeEach(async () => {
    peer = await startSiteverifyPeer()
    // Solved on the site itself: the public origin's host name (NEXT_PUBLIC_SITE_URL's default).
    peer.hostname = 'northbridge.example'
    peer.issue('token-1')
  })

  afterEach(async () => {
    await peer.close()
  })

  const turnstileEnv = (extra: Record<string, string> = {}) =>
    parseEnv({
      TURNSTILE_SITE_KEY: '0x4AAAAAAAtest',
      TURNSTILE_SECRET_KEY: SITEVERIFY_TEST_SECRET,
      TURNSTILE_VERIFY_URL: peer.url,
      NEXT_PUBLIC_SITE_URL: 'https://northbridge.example',
      ...extra,
    })

  it('uses Turnstile when both of its keys are set, and ignores an ALTCHA payload', async () => {
    const env = turnstileEnv()
    expect(verificationProvider(env)).toEqual({ kind: 'turnstile', siteKey: '0x4AAAAAAAtest' })
    const { payload } = await solvedChallenge()
    expect(await checkHuman(db, { payload }, env, { remoteIp: '203.0.113.7' })).toEqual({
      ok: false,
      reason: 'no Turnstile token',
    })
    expect(peer.received).toHaveLength(0)
    expect(
      await checkHuman(db, { token: 'token-1', payload }, env, { remoteIp: '203.0.113.7' }),
    ).toEqual({
      ok: true,
    })
    expect(peer.received.map((request) => request.fields)).toEqual([
      { secret: 'test-secret', response: 'token-1', remoteip: '203.0.113.7' },
    ])
    // The ALTCHA payload was not looked at, so it is still unused.
    expect(await verifyAltchaPayload(db, payload)).toEqual({ ok: true })
  })

  it('refuses a token solved on another host the site key allows, such as staging', async () => {
    peer.hostname = 'staging.northbridge.example'
    expect(await checkHuman(db, { token: 'token-1' }, turnstileEnv(), {})).toEqual({
      ok: false,
      reason: 'token solved on staging.northbridge.example',
    })
    peer.hostname = 'northbridge.example'
    peer.issue('token-2')
    expect(await checkHuman(db, { token: 'token-2' }, turnstileEnv(), {})).toEqual({ ok: true })
  })

  it('accepts the hosts of the configuration only: the public origin and TURNSTILE_HOSTNAMES', async () => {
    const env = turnstileEnv({
      NEXT_PUBLIC_SITE_URL: 'https://www.northbridge.example',
      TURNSTILE_HOSTNAMES: 'northbridge.example, Book.Northbridge.example',
    })
    expect(turnstileHostnames(env)).toEqual([
      'www.northbridge.example',
      'northbridge.example',
      'book.northbridge.example',
    ])
    // What the route once added, the request's own host, is nothing to go by: a client sets it.
    const request = { remoteIp: '203.0.113.7', host: 'attacker.example' }
    const attempt = async (token: string, hostname: string) => {
      peer.issue(token)
      peer.hostname = hostname
      return checkHuman(db, { token }, env, request)
    }
    expect(await attempt('t-www', 'www.northbridge.example')).toEqual({ ok: true })
    expect(await attempt('t-apex', 'northbridge.example')).toEqual({ ok: true })
    expect(await attempt('t-book', 'book.northbridge.example')).toEqual({ ok: true })
    expect(await attempt('t-host', 'attacker.example')).toEqual({
      ok: false,
      reason: 'token solved on attacker.example',
    })
    expect(turnstileHostnames(turnstileEnv())).toEqual(['northbridge.example'])
  })

  it('uses ALTCHA when a Turnstile key is missing', async () => {
    const env = parseEnv({ TURNSTILE_SITE_KEY: '0x4AAAAAAAtest', TURNSTILE_VERIFY_URL: peer.url })
    expect(verificationProvider(env)).toEqual({ kind: 'altcha' })
    const { payload } = await solvedChallenge()
    expect(await checkHuman(db, { token: 'token-1' }, env, {})).toEqual({
      ok: false,
      reason: 'no ALTCHA payload',
    })
    expect(await checkHuman(db, { payload, token: 'token-1' }, env, {})).toEqual({
      ok: true,
    })
    expect(peer.received).toHaveLength(0)
  })
})

describe('the pass cookie', () => {
  const T0 = new Date('2026-11-23T15:00:00Z')
  const minutes = (count: number) => new Date(T0.getTime() + count * 60_000)
  const request = (url: string, cookie: string | undefined, headers: Record<string, string> = {}) =>
    new Request(url, { headers: cookie ? { ...headers, cookie } : headers })
  /** The `name=value` a browser sends back for a Set-Cookie value. */
  const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? ''

  function parseSetCookie(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim())
    return { name: pair.slice(0, pair.indexOf('=')), attributes }
  }

  it('lets a visitor through for 30 minutes over http', () => {
    const cookie = sentBack(issuePassCookie(false, T0))
    const http = (at: Date) => hasValidPass(request('http://localhost:3000/api/x', cookie), at)
    expect(http(T0)).toBe(true)
    expect(http(minutes(29))).toBe(true)
    expect(http(new Date(minutes(30).getTime() - 1))).toBe(true)
    expect(http(minutes(30))).toBe(false)
    expect(http(minutes(31))).toBe(false)
  })

  it('is HttpOnly, SameSite=Lax, for the whole site, 30 minutes long; Secure only when secure', () => {
    const plain = parseSetCookie(issuePassCookie(false, T0))
    expect(plain.name).toBe('northbridge-verified')
    expect(plain.attributes.sort()).toEqual(['HttpOnly', 'Max-Age=1800', 'Path=/', 'SameSite=Lax'])

    const secure = parseSetCookie(issuePassCookie(true, T0))
    expect(secure.name).toBe('__Host-northbridge-verified')
    expect(secure.attributes.sort()).toEqual([
      'HttpOnly',
      'Max-Age=1800',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ])
  })

  it('is read under its own name only: the secure pass over https, the plain one over http', () => {
    const plain = sentBack(issuePassCookie(false, T0))
    const secure = sentBack(issuePassCookie(true, T0))
    expect(hasValidPass(request('https://northbridge.example/api/x', secure), T0)).toBe(true)
    expect(hasValidPass(request('http://localhost/api/x', secure), T0)).toBe(false)
    expect(hasValidPass(request('https://northbridge.example/api/x', plain), T0)).toBe(false)
    // Behind a proxy that terminates TLS, the forwarded protocol decides.
    const proxied = { 'x-forwarded-proto': 'https' }
    expect(hasValidPass(request('http://10.0.0.5/api/x', secure, proxied), T0)).toBe(true)
    expect(hasValidPass(request('http://10.0.0.5/api/x', plain, proxied), T0)).toBe(false)
  })

  it('refuses a pass whose signature or expiry was changed, and no pass at all', () => {
    const cookie = sentBack(issuePassCookie(false, T0))
    const at = (value: string) => hasValidPass(request('http://localhost/api/x', value), T0)
    const last = cookie.at(-1)
    expect(at(`${cookie.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`)).toBe(false)
    expect(
      at(cookie.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 3600}.`)),
    ).toBe(false)
    expect(at(cookie.replace('=v1.', '=v2.'))).toBe(false)
    expect(at('northbridge-verified=')).toBe(false)
    expect(hasValidPass(request('http://localhost/api/x', undefined), T0)).toBe(false)
    // Among other cookies, the untouched pass is found.
    expect(at(`theme=dark; ${cookie}; consent=yes`)).toBe(true)
  })
})

describe('a pass is good for one booking', () => {
  useDatabase()
  const T0 = new Date('2026-11-23T15:00:00Z')
  const withPass = (setCookie: string) =>
    new Request('http://localhost:3000/api/consultations', {
      headers: { cookie: setCookie.split(';')[0] ?? '' },
    })

  it('is unspent until a booking spends it, then refused for good', async () => {
    const request = withPass(issuePassCookie(false, T0))
    const pass = readPass(request, T0)
    if (!pass) throw new Error('the new pass does not read back')
    expect(pass.expiresAt).toEqual(new Date(T0.getTime() + 30 * 60_000))
    expect(await hasUnspentPass(db, request, T0)).toBe(true)

    expect(await spendPass(db, pass)).toBe(true)
    expect(await isSpent(db, pass)).toBe(true)
    expect(await hasUnspentPass(db, request, T0)).toBe(false)
    expect(await spendPass(db, pass)).toBe(false)
    // Still signed and in date: only the record of spent passes refuses it.
    expect(hasValidPass(request, T0)).toBe(true)
    // Forgotten only once it would have expired anyway.
    const [row] = await db.select().from(usedVerifications)
    expect(row?.expiresAt).toEqual(pass.expiresAt)
  })

  it('lets one of ten concurrent spends of one pass succeed, and leaves other passes alone', async () => {
    const pass = readPass(withPass(issuePassCookie(false, T0)), T0)
    const other = readPass(withPass(issuePassCookie(false, T0)), T0)
    if (!pass || !other) throw new Error('the new passes do not read back')
    expect(other.id).not.toBe(pass.id)
    const spent = await Promise.all(Array.from({ length: 10 }, () => spendPass(db, pass)))
    expect(spent.filter(Boolean)).toHaveLength(1)
    expect(await isSpent(db, other)).toBe(false)
  })

  it('is removed from the browser by the booking that spends it', () => {
    expect(clearPassCookie(false)).toBe(
      'northbridge-verified=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    )
    expect(clearPassCookie(true)).toBe(
      '__Host-northbridge-verified=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    )
  })
})

describe('what POST /api/verification accepts', () => {
  it('takes what the ALTCHA widget and the Turnstile widget send', () => {
    const altcha = { code: 'abc', fields: { email: 'a@b.example' }, payload: 'x', timeZone: 'UTC' }
    expect(VerificationSubmissionSchema.safeParse(altcha).success).toBe(true)
    expect(VerificationSubmissionSchema.safeParse({ token: 't' }).success).toBe(true)
  })

  it('refuses any other field', () => {
    const result = VerificationSubmissionSchema.safeParse({ payload: 'x', verified: true })
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['verified'] })
  })
})
