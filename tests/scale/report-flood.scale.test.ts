import os from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, requirePostgres } from '../support/postgres'
import { clientAddress } from './support/visitor'
import { newDataDir, startInstance, type Instance } from './support/instance'

// One client that sends what the CSP report endpoint accepts, only large: 20 reports of 64 KB
// at once, each with a 65,000-character field, as one attacker can send every minute within the
// endpoint's limit (60 a minute per client). Each report is processed (answered 204 and logged),
// and the server keeps answering its health check meanwhile: no request may hold the event loop
// (issue 25, point 1: the log scrubber backtracked quadratically over the field, 5 s a report,
// while /api/health waited as long). One instance on PostgreSQL, as each instance of
// docs/operations.md runs: its queries run beside the event loop, so what is measured is the
// event loop, not the embedded database's one queue.
//
// The budget is the 100 ms on an idle machine. On a shared one (this suite may run beside
// other builds and tests), a burst of 20 requests of any size takes longer by itself, so the
// budget is stretched by the load average per core when that is above 1, and the burst is tried
// up to three times, each from its own client address; the best try must stay within the
// budget, and every try's slowest health check is printed. A request that holds the event loop
// for seconds (5 s a report before the fix) fails any of them.

const REPORTS = 20
const FIELD_LENGTH = 65_000
const HEALTH_BUDGET_MS = 100
const TRIES = 3

const postgres = await requirePostgres()

describe.runIf(postgres)('a burst of 64 KB CSP reports', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let site: Instance

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    site = await startInstance({
      name: 'report flood',
      env: { DATA_DIR: newDataDir(), DATABASE_URL: scratch.url },
    })
  })

  afterAll(async () => {
    await site?.stop()
    await scratch?.drop()
  })

  const report = (directive: string, client: string) =>
    fetch(`${site.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': client },
      body: JSON.stringify({ 'csp-report': { 'effective-directive': directive } }),
      signal: AbortSignal.timeout(30_000),
    }).then(
      (response) => response.status,
      () => 0,
    )

  /** The milliseconds of one health check (Infinity when it failed or took 10 s). */
  const healthLatency = async () => {
    const started = performance.now()
    try {
      const response = await fetch(`${site.url}/api/health`, {
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      if (response.status !== 200) return Infinity
    } catch {
      return Infinity
    }
    return performance.now() - started
  }

  /** The server's violation log lines, once `count` have arrived (or after 5 s). */
  const violationLines = async (count: number) => {
    const deadline = Date.now() + 5_000
    for (;;) {
      const lines = site
        .logEntries()
        .filter((entry) => entry.msg === 'content security policy violation')
      if (lines.length >= count || Date.now() > deadline) return lines
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** 20 reports at once from one client, health checks back to back until all are answered. */
  const burst = async (client: string) => {
    const field = 'a'.repeat(FIELD_LENGTH)
    let bursting = true
    const latencies: number[] = []
    const probing = (async () => {
      while (bursting) {
        latencies.push(await healthLatency())
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    const started = performance.now()
    const statuses = await Promise.all(Array.from({ length: REPORTS }, () => report(field, client)))
    const burstMs = performance.now() - started
    bursting = false
    await probing
    const worst = Math.max(...latencies)
    console.info(
      `${REPORTS} reports of ${FIELD_LENGTH} characters in ${Math.round(burstMs)} ms; ` +
        `${latencies.length} health checks meanwhile, the slowest ${worst.toFixed(1)} ms`,
    )
    return { statuses, worst, probes: latencies.length }
  }

  it('processes 20 concurrent reports while /api/health answers within 100 ms (idle machine)', async () => {
    // The first request to a route loads its code: not what is measured here.
    expect(await report('script-src-elem', clientAddress(0))).toBe(204)
    for (let warm = 0; warm < 5; warm++) await healthLatency()

    const [load = 0] = os.loadavg()
    const stretch = Math.max(1, load / os.availableParallelism())
    const budget = HEALTH_BUDGET_MS * stretch
    console.info(`health budget ${Math.round(budget)} ms (load average ${load.toFixed(1)})`)

    const tries = []
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const result = await burst(clientAddress(attempt))
      tries.push(result)
      // Every report processed, not refused: accepted with 204 (within the client's limit).
      expect(result.statuses).toEqual(Array<number>(REPORTS).fill(204))
      expect(result.probes).toBeGreaterThan(0)
      if (result.worst < budget) break
    }
    expect(Math.min(...tries.map((result) => result.worst))).toBeLessThan(budget)

    // Each report became one log line, and what it logged is bounded whatever it sent.
    const expected = 1 + REPORTS * tries.length
    const violations = await violationLines(expected)
    expect(violations).toHaveLength(expected)
    expect(Math.max(...violations.map((entry) => JSON.stringify(entry).length))).toBeLessThan(1_000)
  })
})
