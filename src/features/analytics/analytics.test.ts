import { describe } from 'vitest'
import { analyticsDashboardChecks } from '#test-support/analytics-dashboard-checks'
import { emptyDatabaseEachTest } from '#test-support/database'

describe('the analytics dashboard’s figures and the daily roll-up (PGlite)', () => {
  const db = emptyDatabaseEachTest()
  analyticsDashboardChecks({ db, instance: db })
})
