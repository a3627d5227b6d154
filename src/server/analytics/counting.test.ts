import { describe, expect, it } from 'vitest'
import { analyticsChecks } from '#test-support/analytics-checks'
import { createTestDatabase, emptyDatabaseEachTest } from '#test-support/database'
import { recordConversion } from './counting.server'

describe('first-party counting (PGlite)', () => {
  analyticsChecks(emptyDatabaseEachTest())
})

describe('a conversion', () => {
  it('never fails the visitor’s action: a database that is gone is only logged', async () => {
    const handle = await createTestDatabase()
    await handle.close()
    const warnings: string[] = []
    const original = console.warn
    console.warn = (line: string) => warnings.push(line)
    try {
      const outcome = await recordConversion(
        handle.db,
        {
          headers: new Headers({ 'user-agent': 'Mozilla/5.0 Firefox/133.0' }),
          client: '203.0.113.7',
        },
        'account-created',
      )
      expect(outcome).toEqual({ counted: false, reason: 'invalid' })
    } finally {
      console.warn = original
    }
    expect(warnings.join('\n')).toContain('analytics conversion not recorded')
  })
})
