import path from 'node:path'
import type { Browser } from '@playwright/test'
import { firstLoadScripts, measureBuild } from '../../scripts/lib/first-load'
import { projectRoot } from '../../scripts/lib/run'
import { FetchRecorder, newVisitor, type Fetched } from './browser'
import { FEATURES, offers, type Feature } from './features'
import { FLOOR_DIST } from './floor'
import type { BenchResult, FirstLoadRoute, OnUseWeight } from './results'

// JavaScript weight: what each page's HTML loads on first paint (from the builds), and what
// opening a feature adds in the browser.

/** Next.js's own error shells: prerendered, but not content pages. */
const isContentPage = (route: string) => !route.startsWith('/_')

export function firstLoadFigures(
  keyRoutes: readonly string[],
): Omit<BenchResult['javascript'], 'onUse'> {
  const all: FirstLoadRoute[] = measureBuild(path.join(projectRoot, '.next')).map((weight) => ({
    route: weight.route,
    gzipBytes: weight.gzipBytes,
    scripts: weight.scripts.length,
  }))
  const content = all.filter((weight) => isContentPage(weight.route))
  const max = content.reduce<FirstLoadRoute | null>(
    (heaviest, weight) => (!heaviest || weight.gzipBytes > heaviest.gzipBytes ? weight : heaviest),
    null,
  )
  const floorRoot = measureBuild(FLOOR_DIST).find((weight) => weight.route === '/')
  return {
    keyRoutes: keyRoutes.flatMap((route) => all.filter((weight) => weight.route === route)),
    max,
    contentPages: content.length,
    floor: floorRoot
      ? { route: '/', gzipBytes: floorRoot.gzipBytes, scripts: floorRoot.scripts.length }
      : null,
    allRoutes: all,
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** The first response for each URL. */
function unique(fetched: Fetched[]): Fetched[] {
  const seen = new Set<string>()
  return fetched.filter((entry) => !seen.has(entry.url) && seen.add(entry.url))
}

async function measureFeature(browser: Browser, origin: string, feature: Feature) {
  const context = await newVisitor(browser, origin)
  try {
    const page = await context.newPage()
    const recorder = new FetchRecorder(page)
    const response = await page.goto(feature.page)
    if (!response?.ok()) throw new Error(`${feature.page} answered ${response?.status()}`)
    const htmlScripts = new Set(firstLoadScripts(await response.text()))
    await recorder.quiet()
    const base: Omit<OnUseWeight, 'status'> = {
      feature: feature.name,
      page: feature.page,
      addedScriptGzipBytes: null,
      addedScripts: [],
      addedOtherGzipBytes: null,
      deferredScriptGzipBytes: null,
    }
    if (!(await offers(page, feature))) {
      throw new Error(`${feature.page} shows no control for ${feature.name}`)
    }
    const mark = recorder.mark()
    await feature.use(page)
    await recorder.quiet()
    const fetched = await recorder.fetched()
    const before = fetched.filter((entry) => entry.at < mark)
    const after = fetched.filter((entry) => entry.at >= mark)
    const ownPath = (url: string) => {
      const parsed = new URL(url)
      return `${parsed.pathname}${parsed.search}`
    }
    // Each file counts once: a worker fetching the page's runtime again, or two workers fetching
    // the same chunk, gets it from the cache, not over the network.
    const seen = new Set(before.map((entry) => entry.url))
    const added = after.filter((entry) => !seen.has(entry.url) && seen.add(entry.url))
    const deferred = unique(before).filter(
      (entry) => entry.kind === 'script' && !htmlScripts.has(ownPath(entry.url)),
    )
    const scripts = added.filter((entry) => entry.kind === 'script')
    return {
      ...base,
      status: 'measured' as const,
      addedScriptGzipBytes: sum(scripts.map((entry) => entry.gzipBytes)),
      addedScripts: scripts.map((entry) => ({
        url: ownPath(entry.url),
        gzipBytes: entry.gzipBytes,
      })),
      addedOtherGzipBytes: sum(
        added.filter((entry) => entry.kind === 'other').map((entry) => entry.gzipBytes),
      ),
      deferredScriptGzipBytes: sum(deferred.map((entry) => entry.gzipBytes)),
    }
  } finally {
    await context.close()
  }
}

/** What first use of search, chat, the auth dialog and booking adds, each on a fresh visit. */
export async function onUseWeights(browser: Browser, origin: string): Promise<OnUseWeight[]> {
  const rows: OnUseWeight[] = []
  for (const feature of FEATURES) {
    try {
      rows.push(await measureFeature(browser, origin, feature))
    } catch (error) {
      rows.push({
        feature: feature.name,
        page: feature.page,
        status: 'error',
        addedScriptGzipBytes: null,
        addedScripts: [],
        addedOtherGzipBytes: null,
        deferredScriptGzipBytes: null,
        note: error instanceof Error ? error.message.split('\n')[0] : String(error),
      })
    }
  }
  return rows
}
