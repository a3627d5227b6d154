import { getEnv } from '@/config/env.server'
import { refuseWhileServerHoldsEmbeddedDatabase } from './lib/embedded-database-guard'
import { loadProjectEnv } from './lib/load-env'
import { databaseTargetFromEnv, describeTarget, getDatabaseHandle } from '@/server/db/instance'
import { countAppliedMigrations, migrateDatabase } from '@/server/db/migrate'

// `npm run db:migrate`: apply committed migrations. With the embedded database the server must be
// stopped first: only one process may open a PGlite data folder at a time.
loadProjectEnv()
await refuseWhileServerHoldsEmbeddedDatabase(getEnv())
const handle = getDatabaseHandle()
try {
  await migrateDatabase(handle)
  console.info(
    `Migrations applied to ${describeTarget(databaseTargetFromEnv(getEnv()))}: ${await countAppliedMigrations(handle)} in total`,
  )
} finally {
  await handle.close()
}
