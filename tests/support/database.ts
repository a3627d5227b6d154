import type { PGlite } from '@electric-sql/pglite'
import { createDatabase, wrapPglite, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'

// Starting PGlite and migrating costs seconds; cloning a migrated instance costs about half a
// second. Each test file migrates one template and hands out clones of it.
let template: Promise<PGlite> | undefined

async function migratedTemplate(): Promise<PGlite> {
  const handle = createDatabase({ kind: 'pglite' })
  await migrateDatabase(handle)
  if (handle.kind !== 'pglite') throw new Error('unreachable: the template is PGlite')
  return handle.client
}

/** A fresh, fully migrated in-memory PGlite: real PostgreSQL semantics, nothing on disk. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  template ??= migratedTemplate()
  const clone = (await (await template).clone()) as PGlite
  return wrapPglite(clone)
}
