import path from 'node:path'
import { unfinishedScripts } from './compile-hints'
import { kilobytes, measureBuild, staticFileOf } from './first-load'
import {
  checkFirstLoad,
  checkUnshippedCode,
  LAZY_FEATURE_MARKERS,
  type FirstLoadReport,
} from './first-load-budget'

/**
 * Every prerendered page's first-load JavaScript against the budget, from the production build
 * alone, so the result is the same on any machine, and the build's finishing steps on those
 * scripts (compile hint, Brotli copy). Prints the heaviest pages and each problem.
 */
export function runSizeCheck(distDir: string): FirstLoadReport {
  const routes = measureBuild(distDir)
  const fileOf = (src: string) => staticFileOf(distDir, src)
  const checked = checkFirstLoad(routes, fileOf)
  const report = {
    ...checked,
    problems: [
      ...checked.problems,
      ...unfinishedScripts(
        routes.flatMap((route) => route.scripts),
        fileOf,
      ),
      ...checkUnshippedCode(path.join(distDir, 'static', 'chunks')),
    ],
  }
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
