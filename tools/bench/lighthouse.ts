import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config, type Result } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium'
import type { Cleanup } from '../../scripts/lib/cleanup'
import { UNINDEXED_ROUTES } from './key-routes'
import { lcpPathOf } from './lcp-path'
import type { LighthouseMetrics, LighthouseRun, LighthouseTarget } from './results'
import { median } from './stats'

// Lighthouse's default configuration: mobile form factor, simulated throttling, the four
// categories. Each run gets a Chromium of its own, as the Lighthouse CLI does. The only addition
// is the `viz` trace category, which records why the compositor held a frame back: that is how
// a run spoilt by Chromium's frame throttling (below) is recognised.

const CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: { additionalTraceCategories: 'viz' },
}

/**
 * On a busy machine Chromium's compositor sometimes stops offering frames to a freshly navigated
 * page and then lets one through per second ('ThrottleUndrawnFrames' and kin in
 * viz::CompositorFrameSinkSupport::ShouldSendBeginFrame). The page is ready to paint but its first
 * paint waits a whole second or two; Lantern then counts every request that finished in that wait
 * as needed for the paint, and LCP comes out 0.7–1 s high. It is a property of the measuring
 * browser, reported upstream (GoogleChrome/lighthouse#17148), not of the page.
 */
const HELD_BACK_REASONS = new Set([
  'ThrottleUndrawnFrames',
  'ThrottleUnresponsiveClient',
  'StopUnresponsiveClient',
])
/** Held-back frames before the first paint that make a run count as stalled (one is a blip; a stall holds back about 60 a second). */
export const STALL_THRESHOLD_FRAMES = 10

type TraceEvent = { name: string; ts: number; args?: { reason?: string } }

/** Frames the compositor held back between navigation start and the observed first paint. */
export function heldBackFramesBeforeFirstPaint(
  events: readonly TraceEvent[],
  navigationStartTs: number,
  firstPaintTs: number,
): number {
  return events.filter(
    (event) =>
      event.name === 'SendBeginFrameDecision' &&
      HELD_BACK_REASONS.has(event.args?.reason ?? '') &&
      event.ts >= navigationStartTs &&
      event.ts <= firstPaintTs,
  ).length
}

type ObservedTimes = { observedNavigationStartTs?: number; observedFirstContentfulPaintTs?: number }

function observedTimes(lhr: Result): ObservedTimes {
  const details = lhr.audits.metrics?.details as { items?: ObservedTimes[] } | undefined
  return details?.items?.[0] ?? {}
}

const EMPTY: LighthouseMetrics = {
  performance: null,
  accessibility: null,
  bestPractices: null,
  seo: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  totalBytes: null,
  scriptBytes: null,
  requests: null,
}

const METRIC_KEYS = Object.keys(EMPTY) as (keyof LighthouseMetrics)[]

type NodeDetails = { selector?: string; snippet?: string; nodeLabel?: string }

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= length ? flat : `${flat.slice(0, length - 1)}…`
}

/** '/images/hero.webp' for '/_next/image?url=%2Fimages%2Fhero.webp&w=…', paths without origin. */
function imageFile(source: string | undefined): string | undefined {
  if (!source) return undefined
  const url = new URL(source.replace(/&amp;/g, '&'), 'http://page.invalid')
  const optimised = url.pathname === '/_next/image' ? url.searchParams.get('url') : null
  return optimised ? `${optimised} via next/image` : `${url.pathname}${url.search}`
}

/**
 * 'main > h1 "Transform your business…"' for text, 'section > img (/images/hero.webp)' for an
 * image or a video poster: the selector, then the text or the file.
 */
export function describeNode(node: NodeDetails | undefined): string | null {
  if (!node) return null
  const selector = shorten(node.selector ?? node.snippet ?? '', 70)
  const file = imageFile(/\b(?:src|poster)="([^"]+)"/.exec(node.snippet ?? '')?.[1])
  const label = node.nodeLabel && node.nodeLabel !== node.selector ? node.nodeLabel : null
  const detail = file ? ` (${shorten(file, 50)})` : label ? ` "${shorten(label, 40)}"` : ''
  return `${selector}${detail}` || null
}

function lcpNode(lhr: Result): NodeDetails | undefined {
  // In Lighthouse 12 the audit's details are a list whose first table names the element.
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: NodeDetails }[] }[] } | undefined
  return details?.items?.[0]?.items?.[0]?.node
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score
  return value === null || value === undefined ? null : Math.round(value * 100)
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null

/**
 * The SEO score; for a page kept out of search engines on purpose, Lighthouse's weighted mean of
 * its SEO audits without `is-crawlable` (audits that do not apply have no score and no weight).
 */
function seoScore(lhr: Result, unindexed: boolean): number | null {
  if (!unindexed) return score(lhr, 'seo')
  let weighted = 0
  let weights = 0
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const audited = lhr.audits[ref.id]?.score
    if (ref.id === 'is-crawlable' || ref.weight === 0 || audited === null || audited === undefined)
      continue
    weighted += audited * ref.weight
    weights += ref.weight
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100)
}

/**
 * The figures the report shows, from one Lighthouse result; `unindexed` for a page that says
 * `noindex` on purpose (UNINDEXED_ROUTES).
 */
export function metricsOf(
  lhr: Result,
  { unindexed = false }: { unindexed?: boolean } = {},
): LighthouseMetrics & { lcpElement: string | null } {
  const summary = (
    lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined
  )?.items
  const row = (type: string) => summary?.find((item) => item.resourceType === type)
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: seoScore(lhr, unindexed),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: row('script')?.transferSize ?? null,
    requests: row('total')?.requestCount ?? null,
    lcpElement: describeNode(lcpNode(lhr)),
  }
}

/** Failed audits that cost points, for the run's notes ('errors-in-console', …). */
export function failedAudits(lhr: Result): string[] {
  const ids = new Set<string>()
  for (const category of Object.values(lhr.categories)) {
    if (category.id === 'performance') continue
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) ids.add(ref.id)
    }
  }
  return [...ids]
}

export async function runLighthouse(
  url: string,
  run: number,
  cleanup: Cleanup,
  extraChromiumFlags: readonly string[] = [],
): Promise<LighthouseRun> {
  const started = Date.now()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, ...extraChromiumFlags],
    logLevel: 'silent',
    // chrome-launcher would otherwise exit the process on Ctrl+C before our servers are stopped.
    handleSIGINT: false,
  })
  const release = cleanup.add('a Lighthouse Chromium', () => chrome.kill())
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json' },
      CONFIG,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr, artifacts } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const { observedNavigationStartTs, observedFirstContentfulPaintTs } = observedTimes(lhr)
    const heldBackFrames =
      observedNavigationStartTs === undefined || observedFirstContentfulPaintTs === undefined
        ? 0
        : heldBackFramesBeforeFirstPaint(
            artifacts.Trace.traceEvents as TraceEvent[],
            observedNavigationStartTs,
            observedFirstContentfulPaintTs,
          )
    return {
      run,
      ...metricsOf(lhr, { unindexed: UNINDEXED_ROUTES.has(new URL(url).pathname) }),
      heldBackFrames,
      compositorStall: heldBackFrames >= STALL_THRESHOLD_FRAMES,
      durationMs: Date.now() - started,
      warnings: lhr.runWarnings.map((warning) => String(warning)),
      failedAudits: failedAudits(lhr),
      lcpPath: await lcpPathOf(lhr, artifacts as unknown as Record<string, unknown>),
    }
  } catch (error) {
    return {
      run,
      ...EMPTY,
      lcpElement: null,
      heldBackFrames: 0,
      compositorStall: false,
      durationMs: Date.now() - started,
      warnings: [],
      failedAudits: [],
      error: error instanceof Error ? error.message : String(error),
    }
  } finally {
    chrome.kill()
    release()
  }
}

/**
 * Lighthouse's own failures to record a trace of the load (NO_NAVSTART: the trace has no
 * navigation start for the page; NO_TRACING_STARTED). They come and go with the machine's load
 * (2 of 36 runs in one quiet key-route run), say nothing about the page, and are measured again
 * like a stalled run: a one-run smoke benchmark would otherwise fail on one of them.
 */
const RECORDING_FAILURES = ['NO_NAVSTART', 'NO_TRACING_STARTED']

export const failedToRecord = (run: LighthouseRun) =>
  RECORDING_FAILURES.some((code) => run.error?.startsWith(`${code}:`) ?? false)

/** A run that counts: it finished, and the compositor did not hold its first paint back. */
export const countsTowardMedian = (run: LighthouseRun) => !run.error && !run.compositorStall

/**
 * Median of every metric over the runs that count, and the LCP element of the median run. When
 * every run stalled, the stalled runs are used rather than none.
 */
export function summarise(name: string, url: string, runs: LighthouseRun[]): LighthouseTarget {
  const clean = runs.filter(countsTowardMedian)
  const good = clean.length > 0 ? clean : runs.filter((run) => !run.error)
  const medians = Object.fromEntries(
    METRIC_KEYS.map((key) => [
      key,
      median(good.map((run) => run[key]).filter((value): value is number => value !== null)),
    ]),
  ) as LighthouseMetrics
  const byLcp = good
    .filter((run) => run.lcpMs !== null)
    .sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0))
  const medianRun = byLcp[Math.floor((byLcp.length - 1) / 2)]
  return {
    name,
    url,
    runs,
    median: medians,
    lcpElement: medianRun?.lcpElement ?? null,
    lcpPath: medianRun?.lcpPath ?? null,
  }
}
