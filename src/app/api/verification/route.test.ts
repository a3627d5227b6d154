import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  SITEVERIFY_TEST_SECRET,
  startSiteverifyPeer,
  type SiteverifyPeer,
} from '#test-support/siteverify-peer'
import { analyticsEvents } from '@/server/db/schema'
import { getDatabaseHandle, getDb, prepareDatabase } from '@/server/db/instance'
import { POST } from './route'

// The route as the server runs it: its own database (PGlite in a scratch folder), the process
// environment read once, Turnstile verified by a real HTTP peer speaking siteverify. The peer's
// address is known only once it listens, which is before the first request reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verification-route-'))
vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SIGNING_SECRET', 'verification-route-test-signing-secret-0123')
vi.stubEnv('BETTER_AUTH_SECRET', 'verification-route-test-auth-secret-012345')
vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://northbridge.example')
vi.stubEnv('TURNSTILE_SITE_KEY', '0x4AAAAAAAroute')
vi.stubEnv('TURNSTILE_SECRET_KEY', SITEVERIFY_TEST_SECRET)
vi.stubEnv('TURNSTILE_HOSTNAMES', 'book.northbridge.example')
vi.stubEnv('TRUSTED_PROXY_HEADER', 'x-forwarded-for')

let peer: SiteverifyPeer

beforeAll(async () => {
  peer = await startSiteverifyPeer()
  vi.stubEnv('TURNSTILE_VERIFY_URL', peer.url)
  await prepareDatabase()
})

afterAll(async () => {
  await getDatabaseHandle().close()
  await peer.close()
  vi.unstubAllEnvs()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

let client = 0

/** A browser on `host` posting a solved Turnstile token, from an address of its own. */
function submit(host: string, token: string, headers: Record<string, string> = {}) {
  client += 1
  return POST(
    new Request(`http://${host}/api/verification`, {
      method: 'POST',
      headers: {
        host,
        origin: `http://${host}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${client}`,
        ...headers,
      },
      body: JSON.stringify({ token }),
    }),
  )
}

/** A token the widget solved on `hostname` (what siteverify reports back). */
function solvedOn(hostname: string): string {
  const token = `token-${hostname}-${client}`
  peer.issue(token)
  peer.hostname = hostname
  return token
}

describe('POST /api/verification with Turnstile: the accepted host names', () => {
  it('refuses a token solved on the request’s own host when that host is not configured', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await submit('attacker.example', solvedOn('attacker.example'))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Verification failed. Please try again.' })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('token solved on attacker.example'))
    warn.mockRestore()
  })

  it('accepts a token solved on the public origin or on TURNSTILE_HOSTNAMES, whatever the Host', async () => {
    for (const [host, solved] of [
      ['northbridge.example', 'northbridge.example'],
      ['northbridge.example', 'book.northbridge.example'],
      ['book.northbridge.example', 'book.northbridge.example'],
      ['attacker.example', 'northbridge.example'],
    ] as const) {
      const response = await submit(host, solvedOn(solved))
      expect(response.status, `${solved} via ${host}`).toBe(200)
      expect(await response.json()).toEqual({ verified: true })
      expect(response.headers.get('set-cookie')).toMatch(/^northbridge-verified=v1\./)
    }
  })
})

describe('POST /api/verification: first-party counting', () => {
  it('records a passed human check as a conversion, after answering, and a refused one not', async () => {
    const browser = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      referer: 'https://northbridge.example/contact',
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await submit('northbridge.example', 'never-issued', browser)).status).toBe(403)
    warn.mockRestore()
    const passed = await submit('northbridge.example', solvedOn('northbridge.example'), browser)
    expect(passed.status).toBe(200)
    await expect
      .poll(() =>
        getDb()
          .select({ name: analyticsEvents.name, path: analyticsEvents.path })
          .from(analyticsEvents),
      )
      .toEqual([{ name: 'human-check-passed', path: '/contact' }])
  })
})
