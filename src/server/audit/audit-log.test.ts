import { beforeEach, describe } from 'vitest'
import { auditLogChecks } from '#test-support/audit-log-checks'
import { databaseEachTest } from '#test-support/database'
import type { DatabaseHandle } from '@/server/db/client'

describe('the staff audit log (PGlite)', () => {
  const freshDatabase = databaseEachTest()
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await freshDatabase()
  })
  auditLogChecks(() => handle.db)
})
