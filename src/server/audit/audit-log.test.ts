import { describe } from 'vitest'
import { auditLogChecks } from '#test-support/audit-log-checks'
import { emptyDatabaseEachTest } from '#test-support/database'

describe('the staff audit log (PGlite)', () => {
  auditLogChecks(emptyDatabaseEachTest())
})
