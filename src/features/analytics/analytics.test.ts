import { describe } from 'vitest'
import { analyticsChecks } from '#test-support/analytics-checks'
import { emptyDatabaseEachTest } from '#test-support/database'

describe('the analytics dashboard’s figures and the daily roll-up (PGlite)', () => {
  const db = emptyDatabaseEachTest()
  analyticsChecks({ db, instance: db })
})
