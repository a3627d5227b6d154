import { describe, expect, it } from 'vitest'
import {
  formatReport,
  judge,
  parseScanResults,
  plainText,
  type ScanResult,
  type ScanResults,
} from './observatory'

const passing = (name: string, result: string, scoreModifier = 0) => [
  name,
  {
    pass: true,
    result,
    expectation: result,
    scoreModifier,
    description: 'Fine.',
    recommendation: 'None',
  },
]

function scanned(path: string, overrides: Partial<Extract<ScanResult, { scan: unknown }>> = {}) {
  return {
    path,
    scan: {
      grade: 'A+',
      score: 130,
      statusCode: 200,
      verified: true,
      testsFailed: 0,
      testsPassed: 2,
      testsQuantity: 2,
    },
    tests: Object.fromEntries([
      passing('content-security-policy', 'csp-implemented-with-no-unsafe-default-src-none', 10),
      passing('x-content-type-options', 'x-content-type-options-nosniff'),
    ]),
    ...overrides,
  }
}

/** A page without a Content-Security-Policy, as the scanner grades it. */
const withoutHeaders = {
  ...scanned('/contact'),
  scan: { ...scanned('/').scan, grade: 'D', score: 30, testsFailed: 1, testsPassed: 1 },
  tests: {
    'content-security-policy': {
      pass: false,
      result: 'csp-not-implemented',
      expectation: 'csp-implemented-with-no-unsafe',
      scoreModifier: -25,
      description: 'Content Security Policy (CSP) header not implemented.',
      recommendation: 'Implement one, see <a href="https://developer.mozilla.org">MDN</a>.',
    },
    'x-content-type-options': {
      pass: true,
      result: 'x-content-type-options-nosniff',
      expectation: 'x-content-type-options-nosniff',
      scoreModifier: 0,
      description: '<code>X-Content-Type-Options</code> header set to &quot;nosniff&quot;',
      recommendation: 'None',
    },
  },
}

describe('reading the scan output', () => {
  it('accepts scanned paths and failed scans', () => {
    const text = JSON.stringify([
      scanned('/'),
      { path: '/auth', error: 'The site seems to be down.' },
    ])
    const results = parseScanResults(text)
    expect(results).toHaveLength(2)
    expect(results[1]).toEqual({ path: '/auth', error: 'The site seems to be down.' })
  })

  it('refuses output that is not JSON or not the scan shape', () => {
    expect(() => parseScanResults('Error: boom')).toThrow(/no valid JSON/)
    expect(() => parseScanResults(JSON.stringify([{ path: '/', scan: { grade: 'A+' } }]))).toThrow(
      /unexpected shape/,
    )
  })
})

describe('judging the scan', () => {
  const paths = ['/', '/contact']

  it('passes only A+ on every path with no failed test', () => {
    expect(judge([scanned('/'), scanned('/contact')] as ScanResults, paths)).toEqual({
      ok: true,
      problems: [],
    })
  })

  it('names the path, the grade and each failed test with its result', () => {
    const verdict = judge([scanned('/'), withoutHeaders] as ScanResults, paths)
    expect(verdict.ok).toBe(false)
    expect(verdict.problems).toEqual([
      '/contact: grade D (score 30), A+ required',
      '/contact: content-security-policy failed (csp-not-implemented)',
    ])
  })

  it('fails an A+ with a failed test (extra credit can outweigh a failure)', () => {
    const tests = {
      ...scanned('/').tests,
      'x-frame-options': {
        ...withoutHeaders.tests['content-security-policy'],
        result: 'x-frame-options-not-implemented',
        scoreModifier: -20,
      },
    }
    const verdict = judge([scanned('/', { tests }), scanned('/contact')] as ScanResults, paths)
    expect(verdict.problems).toEqual([
      '/: x-frame-options failed (x-frame-options-not-implemented)',
    ])
  })

  it('fails a scan that errored, a path not scanned and an unverified certificate', () => {
    const unverified = scanned('/')
    unverified.scan = { ...unverified.scan, verified: false }
    const verdict = judge(
      [unverified, { path: '/auth', error: 'The site seems to be down.' }] as ScanResults,
      ['/', '/auth', '/contact'],
    )
    expect(verdict.problems).toEqual([
      '/contact: not scanned',
      '/: the certificate was not verified (results are not meaningful)',
      '/auth: the scan failed: The site seems to be down.',
    ])
  })
})

describe('the printed report', () => {
  it('shows grade, score and every test, with the reason under a failed one', () => {
    const lines = formatReport([withoutHeaders, { path: '/auth', error: 'down' }] as ScanResults)
    expect(lines[0]).toBe('/contact: grade D, score 30, 1/2 tests passed (HTTP 200)')
    expect(lines[1]).toMatch(/^ {2}FAIL {2}content-security-policy +csp-not-implemented +-25$/)
    expect(lines[2]).toBe('        Content Security Policy (CSP) header not implemented.')
    expect(lines[3]).toMatch(
      /^ {2}pass {2}x-content-type-options +x-content-type-options-nosniff +0$/,
    )
    expect(lines).toContain('/auth: scan failed: down')
  })

  it('turns the scanner’s HTML descriptions into plain text', () => {
    expect(
      plainText('<code>X-Content-Type-Options</code> set to &quot;nosniff&quot; &amp; more'),
    ).toBe('X-Content-Type-Options set to "nosniff" & more')
  })
})
