import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { projectRoot } from './run'

// The dependency audit of `npm test` (decision 030): npm's own audit of the production
// dependencies against the registry's advisory service. High and critical advisories fail it,
// unless `audit-exceptions.json` accepts one for a stated reason until a date; lower ones are
// listed. An advisory service that cannot be reached fails it too, with the reason, unless the
// run says AUDIT_UNREACHABLE=skip (then it counts as skipped, never as passed).

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const
export type Severity = (typeof SEVERITIES)[number]

/** Advisories of these severities fail the audit. */
export const FAILING_SEVERITIES: readonly Severity[] = ['high', 'critical']

export const EXCEPTIONS_FILE = path.join(projectRoot, 'audit-exceptions.json')

/** One advisory against one installed package. */
export type Advisory = {
  /** The GitHub advisory id (GHSA-…), or npm's number when the advisory has no such URL. */
  id: string
  url: string
  package: string
  title: string
  severity: Severity
  /** The versions the advisory covers. */
  range: string
}

/** An advisory accepted on purpose: why, and until when (the day itself included). */
export type AuditException = { advisory: string; package: string; reason: string; expires: string }

const AdvisoryViaSchema = z.looseObject({
  source: z.union([z.number(), z.string()]),
  name: z.string(),
  title: z.string(),
  url: z.string(),
  severity: z.enum(SEVERITIES),
  range: z.string().optional(),
})

const AuditReportSchema = z.looseObject({
  auditReportVersion: z.literal(2),
  vulnerabilities: z.record(
    z.string(),
    // A `via` entry is an advisory, or the name of a vulnerable package this one depends on
    // (whose own entry holds the advisory).
    z.looseObject({ via: z.array(z.union([z.string(), z.looseObject({})])) }),
  ),
})

/** What npm prints instead of a report when the audit itself failed. */
const AuditErrorSchema = z.looseObject({
  message: z.string().optional(),
  statusCode: z.number().optional(),
  error: z
    .looseObject({
      code: z.string().nullish(),
      summary: z.string().nullish(),
      detail: z.string().nullish(),
    })
    .optional(),
})

export type AuditReport = { ok: true; advisories: Advisory[] } | { ok: false; problem: string }

/** The advisory id a URL names: `https://github.com/advisories/GHSA-…` → `GHSA-…`. */
export function advisoryId(reference: string): string {
  return reference.trim().split('/').findLast(Boolean) ?? ''
}

/**
 * The advisories in the output of `npm audit --json` (report version 2, npm 7 and later), one
 * per advisory and package; or why there is no report (the registry could not be reached, it
 * has no advisory service, npm failed).
 */
export function parseAuditOutput(stdout: string): AuditReport {
  let json: unknown
  try {
    json = JSON.parse(stdout)
  } catch {
    const text = stdout.trim().slice(0, 200)
    return { ok: false, problem: `npm audit printed no JSON report${text ? `: ${text}` : ''}` }
  }
  const report = AuditReportSchema.safeParse(json)
  if (!report.success) {
    const failure = AuditErrorSchema.safeParse(json)
    const parts = failure.success
      ? [
          failure.data.error?.code,
          failure.data.message ?? failure.data.error?.summary,
          failure.data.error?.detail,
        ]
      : []
    const reason = parts.filter((part) => part && part.trim()).join(': ')
    return { ok: false, problem: `npm audit gave no report (${reason || 'unknown output'})` }
  }
  const advisories = new Map<string, Advisory>()
  for (const vulnerability of Object.values(report.data.vulnerabilities)) {
    for (const via of vulnerability.via) {
      const advisory = AdvisoryViaSchema.safeParse(via)
      if (!advisory.success) continue
      const { source, name, title, url, severity, range = '' } = advisory.data
      const id = url.includes('/GHSA-') ? advisoryId(url) : String(source)
      advisories.set(`${id} ${name}`, { id, url, package: name, title, severity, range })
    }
  }
  return { ok: true, advisories: [...advisories.values()] }
}

const ExceptionSchema = z.strictObject({
  advisory: z
    .string()
    .trim()
    .min(1, 'Name the advisory: its GHSA id or URL.')
    .transform((value) => advisoryId(value)),
  package: z.string().trim().min(1, 'Name the package the advisory is about.'),
  reason: z.string().trim().min(10, 'Say why the advisory does not matter here.'),
  expires: z.iso.date('Give the last day the exception holds, as YYYY-MM-DD.'),
})

const ExceptionsFileSchema = z.strictObject({
  $comment: z.string().optional(),
  exceptions: z.array(ExceptionSchema),
})

/** The accepted exceptions in the file's text; throws with the file's problem when it is wrong. */
export function parseExceptions(text: string, file = 'audit-exceptions.json'): AuditException[] {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error instanceof Error ? error.message : error}`)
  }
  const parsed = ExceptionsFileSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${file}: ${issue?.path.join('.') || 'the file'}: ${issue?.message}`)
  }
  return parsed.data.exceptions
}

/** The exceptions of a project: none when it has no file. */
export function readExceptions(file = EXCEPTIONS_FILE): AuditException[] {
  if (!fs.existsSync(file)) return []
  return parseExceptions(fs.readFileSync(file, 'utf8'), path.basename(file))
}

export type Verdict = {
  /** High and critical advisories with no exception in force: each fails the audit. */
  failing: Advisory[]
  /** High and critical advisories accepted by an exception still in force. */
  accepted: { advisory: Advisory; exception: AuditException }[]
  /** Exceptions past their date whose advisory is still there (their advisory is in `failing`). */
  expired: AuditException[]
  /** Exceptions for an advisory the audit no longer reports: to be removed. */
  unused: AuditException[]
  /** Advisories below high: listed, not failing. */
  lower: Advisory[]
}

/** The day of `now` in UTC, as YYYY-MM-DD. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Applies the exceptions to the advisories. An exception matches an advisory by id and package,
 * and holds through its `expires` day (UTC); after that its advisory fails again.
 */
export function judgeAudit(
  advisories: Advisory[],
  exceptions: AuditException[],
  now: Date = new Date(),
): Verdict {
  const today = dayOf(now)
  const verdict: Verdict = { failing: [], accepted: [], expired: [], unused: [], lower: [] }
  const matched = new Set<AuditException>()
  for (const advisory of advisories) {
    if (!FAILING_SEVERITIES.includes(advisory.severity)) {
      verdict.lower.push(advisory)
      continue
    }
    const matching = exceptions.filter(
      (exception) =>
        exception.advisory.toUpperCase() === advisory.id.toUpperCase() &&
        exception.package === advisory.package,
    )
    for (const exception of matching) matched.add(exception)
    const inForce = matching.find((exception) => exception.expires >= today)
    if (inForce) {
      verdict.accepted.push({ advisory, exception: inForce })
    } else {
      verdict.failing.push(advisory)
      verdict.expired.push(...matching)
    }
  }
  verdict.unused = exceptions.filter((exception) => !matched.has(exception))
  return verdict
}

export type AuditRun = {
  /** The project folder (its package-lock.json is what is audited). */
  cwd?: string
  /** Another registry than the project's npm configuration names (tests: a local peer). */
  registry?: string
  timeoutMs?: number
}

/** Runs `npm audit --omit=dev --json` and reads its output; never throws. */
export function runNpmAudit({
  cwd = projectRoot,
  registry,
  timeoutMs = 120_000,
}: AuditRun = {}): Promise<AuditReport> {
  const args = ['audit', '--omit=dev', '--json', ...(registry ? [`--registry=${registry}`] : [])]
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.resume()
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ ok: false, problem: `npm audit could not be started: ${error.message}` })
    })
    // npm audit exits 1 whenever it finds anything: the report, not the code, is the answer.
    child.on('close', (_code, signal) => {
      clearTimeout(timer)
      if (signal === 'SIGKILL') {
        resolve({ ok: false, problem: `npm audit gave no answer within ${timeoutMs / 1000} s` })
      } else {
        resolve(parseAuditOutput(stdout))
      }
    })
  })
}

const describeAdvisory = (advisory: Advisory) =>
  `${advisory.severity} ${advisory.package} ${advisory.range}: ${advisory.title} (${advisory.url})`

export type AuditOutcome = {
  ok: boolean
  counts: { passed: number; failed: number; skipped: number }
  /** What to print, one line each. */
  lines: string[]
}

export type OutcomeOptions = {
  /** What a missing report counts as: a failure (the default) or, explicitly, a skip. */
  unreachable?: 'fail' | 'skip'
  now?: Date
}

/** What the check says of one audit report, given the accepted exceptions. */
export function auditOutcome(
  report: AuditReport,
  exceptions: AuditException[],
  { unreachable = 'fail', now = new Date() }: OutcomeOptions = {},
): AuditOutcome {
  if (!report.ok) {
    const lines = [
      `The dependency audit could not check the production dependencies: ${report.problem}.`,
      'npm audit asks the registry npm is configured with (npm config get registry) for ' +
        'advisories; it needs that registry reachable and offering its audit service.',
    ]
    if (unreachable === 'skip') {
      lines.push('AUDIT_UNREACHABLE=skip: counted as skipped, not as passed.')
      return { ok: true, counts: { passed: 0, failed: 0, skipped: 1 }, lines }
    }
    lines.push('Without a report this check fails (AUDIT_UNREACHABLE=skip makes it a skip).')
    return { ok: false, counts: { passed: 0, failed: 1, skipped: 0 }, lines }
  }
  const verdict = judgeAudit(report.advisories, exceptions, now)
  const lines = [
    `${report.advisories.length} advisories for production dependencies: ` +
      `${verdict.failing.length} failing, ${verdict.accepted.length} accepted, ` +
      `${verdict.lower.length} below high.`,
  ]
  for (const advisory of verdict.failing) lines.push(`FAIL ${describeAdvisory(advisory)}`)
  for (const exception of verdict.expired) {
    lines.push(
      `     the exception for ${exception.advisory} in ${exception.package} ended on ${exception.expires}`,
    )
  }
  for (const { advisory, exception } of verdict.accepted) {
    lines.push(
      `ok   ${describeAdvisory(advisory)}, accepted until ${exception.expires}: ${exception.reason}`,
    )
  }
  for (const advisory of verdict.lower) lines.push(`note ${describeAdvisory(advisory)}`)
  for (const exception of verdict.unused) {
    lines.push(
      `note the exception for ${exception.advisory} in ${exception.package} matches nothing any more: remove it`,
    )
  }
  const failed = verdict.failing.length
  return { ok: failed === 0, counts: { passed: failed === 0 ? 1 : 0, failed, skipped: 0 }, lines }
}

/**
 * The whole check as `npm test` and `npm run audit:deps` run it: read the exceptions (a broken
 * file throws), audit, and say what was found.
 */
export async function auditDependencies({
  exceptionsFile = EXCEPTIONS_FILE,
  unreachable,
  now,
  ...run
}: AuditRun & OutcomeOptions & { exceptionsFile?: string } = {}): Promise<AuditOutcome> {
  const exceptions = readExceptions(exceptionsFile)
  return auditOutcome(await runNpmAudit(run), exceptions, { unreachable, now })
}
