import { describe } from 'vitest'
import { auditLogChecks } from '#test-support/audit-log-checks'
import { requirePostgres } from '#test-support/postgres'
import { scratchPostgresEachTest } from '#test-support/postgres-each-test'

const available = await requirePostgres()

describe.skipIf(!available)('the staff audit log (PostgreSQL)', () => {
  auditLogChecks(scratchPostgresEachTest(['audit_log']))
})
