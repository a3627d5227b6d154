import { chromium } from '@playwright/test'
import { measureSearchIndex, measureSearchQueries } from './search-speed'
import { MAX_SEARCH_QUERY_MS } from './budgets'
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../../scripts/lib/chromium'

// `npm run bench:search [-- <origin>]`: how fast the site search answers in Chromium, against a
// running server (`npm start`; default http://127.0.0.1:3000). The measurement itself lives in
// tools/bench/search-speed.ts, which `npm run bench` runs too.

const origin = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(
  /\/$/,
  '',
)

async function main() {
  const index = await measureSearchIndex(origin).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : error}; is the site running?`)
  })
  ensureChromium()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const timing = await measureSearchQueries(browser, origin)
    console.info(`Chromium: ${browser.version()}  ·  ${origin}/search-index.json`)
    console.info(
      `Index: ${(index.bytes / 1024).toFixed(1)} KB, ${(index.gzipBytes / 1024).toFixed(1)} KB gzip` +
        ` (served ${index.contentEncoding ?? 'uncompressed'})`,
    )
    console.info(`Build in the browser: ${timing.buildMs.toFixed(1)} ms (once, on first open)`)
    for (const entry of timing.perQuery) {
      console.info(
        `  ${entry.query.padEnd(30)} ${entry.ms.toFixed(3).padStart(7)} ms  ${entry.results} results`,
      )
    }
    console.info(
      `Median query: ${timing.medianMs.toFixed(3)} ms over ${timing.queries} queries ` +
        `(p90 ${timing.p90Ms.toFixed(3)} ms, slowest ${timing.slowest.ms.toFixed(3)} ms for '${timing.slowest.query}')`,
    )
    if (timing.medianMs >= MAX_SEARCH_QUERY_MS) process.exitCode = 1
  } finally {
    await browser.close()
  }
}

await main()
