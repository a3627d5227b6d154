import { describe } from 'vitest'
import { auditLogChecks } from '#test-support/audit-log-checks'
import { requirePostgres, scratchPostgresEachTest } from '#test-support/postgres'

const available = await requirePostgres()

describe.skipIf(!available)('the staff audit log (PostgreSQL)', () => {
  auditLogChecks(scratchPostgresEachTest(['audit_log']))
})
