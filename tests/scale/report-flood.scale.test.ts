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
// What is judged is what the size of a report costs the event loop. A burst of 20 concurrent
// requests of any size holds a 2-core machine for a while by itself (about 100-200 ms under the
// rest of `npm test`: routing, the rate limiter, the log line), so each try first sends the same
// burst with reports of a few characters (the control) and then the 64 KB burst, and the 64 KB
// burst's slowest health check must stay within the control's slowest plus the 100 ms.
// On an idle machine the 64 KB burst alone stays under 100 ms (68 ms measured); before the fix
// each report held the event loop for seconds, which fails any try. Up to three tries, each from
// clients of its own; the best one counts, and every try's figures are printed.

const REPORTS = 20
const FIELD_LENGTH = 65_000
const CONTROL_FIELD_LENGTH = 16
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
  const burst = async (client: string, fieldLength: number) => {
    const field = 'a'.repeat(fieldLength)
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
      `${REPORTS} reports of ${fieldLength} characters in ${Math.round(burstMs)} ms; ` +
        `${latencies.length} health checks meanwhile, the slowest ${worst.toFixed(1)} ms`,
    )
    return { statuses, worst, probes: latencies.length }
  }

  it('processes 20 concurrent 64 KB reports while /api/health answers within 100 ms of a burst of small ones', async () => {
    // The first request to a route loads its code: not what is measured here.
    expect(await report('script-src-elem', clientAddress(0))).toBe(204)
    for (let warm = 0; warm < 5; warm++) await healthLatency()

    const tries = []
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const control = await burst(clientAddress(2 * attempt - 1), CONTROL_FIELD_LENGTH)
      const large = await burst(clientAddress(2 * attempt), FIELD_LENGTH)
      // Every report processed, not refused: accepted with 204 (within each client's limit).
      for (const result of [control, large]) {
        expect(result.statuses).toEqual(Array<number>(REPORTS).fill(204))
        expect(result.probes).toBeGreaterThan(0)
      }
      const overControl = large.worst - control.worst
      console.info(
        `64 KB reports: slowest health check ${overControl.toFixed(1)} ms over the control`,
      )
      tries.push(overControl)
      if (overControl < HEALTH_BUDGET_MS) break
    }
    expect(Math.min(...tries)).toBeLessThan(HEALTH_BUDGET_MS)

    // Each report became one log line, and what it logged is bounded whatever it sent.
    const expected = 1 + 2 * REPORTS * tries.length
    const violations = await violationLines(expected)
    expect(violations).toHaveLength(expected)
    expect(Math.max(...violations.map((entry) => JSON.stringify(entry).length))).toBeLessThan(1_000)
  })
})
