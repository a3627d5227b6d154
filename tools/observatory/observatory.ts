import { z } from 'zod'

// What `npm run observatory` asks of the MDN HTTP Observatory's verdicts, and how it prints them.
// The scan runs in tools/observatory/scan.mjs; this module only reads and judges its output.

/** The routes scanned: a prerendered page, the booking page, a section, the account page, an API. */
export const OBSERVATORY_PATHS = [
  '/',
  '/contact',
  '/insights',
  '/auth',
  '/api/consultations/setup',
] as const

/** The only grade that passes. */
export const REQUIRED_GRADE = 'A+'

const TestSchema = z.object({
  pass: z.boolean(),
  result: z.string().nullable(),
  expectation: z.string(),
  scoreModifier: z.number(),
  description: z.string(),
  recommendation: z.string(),
})

const ScannedSchema = z.object({
  path: z.string(),
  scan: z.object({
    grade: z.string(),
    score: z.number(),
    statusCode: z.number(),
    /** Whether the certificate was verified (false: the scanner fell back to not checking it). */
    verified: z.boolean(),
    testsFailed: z.number(),
    testsPassed: z.number(),
    testsQuantity: z.number(),
  }),
  tests: z.record(z.string(), TestSchema),
})

const FailedScanSchema = z.object({ path: z.string(), error: z.string() })

export const ScanResultsSchema = z.array(z.union([ScannedSchema, FailedScanSchema]))
export type ScanResults = z.infer<typeof ScanResultsSchema>
export type ScanResult = ScanResults[number]

/** The scan's output file, checked; throws with the reason when it is not what the scan writes. */
export function parseScanResults(text: string): ScanResults {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('The Observatory scan wrote no valid JSON.')
  }
  const parsed = ScanResultsSchema.safeParse(json)
  if (!parsed.success) {
    throw new Error(
      `The Observatory scan's output has an unexpected shape: ${parsed.error.message}`,
    )
  }
  return parsed.data
}

export type Verdict = { ok: boolean; problems: string[] }

/**
 * Passes only when every path was scanned over a verified certificate, graded A+ and failed no
 * test. Each problem names the path and the test, with the scanner's own result code.
 */
export function judge(results: ScanResults, expectedPaths: readonly string[]): Verdict {
  const problems: string[] = []
  for (const expected of expectedPaths) {
    if (!results.some((result) => result.path === expected)) {
      problems.push(`${expected}: not scanned`)
    }
  }
  for (const result of results) {
    if ('error' in result) {
      problems.push(`${result.path}: the scan failed: ${result.error}`)
      continue
    }
    const { grade, score, verified } = result.scan
    if (!verified) {
      problems.push(`${result.path}: the certificate was not verified (results are not meaningful)`)
    }
    if (grade !== REQUIRED_GRADE) {
      problems.push(`${result.path}: grade ${grade} (score ${score}), ${REQUIRED_GRADE} required`)
    }
    for (const [name, test] of Object.entries(result.tests)) {
      if (!test.pass)
        problems.push(`${result.path}: ${name} failed (${test.result ?? 'no result'})`)
    }
  }
  return { ok: problems.length === 0, problems }
}

/** Markup and entities in the scanner's descriptions, as plain text for a terminal. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value)
}

/** One block per path: grade, score and counts, then each test with its result and modifier. */
export function formatReport(results: ScanResults): string[] {
  const lines: string[] = []
  for (const result of results) {
    if ('error' in result) {
      lines.push(`${result.path}: scan failed: ${result.error}`, '')
      continue
    }
    const { grade, score, statusCode, testsPassed, testsQuantity, verified } = result.scan
    lines.push(
      `${result.path}: grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed` +
        ` (HTTP ${statusCode}${verified ? '' : ', certificate NOT verified'})`,
    )
    const entries = Object.entries(result.tests)
    const nameWidth = Math.max(...entries.map(([name]) => name.length))
    const resultWidth = Math.max(...entries.map(([, test]) => (test.result ?? 'no result').length))
    for (const [name, test] of entries) {
      const outcome = (test.result ?? 'no result').padEnd(resultWidth)
      lines.push(
        `  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(nameWidth)}  ${outcome}  ${signed(test.scoreModifier).padStart(3)}`,
      )
      if (!test.pass && test.description) lines.push(`        ${plainText(test.description)}`)
    }
    lines.push('')
  }
  return lines
}
