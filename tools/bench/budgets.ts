// The performance budgets of ARCHITECTURE.md, in one place. The benchmark (`npm run bench`)
// compares its figures with these. The JavaScript budget belongs to the site's size check in
// `npm test` (scripts/lib/first-load-budget.ts): the benchmark reads it from there, since the
// site never imports the tools workspace (decision 037).
import { MAX_FIRST_LOAD_JS_GZIP_BYTES } from '../../scripts/lib/first-load-budget'

export { MAX_FIRST_LOAD_JS_GZIP_BYTES }

/** Lighthouse category scores (0–100), mobile, median of the runs: at least these. */
export const MIN_SCORES = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const

/** Largest Contentful Paint, Lighthouse mobile median: at most this many milliseconds. */
export const MAX_LCP_MS = 1_800

/** Total Blocking Time, Lighthouse mobile median: at most this many milliseconds. */
export const MAX_TBT_MS = 100

/** Cumulative Layout Shift, Lighthouse mobile median: at most this. */
export const MAX_CLS = 0.01

/** Site search, median time of one query in the browser: under this many milliseconds. */
export const MAX_SEARCH_QUERY_MS = 5

/** The search index as served (/search-index.json), gzipped: at most 80 KB, sent compressed. */
export const MAX_SEARCH_INDEX_GZIP_BYTES = 80 * 1024
