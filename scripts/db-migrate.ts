import { getEnv } from '@/config/env.server'
import { loadProjectEnv } from './lib/load-env'
import { databaseTargetFromEnv, describeTarget, getDatabaseHandle } from '@/server/db/instance'
import { countAppliedMigrations, migrateDatabase } from '@/server/db/migrate'

// `npm run db:migrate`: apply committed migrations. With the embedded database, stop the server
// first: only one process may open a PGlite data folder at a time.
loadProjectEnv()
const handle = getDatabaseHandle()
try {
  await migrateDatabase(handle)
  console.info(
    `Migrations applied to ${describeTarget(databaseTargetFromEnv(getEnv()))}: ${await countAppliedMigrations(handle)} in total`,
  )
} finally {
  await handle.close()
}
