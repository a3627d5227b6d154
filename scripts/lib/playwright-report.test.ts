import { describe, expect, it } from 'vitest'
import { failedTests, specDurations, type PlaywrightReport } from './playwright-report'

const report: PlaywrightReport = {
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      file: 'booking.spec.ts',
      specs: [
        {
          title: 'a visitor books a call',
          line: 40,
          tests: [
            {
              projectName: 'desktop',
              status: 'unexpected',
              results: [
                { duration: 3_000, error: { message: 'first try' } },
                {
                  duration: 4_000,
                  error: {
                    message:
                      '\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\n\nLocator: …',
                  },
                },
              ],
            },
            { projectName: 'mobile', status: 'expected', results: [{ duration: 2_000 }] },
          ],
        },
      ],
      suites: [
        {
          specs: [
            {
              title: 'cancels',
              line: 90,
              tests: [
                {
                  projectName: 'mobile',
                  status: 'flaky',
                  results: [{ duration: 500, error: {} }, { duration: 500 }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      file: 'home.spec.ts',
      specs: [
        { title: 'greets', tests: [{ status: 'expected', results: [{ duration: 10_000 }] }] },
      ],
    },
  ],
}

describe('the Playwright report as npm test reads it', () => {
  it('adds up the test time per spec file, largest first', () => {
    expect(specDurations(report)).toEqual([
      ['booking.spec.ts', 10_000],
      ['home.spec.ts', 10_000],
    ])
  })

  it('names every test that failed a try, with its last error’s first line and no colours', () => {
    expect(failedTests(report)).toEqual([
      '[desktop] booking.spec.ts:40 › a visitor books a call (unexpected): Error: expect(locator).toBeVisible()',
      '[mobile] booking.spec.ts:90 › cancels (flaky)',
    ])
  })
})
