import fs from 'node:fs'
import path from 'node:path'
import { buildIfStale } from './lib/build'
import { ensureChromium } from './lib/chromium'
import { auditDependencies } from './lib/dependency-audit'
import { failedTests, specDurations, type PlaywrightReport } from './lib/playwright-report'
import { runSizeCheck } from './lib/size-check'
import { failedVitestTests, type VitestReport } from './lib/vitest-report'
import { projectRoot, run, runCaptured } from './lib/run'

// `npm test`: every check CI runs, in order, each to the end even when an earlier one failed, so
// one run shows everything that is wrong. Ends with one summary line counting every test.

type Counts = { passed: number; failed: number; skipped: number }
type Outcome = { name: string; ok: boolean; counts?: Counts; note?: string; seconds?: number }

const resultsDir = path.join(projectRoot, '.cache', 'test-results')
const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name)
const outcomes: Outcome[] = []

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** Wall-clock seconds since `start` (a `performance.now()` reading), rounded. */
const secondsSince = (start: number) => Math.round((performance.now() - start) / 1000)

/** Runs a command for a step and resolves with its exit code: output shown, or kept for later. */
type Exec = (command: string, args: string[]) => Promise<number>
type Work = (exec: Exec) => Promise<Omit<Outcome, 'name' | 'seconds'>>
type Step = { name: string; work: Work }

const showOutput: Exec = (command, args) => run(command, args)

/** A step's outcome with its time; an exception is a failure noted with its message. */
async function timedOutcome(
  { name, work }: Step,
  exec: Exec,
  report: (note: string) => void,
): Promise<Outcome> {
  const start = performance.now()
  let outcome: Outcome
  try {
    outcome = { name, ...(await work(exec)) }
  } catch (error) {
    const note = error instanceof Error ? error.message : String(error)
    report(note)
    outcome = { name, ok: false, note }
  }
  return { ...outcome, seconds: secondsSince(start) }
}

async function step(name: string, work: Work) {
  console.info(`\n━━ ${name} ━━`)
  const outcome = await timedOutcome({ name, work }, showOutput, (note) => console.error(note))
  outcomes.push(outcome)
  console.info(`━━ ${name}: ${outcome.seconds} s ━━`)
}

/**
 * Lanes of steps side by side on the two cores, the steps of a lane one after another. Each
 * step's output is kept and printed whole once it has ended, lane after lane in the order given,
 * so the log reads as if every step had run alone; each reports its own time.
 */
async function lanesSideBySide(lanes: Step[][]) {
  const finished = lanes.map((lane) => {
    const results: Promise<{ outcome: Outcome; output: string }>[] = []
    let previous: Promise<unknown> = Promise.resolve()
    for (const laneStep of lane) {
      const result = previous.then(async () => {
        let output = ''
        const keepOutput: Exec = async (command, args) => {
          const answer = await runCaptured(command, args)
          output += answer.output
          return answer.code
        }
        const outcome = await timedOutcome(laneStep, keepOutput, (note) => {
          output += `${note}\n`
        })
        return { outcome, output }
      })
      results.push(result)
      previous = result
    }
    return results
  })
  for (const results of finished) {
    for (const result of results) {
      const { outcome, output } = await result
      console.info(`\n━━ ${outcome.name} ━━`)
      process.stdout.write(output)
      console.info(`━━ ${outcome.name}: ${outcome.seconds} s ━━`)
      outcomes.push(outcome)
    }
  }
}

/** A Vitest run's outcome from its exit code and JSON report, naming what failed. */
function vitestOutcome(code: number, report: string): Omit<Outcome, 'name'> {
  const json = readJson<VitestReport>(report)
  if (!json) return { ok: false, note: 'vitest wrote no report' }
  const counts = {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  }
  const failed = failedVitestTests(json, projectRoot)
  return { ok: code === 0, counts, ...(failed.length > 0 && { note: failed.join('\n') }) }
}

const runStart = performance.now()
fs.rmSync(resultsDir, { recursive: true, force: true })
fs.mkdirSync(resultsDir, { recursive: true })

// ESLint, Prettier and tsc each keep one core busy: all three at once on the two cores. ESLint
// then Prettier beside tsc left a core idle once tsc was done (42 s beside 30 s).
const passes = (code: number) => ({ ok: code === 0 })
const npmScript = (name: string, script: string): Step => ({
  name,
  work: async (exec) => passes(await exec('npm', ['run', '--silent', script])),
})
await lanesSideBySide([
  [npmScript('lint (ESLint)', 'lint:code')],
  [npmScript('format (Prettier)', 'lint:format')],
  [npmScript('typecheck', 'typecheck')],
])
// The production build need not check the types again once that step passed (next.config.ts).
if (outcomes.find((outcome) => outcome.name === 'typecheck')?.ok) process.env.TYPES_CHECKED = '1'

// npm's audit of the production dependencies against the registry: a high or critical advisory
// fails unless audit-exceptions.json accepts it until a date; no answer from the registry fails
// too, unless AUDIT_UNREACHABLE=skip makes it a skip (decision 030).
await step('dependency audit (npm audit --omit=dev, high and critical)', async () => {
  const outcome = await auditDependencies({
    unreachable: process.env.AUDIT_UNREACHABLE === 'skip' ? 'skip' : 'fail',
  })
  for (const line of outcome.lines) console.info(line)
  return { ok: outcome.ok, counts: outcome.counts }
})

await step('vitest (unit, components, PostgreSQL)', async (exec) => {
  const report = path.join(resultsDir, 'vitest.json')
  const code = await exec(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  return vitestOutcome(code, report)
})

let buildReady = false
await step('production build', async () => {
  const state = await buildIfStale()
  buildReady = true
  return { ok: true, note: state === 'current' ? 'already current' : 'built' }
})

/** A step that needs the production build: refused when the build failed. */
const withBuild =
  (work: Work): Work =>
  async (exec) =>
    buildReady ? work(exec) : { ok: false, note: 'skipped: the production build failed' }

await step(
  'size check (first-load JavaScript per page)',
  withBuild(async () => {
    const report = runSizeCheck(path.join(projectRoot, '.next'))
    const failed = report.problems.length
    return { ok: failed === 0, counts: { passed: report.passed, failed, skipped: 0 } }
  }),
)

// The security headers as the MDN HTTP Observatory grades them, on the same build behind a local
// HTTPS front: A+ with no failed test on every scanned route (docs/security.md).
const observatory: Step = {
  name: 'observatory (security headers, npm run observatory)',
  work: withBuild(async (exec) => {
    const report = path.join(resultsDir, 'observatory.json')
    const code = await exec('npm', ['run', '--silent', 'observatory', '--', '--report', report])
    if (code === 0) return { ok: true, note: 'A+ on every route' }
    // The problems themselves in the summary, so a CI log cut to its tail still says what failed.
    const problems = readJson<{ problems: string[] }>(report)?.problems ?? []
    return { ok: false, note: [`exit code ${code}`, ...problems].join('; ') }
  }),
}

// The build as a crawler and a validator read it, with JavaScript off: the server-HTML link crawl
// from / (no broken link, every sitemap page within three clicks), <html lang> and a visible <h1>,
// and the Nu HTML Checker with no error, on every page and on the not-found screens. One test
// per page checked, one failure per broken link.
const conformance: Step = {
  name: 'conformance (Nu HTML Checker, link crawl, no-JS, npm run conformance)',
  work: withBuild(async (exec) => {
    const report = path.join(resultsDir, 'conformance.json')
    const code = await exec('npm', ['run', '--silent', 'conformance', '--', '--report', report])
    const json = readJson<Counts>(report)
    if (!json) return { ok: false, note: `exit code ${code}, no report` }
    return { ok: code === 0, counts: json }
  }),
}

// The deployment of docs/operations.md as processes: instances of the standalone build on one
// PostgreSQL, behind nginx, with the database, the mail server and the process itself failing.
const scale: Step = {
  name: 'scale and faults (npm run test:scale)',
  work: withBuild(async (exec) => {
    const report = path.join(resultsDir, 'scale.json')
    const code = await exec(bin('vitest'), [
      'run',
      '--config',
      'vitest.scale.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ])
    return vitestOutcome(code, report)
  }),
}

// The benchmark on one route with one run, so the script cannot rot. Its figures are not judged
// here (timings are noise on a shared machine): only that it runs to the end.
const ranToTheEnd = (code: number) => ({
  ok: code === 0,
  note: code === 0 ? 'ran to the end' : `exit code ${code}`,
})
const benchSmoke: Step = {
  name: 'benchmark smoke run (npm run bench -- --smoke)',
  work: withBuild(async (exec) => {
    ensureChromium()
    return ranToTheEnd(await exec('npm', ['run', '--silent', 'bench', '--', '--smoke']))
  }),
}

// The load benchmark for one second per row, for the same reason.
const loadBenchSmoke: Step = {
  name: 'load benchmark smoke run (npm run bench:load -- --smoke)',
  work: withBuild(async (exec) =>
    ranToTheEnd(await exec('npm', ['run', '--silent', 'bench:load', '--', '--smoke'])),
  ),
}

// The scale suite waits on servers starting, stopping and failing, and keeps about one core busy;
// the checks that judge no timing run beside it on the other (150 s one after the other, 92 s
// side by side). Each starts its own servers on free ports, with its own database and nginx.
await lanesSideBySide([[scale], [observatory, conformance, benchSmoke, loadBenchSmoke]])

await step(
  'playwright (end-to-end and accessibility, Chromium)',
  withBuild(async (exec) => {
    ensureChromium()
    const code = await exec(bin('playwright'), ['test'])
    const json = readJson<PlaywrightReport>(path.join(resultsDir, 'playwright.json'))
    if (!json) return { ok: false, note: 'playwright wrote no report' }
    // Where the time went: test time per spec file (all workers' time added up), largest first.
    for (const [file, ms] of specDurations(json).slice(0, 15)) {
      console.info(`${String(Math.round(ms / 1000)).padStart(6)} s  ${file}`)
    }
    const { expected, unexpected, flaky, skipped } = json.stats
    const failed = failedTests(json)
    return {
      ok: code === 0,
      counts: { passed: expected, failed: unexpected + flaky, skipped },
      ...(failed.length > 0 && { note: failed.join('\n') }),
    }
  }),
)

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
console.info('\n━━ summary ━━')
for (const outcome of outcomes) {
  const detail = outcome.counts
    ? `${outcome.counts.passed} passed, ${outcome.counts.failed} failed, ${outcome.counts.skipped} skipped`
    : (outcome.note ?? '')
  console.info(
    `${outcome.ok ? 'ok  ' : 'FAIL'}  ${outcome.name}${detail ? `: ${detail}` : ''} (${outcome.seconds} s)`,
  )
  // A counted step's note names its failed tests, one a line under it: a log cut to its tail
  // still says what failed.
  if (outcome.counts && outcome.note) {
    for (const line of outcome.note.split('\n')) console.info(`        ${line}`)
  }
  if (outcome.counts) {
    total.passed += outcome.counts.passed
    total.failed += outcome.counts.failed
    total.skipped += outcome.counts.skipped
  }
  // A failed check that counts no tests (lint, typecheck, build) still counts as one failure.
  if (!outcome.ok && (!outcome.counts || outcome.counts.failed === 0)) total.failed += 1
}
console.info(
  `tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped (${secondsSince(runStart)} s)`,
)
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1)
