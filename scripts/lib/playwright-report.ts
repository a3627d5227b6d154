// What `npm test` reads from Playwright's JSON report: where the time went, and what failed.

import { firstErrorLine } from './error-line'

type PlaywrightTest = {
  projectName?: string
  /** 'unexpected' failed every try; 'flaky' failed a try and passed a retry. */
  status?: 'expected' | 'unexpected' | 'flaky' | 'skipped'
  results: { duration: number; error?: { message?: string } }[]
}
export type PlaywrightSuite = {
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { title: string; line?: number; tests: PlaywrightTest[] }[]
}
export type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites?: PlaywrightSuite[]
}

type Visit = (file: string, spec: NonNullable<PlaywrightSuite['specs']>[number]) => void

function eachSpec(report: PlaywrightReport, visit: Visit) {
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) visit(file, spec)
    for (const child of suite.suites ?? []) walk(child, file)
  }
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '?')
}

/** Milliseconds of test time per spec file, largest first. */
export function specDurations(report: PlaywrightReport): [string, number][] {
  const totals = new Map<string, number>()
  eachSpec(report, (file, spec) => {
    for (const test of spec.tests) {
      for (const result of test.results) {
        totals.set(file, (totals.get(file) ?? 0) + result.duration)
      }
    }
  })
  return [...totals].sort((a, b) => b[1] - a[1])
}

/**
 * Every test that failed a try, as '[project] file:line › title (status): the first line of its
 * last error', so a CI log cut to its tail still names what failed.
 */
export function failedTests(report: PlaywrightReport): string[] {
  const failed: string[] = []
  eachSpec(report, (file, spec) => {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue
      const firstLine = firstErrorLine(
        test.results.findLast((result) => result.error)?.error?.message,
      )
      const where = `[${test.projectName ?? '?'}] ${file}:${spec.line ?? '?'} › ${spec.title}`
      failed.push(`${where} (${test.status})${firstLine ? `: ${firstLine}` : ''}`)
    }
  })
  return failed
}
