import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx, type RunningNginx } from '../../scripts/lib/nginx'
import { createScratchDatabase, requirePostgres } from '../support/postgres'
import { startInstance, type Instance } from './support/instance'
import { answerOf, postJson } from './support/visitor'

// The deployment of docs/operations.md and compose.yaml, as processes: nginx (Debian's, with the
// deployment's own configuration) in front of two instances of the standalone build on one
// PostgreSQL.

const postgres = await requirePostgres()

describe.runIf(postgres)('two instances behind the nginx cache', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let instances: Instance[]
  let nginx: RunningNginx

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
  })

  afterAll(async () => {
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
