import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, requirePostgres } from '../support/postgres'
import { startInstance, type Instance } from './support/instance'
import { startTcpLink, type TcpLink } from './support/tcp-link'
import { answerOf, clientAddress, postJson } from './support/visitor'

// PostgreSQL goes away under a running instance and comes back. Visitors still get the
// prerendered pages; everything that needs the database says so quickly, in the one error
// shape, and works again once the database is back, without a restart.

const postgres = await requirePostgres()

/** Pages the build prerendered: served from the build, never from the database. */
const PRERENDERED = ['/', '/services', '/insights', '/about/leadership', '/contact']

const BOOKING = {
  name: 'Morgan Ellery',
  email: 'outage@client.example',
  questions: 'Can you help us plan a data platform migration this spring?',
  date: '2027-01-12',
  time: '10:00',
  timeZone: 'ET',
}

/** The request and how long it took to be answered. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

describe.runIf(postgres)('a database outage', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let link: TcpLink
  let site: Instance

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    const direct = new URL(scratch.url)
    link = await startTcpLink({ host: direct.hostname, port: Number(direct.port || 5432) })
    const throughLink = new URL(scratch.url)
    throughLink.port = String(link.port)
    site = await startInstance({ name: 'site', env: { DATABASE_URL: throughLink.toString() } })
  })

  afterAll(async () => {
    await site?.stop()
    await link?.close()
    await scratch?.drop()
  })

  async function expectDegraded(budgetMs: number) {
    for (const path of PRERENDERED) {
      const page = await timed(() => fetch(`${site.url}${path}`))
      expect(page.result.status, path).toBe(200)
      expect(page.ms, path).toBeLessThan(2_000)
    }
    const health = await timed(() => fetch(`${site.url}/api/health`).then(answerOf))
    expect(health.result.status).toBe(503)
    expect(health.result.body).toEqual({ status: 'degraded', db: 'down' })
    expect(health.ms).toBeLessThan(2_500)

    const calls = [
      () => fetch(`${site.url}/api/consultations/calendar?timeZone=ET`).then(answerOf),
      () =>
        postJson(`${site.url}/api/consultations`, BOOKING, { 'x-forwarded-for': clientAddress(7) }),
      () => postJson(`${site.url}/api/chat`, { message: 'What do you do for insurers?' }),
      () => fetch(`${site.url}/api/auth/get-session`).then(answerOf),
    ]
    for (const call of calls) {
      const answer = await timed(call)
      expect(answer.result.status).toBe(503)
      expect(answer.result.headers.get('retry-after')).toBe('30')
      expect(answer.result.headers.get('content-type')).toMatch(/^application\/json/)
      expect(answer.result.body).toEqual({
        error: 'The service is unavailable right now. Please try again shortly.',
      })
      expect(answer.ms).toBeLessThan(budgetMs)
    }
  }

  async function expectRecovered() {
    const deadline = Date.now() + 15_000
    let status = 0
    while (Date.now() < deadline && status !== 200) {
      status = (await fetch(`${site.url}/api/health`)).status
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(status).toBe(200)
    const calendar = await fetch(`${site.url}/api/consultations/calendar?timeZone=ET`)
    expect(calendar.status).toBe(200)
    expect(site.child.exitCode).toBeNull()
  }

  it('answers quickly while PostgreSQL refuses connections, and recovers without a restart', async () => {
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200)
    const pid = site.child.pid
    await link.cut()
    await expectDegraded(2_000)
    await link.restore()
    await expectRecovered()
    expect(site.child.pid).toBe(pid)
  })

  it('answers within seconds while PostgreSQL cannot be reached at all, and recovers', async () => {
    link.stall()
    // Each call waits for the connection timeout (3 s), never longer.
    await expectDegraded(4_500)
    link.resume()
    await expectRecovered()
  })
})
