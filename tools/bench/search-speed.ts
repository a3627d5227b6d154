import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import ts from 'typescript'
import { gzipSize } from '../../scripts/lib/first-load'
import { projectRoot } from '../../scripts/lib/run'
import type { SearchIndexFigures, SearchQueryFigures } from './results'

// Site search speed in Chromium: the served /search-index.json is loaded into a page, the index
// is built with the dialog's own code (transpiled from src/features/search) and every query is
// timed a number of times. Used by `npm run bench` and `npm run bench:search`.

/** Typed queries across the whole index: words, prefixes, typos, phrases, curated names, misses. */
export const QUERIES = [
  'cloud',
  'ai',
  'data',
  'strategy',
  'high-tech',
  'clou',
  'cl',
  'machine learning',
  'generative ai',
  'agentic',
  'agile transformation',
  'program management',
  'governance',
  'goverance',
  'migraton',
  'synthetic data',
  'former cryptocurrency miners',
  'neocloud',
  'hipaa',
  'healthcare',
  'manufacturing',
  'financial services',
  'cookies',
  'privacy policy',
  'children under thirteen',
  'terms of use',
  'las vegas',
  'rohnert park',
  'dana whitfield',
  'certifications',
  'partners',
  'contact',
  'consultation',
  'dashboards',
  'supply chain visibility',
  'kubernetes',
  'xylophone',
  'zzzz',
  'how we serve',
  'the bottom line',
  'retail',
  'e-commerce',
  'gaming',
  'hospitality',
  'automotive',
  'leadership team',
  'our values',
  'document extraction',
  'trust',
  'merger integration',
] as const

const INDEX_PATH = '/search-index.json'

/** The index as served to a browser that accepts gzip and Brotli. */
export async function measureSearchIndex(origin: string): Promise<SearchIndexFigures> {
  const response = await fetch(`${origin}${INDEX_PATH}`, {
    headers: { 'accept-encoding': 'gzip, br' },
  })
  if (!response.ok) throw new Error(`${origin}${INDEX_PATH} answered ${response.status}`)
  const body = await response.text()
  const payload = JSON.parse(body) as { documents: unknown[]; entries: unknown[] }
  return {
    bytes: Buffer.byteLength(body),
    gzipBytes: gzipSize(body),
    contentEncoding: response.headers.get('content-encoding'),
    documents: payload.documents.length,
    entries: payload.entries.length,
  }
}

/** The dialog's search code as browser modules, transpiled from the sources. */
function browserModules(): Record<string, string> {
  const transpile = (file: string) =>
    ts.transpileModule(fs.readFileSync(path.join(projectRoot, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText
  return {
    '/__bench/search-index.js': transpile('src/features/search/search-index.ts'),
    '/__bench/rank-curated': transpile('src/features/search/rank-curated.ts'),
    '/__bench/title-match': transpile('src/features/search/title-match.ts'),
    '/__bench/minisearch.js': fs.readFileSync(
      path.join(projectRoot, 'node_modules/minisearch/dist/es/index.js'),
      'utf8',
    ),
  }
}

/** The benchmark page: the search modules, the served index and the queries, timed in-page. */
function benchPage(queries: readonly string[], repeats: number): string {
  return `<!doctype html>
<html lang="en"><head><title>Search benchmark</title>
<script type="importmap">{ "imports": { "minisearch": "/__bench/minisearch.js" } }</script>
<script type="module">
import { createSearchIndex, searchSite } from '/__bench/search-index.js'
const queries = ${JSON.stringify(queries)}
const repeats = ${repeats}
const payload = await (await fetch('${INDEX_PATH}')).json()
const start = performance.now()
const index = createSearchIndex(payload.documents)
const buildMs = performance.now() - start
// Warm up the JIT the way typing the first few queries would.
for (const query of queries) searchSite(index, payload.entries, query)
const perQuery = queries.map((query) => {
  let results = 0
  const t0 = performance.now()
  for (let i = 0; i < repeats; i++) results = searchSite(index, payload.entries, query).length
  return { query, ms: (performance.now() - t0) / repeats, results }
})
window.benchResult = { buildMs, perQuery }
</script>
</head><body></body></html>`
}

export type QueryTiming = { query: string; ms: number; results: number }

export async function measureSearchQueries(
  browser: Browser,
  origin: string,
  { queries = QUERIES, repeats = 25 }: { queries?: readonly string[]; repeats?: number } = {},
): Promise<SearchQueryFigures & { perQuery: QueryTiming[] }> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const modules = browserModules()
    await page.route(`${origin}/__bench/**`, (route) => {
      const url = new URL(route.request().url())
      if (url.pathname === '/__bench/') {
        return route.fulfill({ contentType: 'text/html', body: benchPage(queries, repeats) })
      }
      const source = modules[url.pathname]
      return source === undefined
        ? route.fulfill({ status: 404, body: 'not found' })
        : route.fulfill({ contentType: 'text/javascript', body: source })
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${origin}/__bench/`)
    const handle = await page
      .waitForFunction('window.benchResult', undefined, { timeout: 60_000 })
      .catch((error: unknown) => {
        throw new Error(`The search benchmark page failed: ${errors.join('; ') || String(error)}`)
      })
    const timing = (await handle.jsonValue()) as { buildMs: number; perQuery: QueryTiming[] }
    const times = timing.perQuery.map((entry) => entry.ms).sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
    const slowest = timing.perQuery.reduce((a, b) => (b.ms > a.ms ? b : a))
    return {
      queries: times.length,
      repeats,
      buildMs: timing.buildMs,
      medianMs: at(0.5),
      p90Ms: at(0.9),
      slowest: { query: slowest.query, ms: slowest.ms },
      perQuery: timing.perQuery,
    }
  } finally {
    await context.close()
  }
}
