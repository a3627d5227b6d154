import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe } from 'vitest'
import { auditLogChecks } from '#test-support/audit-log-checks'
import { createScratchDatabase, requirePostgres } from '#test-support/postgres'
import { createDatabase, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'

const available = await requirePostgres()

describe.skipIf(!available)('the staff audit log (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let handle: DatabaseHandle

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    handle = createDatabase({ kind: 'postgres', url: scratch.url })
    await migrateDatabase(handle)
  })

  afterAll(async () => {
    await handle?.close()
    await scratch?.drop()
  })

  beforeEach(async () => {
    // TRUNCATE is not a row delete: the trigger lets a test start from an empty table.
    await handle.db.execute(sql`truncate audit_log`)
  })

  auditLogChecks(() => handle.db)
})
