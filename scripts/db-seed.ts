import { getEnv } from '@/config/env.server'
import { refuseWhileServerHoldsEmbeddedDatabase } from './lib/embedded-database-guard'
import { loadProjectEnv } from './lib/load-env'
import { databaseTargetFromEnv, describeTarget, getDatabaseHandle } from '@/server/db/instance'
import { migrateDatabase } from '@/server/db/migrate'
import { seedDatabase } from '@/server/db/seed'

// `npm run db:seed`: add the built-in content that is missing. Safe to run any number of times.
loadProjectEnv()
await refuseWhileServerHoldsEmbeddedDatabase(getEnv())
const handle = getDatabaseHandle()
try {
  await migrateDatabase(handle)
  const { inserted } = await seedDatabase(handle.db)
  console.info(
    `Seeded ${describeTarget(databaseTargetFromEnv(getEnv()))}: ${inserted} webinar(s) added`,
  )
} finally {
  await handle.close()
}
