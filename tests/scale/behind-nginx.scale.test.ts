import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx, type RunningNginx } from '../../tools/lib/nginx'
import type { CspHashMap } from '../../src/lib/content-security-policy'
import { createScratchDatabase, requirePostgres } from '../support/postgres'
import { STANDALONE_DIR, startInstance, type Instance } from './support/instance'
import { answerOf, postJson } from './support/visitor'

// The deployment of docs/operations.md and compose.yaml, as processes: nginx (Debian's, with the
// deployment's own configuration) in front of two instances of the standalone build on one
// PostgreSQL; a second nginx stands behind a TLS front, as the guide puts one.

const postgres = await requirePostgres()

/** Every page the build prerendered (its Content-Security-Policy map lists each one). */
function prerenderedPages(): string[] {
  const file = path.join(STANDALONE_DIR, '.next', 'csp-hashes.json')
  const map = JSON.parse(fs.readFileSync(file, 'utf8')) as CspHashMap
  // Next.js's own '/_not-found' and '/_global-error' are no addresses.
  return Object.keys(map.routes).filter((route) => !route.startsWith('/_'))
}

/** A JSON POST sent from one local address (127.0.0.0/8), as a front or a client there would. */
function postFrom(
  from: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(JSON.stringify(body))
  })
}

describe.runIf(postgres)('two instances behind the nginx cache', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let instances: Instance[]
  let nginx: RunningNginx
  /** The same deployment file, its trusted front being 127.0.0.2 instead of the private ranges. */
  let front: RunningNginx

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    // The header nginx overwrites with the connection's address (deploy/nginx/nginx.conf).
    const env = { DATABASE_URL: scratch.url, TRUSTED_PROXY_HEADER: 'x-real-ip' }
    instances = await Promise.all([
      startInstance({ name: 'first', env }),
      startInstance({ name: 'second', env }),
    ])
    nginx = await startNginx({
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      workDir: fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-scale-nginx-')),
    })
    front = await startNginx({
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      workDir: fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-scale-nginx-front-')),
      trustedFront: '127.0.0.2',
    })
  })

  afterAll(async () => {
    await front?.stop()
    await nginx?.stop()
    await Promise.all((instances ?? []).map((instance) => instance.stop()))
    await scratch?.drop()
  })

  it('spreads API requests over both instances and never caches them', async () => {
    for (let request = 0; request < 6; request++) {
      const health = await fetch(`${nginx.url}/api/health`)
      expect(health.status).toBe(200)
      expect(health.headers.get('x-cache-status')).not.toBe('HIT')
    }
    // Each instance logged some of the health checks (the access log names the route).
    for (const instance of instances) {
      expect(instance.lines().some((line) => line.includes('/api/health'))).toBe(true)
    }
  })

  it('counts the connection’s address, not one a client claims, against the rate limits', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) {
      const spoofed = `203.0.113.${attempt + 1}`
      const answer = await postJson(
        `${nginx.url}/api/verification`,
        { token: `never-issued-${attempt}` },
        { 'x-real-ip': spoofed, 'x-forwarded-for': spoofed },
      )
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('gives each visitor behind the TLS front a rate limit of their own, and no one else', async () => {
    const attempt = (from: string, visitor?: string) =>
      postFrom(
        from,
        `${front.url}/api/verification`,
        { token: `never-issued-${Math.random()}` },
        visitor ? { 'x-forwarded-for': visitor } : {},
      )
    // The front reports each visitor's address: the first one spends their ten attempts…
    const first: number[] = []
    for (let count = 0; count < 11; count++) first.push(await attempt('127.0.0.2', '198.51.100.31'))
    expect(first).toEqual([...Array<number>(10).fill(403), 429])
    // …and the second visitor through the same front still has theirs.
    expect(await attempt('127.0.0.2', '198.51.100.32')).toBe(403)
    // A client that is not the front names the exhausted visitor: it is counted as itself.
    expect(await attempt('127.0.0.3', '198.51.100.31')).toBe(403)
  })

  it('answers every prerendered page with its full security headers, whatever the prefetch headers, and caches no copy without them', async () => {
    const variants: Record<string, string>[] = [
      // Prefetches first: had they left a copy in the cache, the plain requests would get it.
      { purpose: 'prefetch' },
      { 'next-router-prefetch': '1' },
      {},
      {},
    ]
    const problems: string[] = []
    const pages = prerenderedPages()
    expect(pages.length).toBeGreaterThan(50)
    for (const page of pages) {
      for (const headers of variants) {
        const answer = await fetch(`${nginx.url}${page}`, {
          headers: { 'accept-encoding': 'br', ...headers },
        })
        await answer.arrayBuffer()
        const label = `${page} ${JSON.stringify(headers)} (${answer.headers.get('x-cache-status')})`
        const policy = answer.headers.get('content-security-policy') ?? ''
        if (answer.status !== 200) problems.push(`${label}: status ${answer.status}`)
        if (!/(^|;\s*)script-src /.test(policy)) problems.push(`${label}: no script-src`)
        if (!/(^|;\s*)frame-ancestors 'none'(;|$)/.test(policy)) {
          problems.push(`${label}: no frame-ancestors 'none'`)
        }
        if (answer.headers.get('x-frame-options') !== 'DENY') {
          problems.push(`${label}: X-Frame-Options ${answer.headers.get('x-frame-options')}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('keeps one copy of a webinar’s social card whatever the query string', async () => {
    const card = '/og/insights/webinars/governing-agentic-ai'
    const first = await fetch(`${nginx.url}${card}?v=1`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    const image = Buffer.from(await first.arrayBuffer())
    for (const query of ['?v=2', '?utm_source=feed', '']) {
      const again = await fetch(`${nginx.url}${card}${query}`)
      expect(again.headers.get('x-cache-status'), query).toBe('HIT')
      expect(Buffer.from(await again.arrayBuffer()).equals(image)).toBe(true)
    }
  })

  it('serves prerendered pages from its cache, even with every instance stopped', async () => {
    const pages = ['/', '/services', '/insights']
    for (const page of pages) {
      const first = await fetch(`${nginx.url}${page}`, { headers: { 'accept-encoding': 'br' } })
      expect(first.status).toBe(200)
    }
    for (const page of pages) {
      const again = await fetch(`${nginx.url}${page}`, { headers: { 'accept-encoding': 'br' } })
      expect(again.status).toBe(200)
      expect(again.headers.get('x-cache-status')).toBe('HIT')
      expect(again.headers.get('content-security-policy')).toMatch(/script-src/)
    }
    await Promise.all(instances.map((instance) => instance.stop()))
    for (const page of pages) {
      const cached = await fetch(`${nginx.url}${page}`, { headers: { 'accept-encoding': 'br' } })
      expect(cached.status).toBe(200)
      expect(await cached.text()).toContain('Northbridge Digital')
    }
    // What needs an instance cannot be answered from the cache.
    const api = await answerOf(await fetch(`${nginx.url}/api/health`))
    expect(api.status).toBeGreaterThanOrEqual(500)
  })
})
