// What `npm test` reads from Vitest's JSON report: the counts, and what failed.

import path from 'node:path'
import { firstErrorLine } from './error-line'

type VitestAssertion = {
  fullName: string
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo' | 'disabled'
  failureMessages?: string[]
  location?: { line: number; column: number }
}
export type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults?: {
    /** The test file's absolute path. */
    name: string
    status: 'passed' | 'failed'
    /** Why a file failed as a whole (it did not load, or a hook threw). */
    message?: string
    assertionResults: VitestAssertion[]
  }[]
}

/**
 * Every failed test as 'file:line › full name: the first line of its error', and every file that
 * failed without a failed test (it did not load, or a hook threw) as 'file: its message', so a CI
 * log cut to its tail still names what failed. Paths are relative to `root`.
 */
export function failedVitestTests(report: VitestReport, root: string): string[] {
  const failed: string[] = []
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name)
    const failedHere = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedHere) {
      const line = test.location ? `:${test.location.line}` : ''
      const message = firstErrorLine(test.failureMessages?.[0])
      failed.push(`${where}${line} › ${test.fullName}${message ? `: ${message}` : ''}`)
    }
    if (file.status === 'failed' && failedHere.length === 0) {
      failed.push(`${where}: ${firstErrorLine(file.message) || 'failed'}`)
    }
  }
  return failed
}
