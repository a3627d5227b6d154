import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditDependencies,
  auditOutcome,
  judgeAudit,
  parseAuditOutput,
  parseExceptions,
  type Advisory,
  type AuditException,
} from './dependency-audit'

const advisory = (overrides: Partial<Advisory> = {}): Advisory => ({
  id: 'GHSA-aaaa-bbbb-cccc',
  url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
  package: 'sirv',
  title: 'Path traversal',
  severity: 'high',
  range: '<3.0.3',
  ...overrides,
})

const exception = (overrides: Partial<AuditException> = {}): AuditException => ({
  advisory: 'GHSA-aaaa-bbbb-cccc',
  package: 'sirv',
  reason: 'Only serves the build folder; the traversal needs a symlink we never ship.',
  expires: '2027-01-31',
  ...overrides,
})

/** A report as npm 11 prints it for one advisory in `sirv` that `compression` inherits. */
const REPORT = {
  auditReportVersion: 2,
  vulnerabilities: {
    sirv: {
      name: 'sirv',
      severity: 'high',
      isDirect: true,
      via: [
        {
          source: 1104,
          name: 'sirv',
          dependency: 'sirv',
          title: 'Path traversal',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'high',
          cwe: ['CWE-22'],
          cvss: { score: 7.5, vectorString: null },
          range: '<3.0.3',
        },
        {
          source: 1105,
          name: 'sirv',
          dependency: 'sirv',
          title: 'Slow headers',
          url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff',
          severity: 'moderate',
          cwe: [],
          cvss: { score: 5, vectorString: null },
          range: '<3.0.2',
        },
      ],
      effects: ['compression'],
      range: '<3.0.3',
      nodes: ['node_modules/sirv'],
      fixAvailable: true,
    },
    compression: {
      name: 'compression',
      severity: 'high',
      isDirect: true,
      via: ['sirv'],
      effects: [],
      range: '*',
      nodes: ['node_modules/compression'],
      fixAvailable: false,
    },
  },
  metadata: { vulnerabilities: { high: 2, moderate: 1, total: 2 } },
}

describe('parseAuditOutput', () => {
  it('lists each advisory once, with its GHSA id, package, severity and range', () => {
    const report = parseAuditOutput(JSON.stringify(REPORT))
    expect(report).toEqual({
      ok: true,
      advisories: [
        advisory(),
        advisory({
          id: 'GHSA-dddd-eeee-ffff',
          url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff',
          title: 'Slow headers',
          severity: 'moderate',
          range: '<3.0.2',
        }),
      ],
    })
  })

  it('reads a clean report as no advisories', () => {
    const clean = { auditReportVersion: 2, vulnerabilities: {}, metadata: {} }
    expect(parseAuditOutput(JSON.stringify(clean))).toEqual({ ok: true, advisories: [] })
  })

  it('says why there is no report when npm could not reach the advisory service', () => {
    const refused = {
      message:
        '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    }
    const offline = {
      error: {
        code: 'ENOTFOUND',
        summary: 'request to https://registry.example failed, reason: getaddrinfo ENOTFOUND',
        detail: '',
      },
    }
    expect(parseAuditOutput(JSON.stringify(refused))).toEqual({
      ok: false,
      problem: expect.stringContaining('405 Method Not Allowed'),
    })
    expect(parseAuditOutput(JSON.stringify(offline))).toEqual({
      ok: false,
      problem: expect.stringMatching(/ENOTFOUND: request to https:\/\/registry\.example failed/),
    })
    expect(parseAuditOutput('')).toEqual({ ok: false, problem: 'npm audit printed no JSON report' })
    expect(parseAuditOutput('{"auditReportVersion":1,"advisories":{}}')).toMatchObject({
      ok: false,
    })
  })
})

describe('parseExceptions', () => {
  it('reads the exceptions, an advisory URL as its id', () => {
    const text = JSON.stringify({
      $comment: 'see README',
      exceptions: [
        exception({ advisory: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc' }),
        exception({ advisory: 'GHSA-dddd-eeee-ffff', package: 'compression' }),
      ],
    })
    expect(parseExceptions(text)).toEqual([
      exception(),
      exception({ advisory: 'GHSA-dddd-eeee-ffff', package: 'compression' }),
    ])
  })

  it('refuses an exception without a reason, a package or a real expiry date', () => {
    const file = (entry: Record<string, unknown>) => JSON.stringify({ exceptions: [entry] })
    expect(() => parseExceptions(file({ ...exception(), reason: '' }))).toThrow(/reason/)
    expect(() => parseExceptions(file({ ...exception(), package: ' ' }))).toThrow(/package/)
    expect(() => parseExceptions(file({ ...exception(), expires: 'next year' }))).toThrow(
      /expires: Give the last day/,
    )
    expect(() => parseExceptions(file({ ...exception(), expires: '2027-02-30' }))).toThrow(
      /expires/,
    )
    const forever: Record<string, unknown> = { ...exception() }
    delete forever.expires
    expect(() => parseExceptions(file(forever))).toThrow(/expires/)
    expect(() => parseExceptions(file({ ...exception(), note: 'x' }))).toThrow()
    expect(() => parseExceptions('[')).toThrow(/not JSON/)
  })
})

describe('judgeAudit', () => {
  const on = (day: string) => new Date(`${day}T12:00:00Z`)

  it('fails on every high or critical advisory, and only lists lower ones', () => {
    const critical = advisory({ id: 'GHSA-cccc-cccc-cccc', severity: 'critical' })
    const moderate = advisory({ id: 'GHSA-mmmm-mmmm-mmmm', severity: 'moderate' })
    const low = advisory({ id: 'GHSA-llll-llll-llll', severity: 'low' })
    const verdict = judgeAudit([advisory(), critical, moderate, low], [], on('2027-01-01'))
    expect(verdict.failing).toEqual([advisory(), critical])
    expect(verdict.lower).toEqual([moderate, low])
    expect(verdict.accepted).toEqual([])
  })

  it('accepts an advisory its exception names, through the expiry day and not after', () => {
    expect(judgeAudit([advisory()], [exception()], on('2027-01-31'))).toEqual({
      failing: [],
      accepted: [{ advisory: advisory(), exception: exception() }],
      expired: [],
      unused: [],
      lower: [],
    })
    expect(judgeAudit([advisory()], [exception()], on('2027-02-01'))).toEqual({
      failing: [advisory()],
      accepted: [],
      expired: [exception()],
      unused: [],
      lower: [],
    })
  })

  it('matches an exception by advisory and package together', () => {
    const otherPackage = exception({ package: 'compression' })
    const otherAdvisory = exception({ advisory: 'GHSA-zzzz-zzzz-zzzz' })
    const verdict = judgeAudit([advisory()], [otherPackage, otherAdvisory], on('2027-01-01'))
    expect(verdict.failing).toEqual([advisory()])
    // Exceptions that match nothing reported are named, so they get removed.
    expect(verdict.unused).toEqual([otherPackage, otherAdvisory])
  })
})

describe('auditOutcome', () => {
  const report = { ok: true as const, advisories: [advisory()] }

  it('counts each failing advisory as a failed test, and a clean audit as one passed', () => {
    expect(auditOutcome(report, [], { now: new Date('2027-01-15') }).counts).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
    })
    expect(auditOutcome({ ok: true, advisories: [] }, []).counts).toEqual({
      passed: 1,
      failed: 0,
      skipped: 0,
    })
  })

  it('fails again once the exception has expired, and says so', () => {
    const accepted = auditOutcome(report, [exception()], { now: new Date('2027-01-31T23:59Z') })
    expect(accepted.ok).toBe(true)
    const expired = auditOutcome(report, [exception()], { now: new Date('2027-02-01T00:00Z') })
    expect(expired).toMatchObject({ ok: false, counts: { passed: 0, failed: 1, skipped: 0 } })
    expect(expired.lines.join('\n')).toMatch(
      /FAIL high sirv <3\.0\.3: Path traversal[^]*the exception for GHSA-aaaa-bbbb-cccc in sirv ended on 2027-01-31/,
    )
  })

  it('fails without a report, and skips (never passes) only when told to', () => {
    const missing = { ok: false as const, problem: 'npm audit gave no report (ENOTFOUND)' }
    const failed = auditOutcome(missing, [])
    expect(failed).toMatchObject({ ok: false, counts: { passed: 0, failed: 1, skipped: 0 } })
    expect(failed.lines[0]).toBe(
      'The dependency audit could not check the production dependencies: npm audit gave no report (ENOTFOUND).',
    )
    expect(auditOutcome(missing, [], { unreachable: 'skip' })).toMatchObject({
      ok: true,
      counts: { passed: 0, failed: 0, skipped: 1 },
    })
  })
})

// npm itself against a registry on this machine that answers the audit as the real one does:
// the advisories for the packages npm asks about, and each package's versions.
describe('auditDependencies with npm against a local registry', () => {
  let server: http.Server
  let registry: string
  let advisories: Record<string, unknown[]> = {}
  let asked: string[] = []
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-audit-'))
  const exceptionsFile = path.join(folder, 'audit-exceptions.json')

  const ghsa = (name: string, id: string, severity: string) => ({
    id: 4000 + asked.length,
    url: `https://github.com/advisories/${id}`,
    title: `Something in ${name}`,
    severity,
    vulnerable_versions: '<999.0.0',
    cwe: [],
    cvss: { score: 7.5, vectorString: null },
  })

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume()
      request.on('end', () => {
        asked.push(`${request.method} ${request.url}`)
        response.setHeader('content-type', 'application/json')
        if (request.url?.startsWith('/-/npm/v1/security/advisories/bulk')) {
          response.end(JSON.stringify(advisories))
          return
        }
        const name = decodeURIComponent((request.url ?? '/').slice(1))
        const version = '1.0.0'
        response.end(
          JSON.stringify({
            name,
            'dist-tags': { latest: version },
            versions: { [version]: { name, version } },
          }),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(folder, { recursive: true, force: true })
  })

  const audit = (options: Parameters<typeof auditDependencies>[0] = {}) => {
    asked = []
    return auditDependencies({ registry, exceptionsFile, now: new Date('2027-01-15'), ...options })
  }

  it('fails on a high advisory in a production dependency and ignores development ones', async () => {
    advisories = {
      sirv: [ghsa('sirv', 'GHSA-aaaa-bbbb-cccc', 'high')],
      // A development tool only: --omit=dev leaves it out.
      'vnu-jar': [ghsa('vnu-jar', 'GHSA-dddd-eeee-ffff', 'critical')],
    }
    fs.writeFileSync(exceptionsFile, JSON.stringify({ exceptions: [] }))
    const outcome = await audit()
    expect(asked).toContain('POST /-/npm/v1/security/advisories/bulk')
    expect(outcome.ok).toBe(false)
    expect(outcome.counts).toEqual({ passed: 0, failed: 1, skipped: 0 })
    expect(outcome.lines.join('\n')).toMatch(/FAIL high sirv <999\.0\.0: Something in sirv/)
    expect(outcome.lines.join('\n')).not.toMatch(/vnu-jar/)
  }, 60_000)

  it('passes with an exception in force', async () => {
    advisories = { sirv: [ghsa('sirv', 'GHSA-aaaa-bbbb-cccc', 'high')] }
    fs.writeFileSync(exceptionsFile, JSON.stringify({ exceptions: [exception()] }))
    const accepted = await audit()
    expect(accepted).toMatchObject({ ok: true, counts: { passed: 1, failed: 0, skipped: 0 } })
    expect(accepted.lines.join('\n')).toMatch(/accepted until 2027-01-31: Only serves/)
  }, 60_000)

  it('fails with the reason when the registry cannot be reached', async () => {
    fs.writeFileSync(exceptionsFile, JSON.stringify({ exceptions: [] }))
    // A port nothing listens on.
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`
    await new Promise((resolve) => closed.close(resolve))

    const failed = await audit({ registry: nowhere })
    expect(failed.ok).toBe(false)
    expect(failed.counts).toEqual({ passed: 0, failed: 1, skipped: 0 })
    expect(failed.lines.join('\n')).toMatch(
      /could not check the production dependencies: .*ECONNREFUSED/,
    )
  }, 60_000)
})
