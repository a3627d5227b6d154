import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'
import type { Cleanup } from './cleanup'
import type { LighthouseMetrics, LighthouseRun, LighthouseTarget } from './results'
import { median } from './stats'

// Lighthouse's default configuration: mobile form factor, simulated throttling, the four
// categories. Each run gets a Chromium of its own, as the Lighthouse CLI does.

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

/** The figures the report shows, from one Lighthouse result. */
export function metricsOf(lhr: Result): LighthouseMetrics & { lcpElement: string | null } {
  const summary = (
    lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined
  )?.items
  const row = (type: string) => summary?.find((item) => item.resourceType === type)
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
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
): Promise<LighthouseRun> {
  const started = Date.now()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
    // chrome-launcher would otherwise exit the process on Ctrl+C before our servers are stopped.
    handleSIGINT: false,
  })
  const release = cleanup.add('a Lighthouse Chromium', () => chrome.kill())
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    return {
      run,
      ...metricsOf(lhr),
      durationMs: Date.now() - started,
      warnings: lhr.runWarnings.map((warning) => String(warning)),
      failedAudits: failedAudits(lhr),
    }
  } catch (error) {
    return {
      run,
      ...EMPTY,
      lcpElement: null,
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

/** Median of every metric over the runs that succeeded, and the LCP element of the median run. */
export function summarise(name: string, url: string, runs: LighthouseRun[]): LighthouseTarget {
  const good = runs.filter((run) => !run.error)
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
  return { name, url, runs, median: medians, lcpElement: medianRun?.lcpElement ?? null }
}
