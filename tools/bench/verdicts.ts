import {
  MAX_CLS,
  MAX_FIRST_LOAD_JS_GZIP_BYTES,
  MAX_LCP_OVER_FLOOR_MS,
  MAX_SEARCH_INDEX_GZIP_BYTES,
  MAX_SEARCH_QUERY_MS,
  MAX_TBT_OVER_FLOOR_MS,
  MIN_SCORES,
} from './budgets'
import { formatBytes, formatMs } from './format'
import type { BenchResult, LighthouseMetrics, Verdict } from './results'

// Every figure of a run compared with its budget.

type Figures = Pick<BenchResult, 'lighthouse' | 'javascript' | 'search'>

const check = (
  budget: string,
  subject: string,
  limit: string,
  actual: number | null,
  show: (value: number) => string,
  passes: (value: number) => boolean,
): Verdict => ({
  budget,
  subject,
  limit,
  actual: actual === null ? 'not measured' : show(actual),
  pass: actual === null ? null : passes(actual),
})

const SCORE_NAMES: [keyof typeof MIN_SCORES, string][] = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['bestPractices', 'Best Practices'],
  ['seo', 'SEO'],
]

/**
 * A budget relative to the floor's median in the same run: the limit names both, and without a
 * floor (it failed to build or start) the figure is neither passed nor failed.
 */
function overFloor(
  budget: string,
  route: string,
  actual: number | null,
  floor: number | null | undefined,
  allowance: number,
): Verdict {
  if (floor === null || floor === undefined) {
    const verdict = check(
      budget,
      route,
      `≤ floor + ${formatMs(allowance)}`,
      null,
      formatMs,
      () => true,
    )
    return {
      ...verdict,
      actual: actual === null ? 'not measured' : `${formatMs(actual)}, no floor`,
    }
  }
  const limit = floor + allowance
  return check(
    budget,
    route,
    `≤ floor + ${formatMs(allowance)} = ${formatMs(limit)}`,
    actual,
    formatMs,
    (value) => value <= limit,
  )
}

function lighthouseVerdicts(
  route: string,
  median: LighthouseMetrics,
  floor: LighthouseMetrics | undefined,
): Verdict[] {
  const scores = SCORE_NAMES.map(([key, name]) => {
    const minimum = MIN_SCORES[key]
    return check(
      name,
      route,
      minimum === 100 ? '= 100' : `≥ ${minimum}`,
      median[key],
      (value) => String(value),
      (value) => value >= minimum,
    )
  })
  return [
    ...scores,
    overFloor('LCP', route, median.lcpMs, floor?.lcpMs, MAX_LCP_OVER_FLOOR_MS),
    overFloor('TBT', route, median.tbtMs, floor?.tbtMs, MAX_TBT_OVER_FLOOR_MS),
    check(
      'CLS',
      route,
      `≤ ${MAX_CLS}`,
      median.cls,
      (v) => v.toFixed(3),
      (v) => v <= MAX_CLS,
    ),
  ]
}

export function evaluateBudgets({ lighthouse, javascript, search }: Figures): Verdict[] {
  const verdicts = lighthouse.targets.flatMap((target) =>
    lighthouseVerdicts(target.name, target.median, lighthouse.floor?.median),
  )
  const jsLimit = `≤ ${formatBytes(MAX_FIRST_LOAD_JS_GZIP_BYTES)} gzip`
  const withinJs = (bytes: number) => bytes <= MAX_FIRST_LOAD_JS_GZIP_BYTES
  for (const route of javascript.keyRoutes) {
    verdicts.push(
      check('First-load JS', route.route, jsLimit, route.gzipBytes, formatBytes, withinJs),
    )
  }
  verdicts.push(
    check(
      'First-load JS',
      javascript.max
        ? `all ${javascript.contentPages} content pages (heaviest: ${javascript.max.route})`
        : 'all content pages',
      jsLimit,
      javascript.max?.gzipBytes ?? null,
      formatBytes,
      withinJs,
    ),
  )
  verdicts.push(
    check(
      'Search query (median)',
      'search',
      `< ${MAX_SEARCH_QUERY_MS} ms`,
      search.query?.medianMs ?? null,
      (value) => `${value.toFixed(2)} ms`,
      (value) => value < MAX_SEARCH_QUERY_MS,
    ),
    check(
      'Search index size',
      '/search-index.json',
      `≤ ${formatBytes(MAX_SEARCH_INDEX_GZIP_BYTES)} gzip`,
      search.index?.gzipBytes ?? null,
      formatBytes,
      (value) => value <= MAX_SEARCH_INDEX_GZIP_BYTES,
    ),
    {
      budget: 'Search index compressed',
      subject: '/search-index.json',
      limit: 'Content-Encoding gzip or br',
      actual: search.index ? (search.index.contentEncoding ?? 'none') : 'not measured',
      pass: search.index ? ['gzip', 'br'].includes(search.index.contentEncoding ?? '') : null,
    },
  )
  return verdicts
}
