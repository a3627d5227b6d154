import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import ts from 'typescript'
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium'
import { projectRoot } from './lib/run'

// `npm run bench:search [-- <origin>]`: how fast the site search answers in Chromium. Against a
// running server (`npm start`; default http://127.0.0.1:3000), it loads the built
// /search-index.json in a page, builds the index with the dialog's own code and times a few dozen
// queries. It also reports the index's size as served and gzipped.

const origin = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(
  /\/$/,
  '',
)

/** Typed queries: single words, prefixes, typos, phrases, curated names and misses. */
const QUERIES = [
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
]

const REPEATS = 25

/** The dialog's search code as browser modules, transpiled from the sources. */
function browserModules(): Record<string, string> {
  const transpile = (file: string) =>
    ts.transpileModule(fs.readFileSync(path.join(projectRoot, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText
  return {
    '/__bench/search-index.js': transpile('src/features/search/search-index.ts'),
    '/__bench/rank-curated': transpile('src/features/search/rank-curated.ts'),
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
const payload = await (await fetch('/search-index.json')).json()
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

type Timing = {
  buildMs: number
  perQuery: { query: string; ms: number; results: number }[]
}

async function main() {
  const response = await fetch(`${origin}/search-index.json`, {
    headers: { 'accept-encoding': 'gzip' },
  })
  if (!response.ok) {
    throw new Error(`${origin}/search-index.json answered ${response.status}; is the site running?`)
  }
  const body = await response.text()
  const gzipBytes = zlib.gzipSync(body).length

  ensureChromium()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    const modules = browserModules()
    await page.route(`${origin}/__bench/**`, (route) => {
      const url = new URL(route.request().url())
      if (url.pathname === '/__bench/') {
        return route.fulfill({ contentType: 'text/html', body: benchPage(QUERIES, REPEATS) })
      }
      const source = modules[url.pathname]
      return source === undefined
        ? route.fulfill({ status: 404, body: 'not found' })
        : route.fulfill({ contentType: 'text/javascript', body: source })
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${origin}/__bench/`)
    const result = await page
      .waitForFunction('window.benchResult', undefined, { timeout: 60_000 })
      .catch((error: unknown) => {
        throw new Error(`The benchmark page failed: ${errors.join('; ') || String(error)}`)
      })
    const timing = (await result.jsonValue()) as Timing

    const times = timing.perQuery.map((entry) => entry.ms).sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
    const median = at(0.5)
    const slowest = timing.perQuery.reduce((a, b) => (b.ms > a.ms ? b : a))

    console.info(`Chromium: ${await browser.version()}  ·  ${origin}/search-index.json`)
    console.info(
      `Index: ${(body.length / 1024).toFixed(1)} KB, ${(gzipBytes / 1024).toFixed(1)} KB gzip` +
        ` (served ${response.headers.get('content-encoding') ?? 'uncompressed'})`,
    )
    console.info(`Build in the browser: ${timing.buildMs.toFixed(1)} ms (once, on first open)`)
    for (const entry of timing.perQuery) {
      console.info(
        `  ${entry.query.padEnd(30)} ${entry.ms.toFixed(3).padStart(7)} ms  ${entry.results} results`,
      )
    }
    console.info(
      `Median query: ${median.toFixed(3)} ms over ${times.length} queries ` +
        `(p90 ${at(0.9).toFixed(3)} ms, slowest ${slowest.ms.toFixed(3)} ms for '${slowest.query}')`,
    )
    if (median >= 5) process.exitCode = 1
  } finally {
    await browser.close()
  }
}

await main()
