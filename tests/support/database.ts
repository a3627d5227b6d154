import { createDatabase, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'

/** A fresh, fully migrated in-memory PGlite: real PostgreSQL semantics, nothing on disk. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle = createDatabase({ kind: 'pglite' })
  await migrateDatabase(handle)
  return handle
}
