import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_INPUTS } from '../../scripts/lib/build-fingerprint'
import { buildIfStale } from '../../scripts/lib/build'
import { ensureChromium } from '../../scripts/lib/chromium'
import { loadProjectEnv } from '../../scripts/lib/load-env'
import { projectRoot } from '../../scripts/lib/run'
import { launchBrowser } from './browser'
import { Cleanup, Interrupted } from '../../scripts/lib/cleanup'
import { buildFloorIfStale, nextVersion } from './floor'
import { measureInteractions } from './interactions'
import { firstLoadFigures, onUseWeights } from './js-weight'
import { failedToRecord, runLighthouse, summarise } from './lighthouse'
import { describeMachine, finishMachine } from './machine'
import { KEY_ROUTES, USAGE, UsageError, parseBenchArgs } from './options'
import { budgetCounts, machineLine, renderMarkdown } from './report'
import type { BenchResult, LighthouseRun, LighthouseTarget } from './results'
import { measureSearchIndex, measureSearchQueries } from './search-speed'
import { startSite, type Server } from '../../scripts/lib/site-server'
import { startFloor } from './servers'
import { interleave, ratio } from './stats'
import { chromiumFlagsFor, makeCertificate, startTlsFront } from '../lib/tls-front'
import { evaluateBudgets } from './verdicts'

// `npm run bench`: builds (or reuses) the production build, serves it on a fresh database next
// to a bare Next.js floor, measures both, and writes bench/results/<date>.json and .md.
// Exits 0 on budget misses (it is a report) unless --strict; exits 1 when the benchmark breaks.

let options
try {
  options = parseBenchArgs(process.argv.slice(2), projectRoot)
} catch (error) {
  if (!(error instanceof UsageError)) throw error
  console.error(`${error.message}\n\n${USAGE}`)
  process.exit(2)
}
if (!options) {
  console.info(USAGE)
  process.exit(0)
}
const { smoke, strict, runs, iterations, outDir } = options

const startedAt = new Date()
const log = (line: string) =>
  console.info(
    `[bench ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0).padStart(4)} s] ${line}`,
  )

const cleanup = new Cleanup()
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second Ctrl+C leaves at once.
    if (interrupted) process.exit(130)
    interrupted = true
    console.error(`\n${signal}: stopping the servers and browsers this run started…`)
    // Stops everything now; the run then unwinds (anything it still starts is stopped at once)
    // and exits with 130 from the end of this file.
    void cleanup.runAll()
    setTimeout(() => process.exit(130), 30_000).unref()
  })
}

/** Between the parts of a run: stop here once interrupted. */
function checkpoint() {
  if (interrupted) throw new Interrupted()
}

const errors: string[] = []
/** Runs one part of the benchmark; a failure is recorded and the other parts still run. */
async function part<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  checkpoint()
  try {
    return await work()
  } catch (error) {
    if (error instanceof Interrupted || interrupted) throw new Interrupted()
    const message = error instanceof Error ? error.message : String(error)
    errors.push(`${name}: ${message.split('\n')[0]}`)
    console.error(`\n${name} failed: ${message}\n`)
    return null
  }
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return null
  }
}

/** Which of the routes answer 200 (redirects and not-found do not count). */
async function status(origin: string, route: string): Promise<number> {
  try {
    const response = await fetch(`${origin}${route}`, { redirect: 'manual' })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

async function chooseRoutes(site: Server) {
  const routes: string[] = []
  const wanted = options!.routes ?? [...KEY_ROUTES]
  for (const route of wanted) {
    const code = await status(site.origin, route)
    if (code === 200) routes.push(route)
    else errors.push(`route ${route} answered ${code}, not 200: left out`)
  }
  return routes
}

async function lighthouseRuns(site: Server, floor: Server | null, routes: string[]) {
  // Lighthouse reaches both servers as visitors reach a deployment: HTTPS over HTTP/2.
  const certificate = makeCertificate(cleanup)
  const chromiumFlags = chromiumFlagsFor(certificate)
  const siteFront = await startTlsFront('site', site.origin, certificate, cleanup)
  const floorFront = floor && (await startTlsFront('floor', floor.origin, certificate, cleanup))
  const targets = [
    ...routes.map((route) => ({ name: route, url: `${siteFront.origin}${route}` })),
    ...(floorFront ? [{ name: 'floor', url: `${floorFront.origin}/` }] : []),
  ]
  const queue = interleave(targets, runs)
  const collected = new Map<string, LighthouseRun[]>()
  const repeats = new Map<string, number>()
  for (let position = 0; position < queue.length; position++) {
    checkpoint()
    const { target, run } = queue[position]!
    const result = await runLighthouse(target.url, run, cleanup, chromiumFlags)
    const targetRuns = [...(collected.get(target.name) ?? []), result]
    collected.set(target.name, targetRuns)
    // A run whose first paint the compositor held back, or whose trace Lighthouse failed to
    // record, is measured again, at the end of the queue, up to `runs` times per target
    // (lighthouse.ts explains both).
    const repeated = repeats.get(target.name) ?? 0
    const stalled = (result.compositorStall || failedToRecord(result)) && repeated < runs
    if (stalled) {
      repeats.set(target.name, repeated + 1)
      queue.push({ target, run: runs + repeated + 1 })
    }
    log(
      `Lighthouse ${position + 1}/${queue.length} ${target.name} run ${run}: ` +
        (result.error
          ? `failed (${result.error})${stalled ? ': repeating' : ''}`
          : `perf ${result.performance}, LCP ${Math.round(result.lcpMs ?? 0)} ms, TBT ${Math.round(result.tbtMs ?? 0)} ms`) +
        (result.compositorStall
          ? `, first paint held back by the compositor${stalled ? ': repeating' : ''}`
          : '') +
        ` (${(result.durationMs / 1000).toFixed(1)} s)`,
    )
  }
  await siteFront.stop()
  await floorFront?.stop()
  const summaries = targets.map((target) =>
    summarise(target.name, target.url, collected.get(target.name) ?? []),
  )
  for (const summary of summaries) {
    if (summary.runs.every((run) => run.error))
      errors.push(`Lighthouse: every run of ${summary.name} failed`)
  }
  const floorSummary = summaries.find((summary) => summary.name === 'floor') ?? null
  const routeSummaries = summaries.filter((summary) => summary.name !== 'floor')
  return {
    order: queue.map(({ target, run }) => `${target.name}#${run}`),
    targets: routeSummaries,
    floor: floorSummary,
    ratios: routeSummaries.map((summary: LighthouseTarget) => ({
      route: summary.name,
      lcp: ratio(summary.median.lcpMs, floorSummary?.median.lcpMs ?? null),
      tbt: ratio(summary.median.tbtMs, floorSummary?.median.tbtMs ?? null),
      scriptBytes: ratio(summary.median.scriptBytes, floorSummary?.median.scriptBytes ?? null),
      totalBytes: ratio(summary.median.totalBytes, floorSummary?.median.totalBytes ?? null),
    })),
  }
}

function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

async function main(): Promise<BenchResult> {
  loadProjectEnv()
  const machine = describeMachine()
  console.info(`Machine: ${machineLine({ machine })}`)
  ensureChromium()

  const siteBuild = await buildIfStale()
  const floorBuild = await buildFloorIfStale()
  log(`builds ready (site ${siteBuild}, floor ${floorBuild})`)

  const site = await startSite(cleanup)
  const floor = await part('floor server', () => startFloor(cleanup))
  log(`servers ready: site ${site.origin}, floor ${floor?.origin ?? 'not running'}`)

  const routes = await chooseRoutes(site)
  const lighthouse = await lighthouseRuns(site, floor, routes)
  await floor?.stop()

  const firstLoad = (await part('first-load JavaScript', async () => firstLoadFigures(routes))) ?? {
    keyRoutes: [],
    max: null,
    contentPages: 0,
    floor: null,
    allRoutes: [],
  }

  const browser = await launchBrowser(cleanup)
  const onUse =
    (await part('JavaScript on first use', () => onUseWeights(browser, site.origin))) ?? []
  for (const row of onUse) {
    if (row.status === 'error') errors.push(`JavaScript on first use, ${row.feature}: ${row.note}`)
  }
  log('JavaScript on first use measured')
  const interactions =
    (await part('interactions', () =>
      measureInteractions(browser, site.origin, { iterations }, log),
    )) ?? []
  for (const row of interactions) {
    if (row.status === 'error') errors.push(`interaction '${row.name}': ${row.note}`)
  }
  const index = await part('search index', () => measureSearchIndex(site.origin))
  const query = await part('search query speed', () =>
    measureSearchQueries(browser, site.origin, { repeats: smoke ? 5 : 25 }),
  )
  log('search measured')
  await browser.close()
  await site.stop()

  const search = {
    index,
    query: query && {
      queries: query.queries,
      repeats: query.repeats,
      buildMs: query.buildMs,
      medianMs: query.medianMs,
      p90Ms: query.p90Ms,
      slowest: query.slowest,
    },
  }
  const javascript = { ...firstLoad, onUse }
  const finishedAt = new Date()
  return {
    date: localDate(startedAt),
    mode: smoke ? 'smoke' : 'full',
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    commit: git(['rev-parse', 'HEAD']),
    dirty: Boolean(git(['status', '--porcelain', '--', ...BUILD_INPUTS])),
    nextVersion: nextVersion(),
    options: { runs, routes },
    machine: finishMachine(machine),
    build: { site: siteBuild, floor: floorBuild },
    lighthouse,
    javascript,
    interactions,
    search,
    budgets: evaluateBudgets({ lighthouse, javascript, search }),
    errors,
  }
}

let exitCode = 0
try {
  const result = await main()
  checkpoint()
  fs.mkdirSync(outDir, { recursive: true })
  const base = path.join(outDir, result.date)
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`)
  fs.writeFileSync(`${base}.md`, renderMarkdown(result))

  const counts = budgetCounts(result.budgets)
  console.info(`\n━━ Benchmark ${result.mode} run: ${Math.round(result.durationMs / 1000)} s ━━`)
  for (const verdict of result.budgets.filter((entry) => entry.pass === false)) {
    console.info(
      `  ✗ ${verdict.budget} on ${verdict.subject}: ${verdict.actual} (budget ${verdict.limit})`,
    )
  }
  console.info(
    `Budgets: ${counts.passed} passed, ${counts.failed} failed` +
      (counts.missing ? `, ${counts.missing} not measured` : ''),
  )
  console.info(`Report: ${path.relative(projectRoot, base)}.md (and .json)`)
  if (result.errors.length > 0) {
    console.error(`\nThe benchmark itself failed in ${result.errors.length} place(s):`)
    for (const error of result.errors) console.error(`  - ${error}`)
    exitCode = 1
  } else if (strict && counts.failed > 0) {
    console.error('--strict: a budget failed.')
    exitCode = 1
  }
} catch (error) {
  if (!(error instanceof Interrupted)) {
    console.error(
      `\nThe benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    )
  }
  exitCode = 1
} finally {
  await cleanup.runAll()
}
process.exit(interrupted ? 130 : exitCode)
