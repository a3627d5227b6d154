import 'server-only'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { rowsOf, type DatabaseHandle, type Schema } from './client'

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle')

/** Any constant works; it only has to be the same in every instance of this app. */
const MIGRATION_LOCK_KEY = 727_001

/**
 * Applies the committed SQL migrations in `drizzle/`. On PostgreSQL an advisory lock makes
 * instances that start together take turns instead of racing on the same migration.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder })
    return
  }

  const lockClient = await handle.pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePostgres(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder })
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    lockClient.release()
  }
}

/** How many migrations the database has recorded as applied. */
export async function countAppliedMigrations(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0)
}
