import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createDatabase, type Database, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'
import { createScratchDatabase } from './postgres'

// Apart from postgres.ts, which the benchmark imports outside Vitest (where server modules and
// Vitest's hooks cannot load).

/**
 * A migrated scratch database for one test file's `describe`, dropped after it; before each test
 * the named tables are truncated (TRUNCATE is not a row delete, so the audit log's trigger lets a
 * test start from empty). The getter answers its database.
 */
export function scratchPostgresEachTest(tablesToEmpty: readonly string[]): () => Database {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
  let handle: DatabaseHandle | undefined
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
    await handle!.db.execute(sql.raw(`truncate ${tablesToEmpty.join(', ')} cascade`))
  })
  return () => {
    if (!handle) throw new Error('the database opens in beforeAll')
    return handle.db
  }
}
