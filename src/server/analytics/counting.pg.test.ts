import { describe } from 'vitest'
import { analyticsChecks } from '#test-support/analytics-checks'
import { requirePostgres } from '#test-support/postgres'
import { scratchPostgresEachTest } from '#test-support/postgres-each-test'

const available = await requirePostgres()

describe.skipIf(!available)('first-party counting (PostgreSQL)', () => {
  analyticsChecks(scratchPostgresEachTest(['analytics_events', 'analytics_salts']))
})
