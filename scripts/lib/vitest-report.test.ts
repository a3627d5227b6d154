import { describe, expect, it } from 'vitest'
import { failedVitestTests, type VitestReport } from './vitest-report'

const report: VitestReport = {
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/src/server/mail/outbox.pg.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'the outbox sends', status: 'passed' },
        {
          fullName: 'the outbox suppresses after three temporary refusals',
          status: 'failed',
          location: { line: 88, column: 3 },
          failureMessages: [
            '\u001b[31mAssertionError: expected 2 to be +0\u001b[39m\n    at outbox.pg.test.ts:95',
          ],
        },
      ],
    },
    {
      name: '/repo/src/server/db/broken.test.ts',
      status: 'failed',
      message: 'Failed to load url ./missing (resolved id: ./missing)\nmore',
      assertionResults: [],
    },
    {
      name: '/repo/src/lib/fine.test.ts',
      status: 'passed',
      assertionResults: [{ fullName: 'fine', status: 'passed' }],
    },
  ],
}

describe('the Vitest report as npm test reads it', () => {
  it('names every failed test with its file, line and the first line of its error', () => {
    expect(failedVitestTests(report, '/repo')).toEqual([
      'src/server/mail/outbox.pg.test.ts:88 › the outbox suppresses after three temporary refusals: AssertionError: expected 2 to be +0',
      'src/server/db/broken.test.ts: Failed to load url ./missing (resolved id: ./missing)',
    ])
  })

  it('names nothing when everything passed', () => {
    expect(
      failedVitestTests({ ...report, testResults: report.testResults?.slice(2) }, '/repo'),
    ).toEqual([])
  })
})
