import path from 'node:path'
import { kilobytes, measureBuild } from './first-load'
import { checkFirstLoad, LAZY_FEATURE_MARKERS, type FirstLoadReport } from './first-load-budget'

/**
 * Every prerendered page's first-load JavaScript against the budget, from the production build
 * alone, so the result is the same on any machine. Prints the heaviest pages and each problem.
 */
export function runSizeCheck(distDir: string): FirstLoadReport {
  const routes = measureBuild(distDir)
  const report = checkFirstLoad(routes, (src) => path.join(distDir, src.slice('/_next/'.length)))
  const heaviest = [...routes].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5)
  console.info(`First-load JavaScript of ${routes.length} prerendered pages (gzip), heaviest:`)
  for (const route of heaviest) {
    console.info(`  ${kilobytes(route.gzipBytes).padStart(9)}  ${route.route}`)
  }
  console.info(`Budget ${kilobytes(report.budgetBytes)} per page. Loaded on first use only:`)
  console.info(`  ${LAZY_FEATURE_MARKERS.map((feature) => feature.name).join(', ')}`)
  for (const problem of report.problems) console.error(`FAIL ${problem}`)
  console.info(`size check: ${report.passed} pages passed, ${report.problems.length} problems`)
  return report
}
