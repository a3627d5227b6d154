import { afterAll, beforeAll } from 'vitest'
import { createDatabase, type Database, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'
import { createScratchDatabase } from './postgres'

/**
 * Two app instances on one fresh, migrated PostgreSQL database, as a deployment of several
 * instances has: registers the suite's setup and teardown and hands out each instance's
 * connection pool. Call it inside a `describe` that is skipped when PostgreSQL is not there.
 */
export function twoInstancesOnPostgres() {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
  let first: DatabaseHandle | undefined
  let second: DatabaseHandle | undefined

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    first = createDatabase({ kind: 'postgres', url: scratch.url })
    second = createDatabase({ kind: 'postgres', url: scratch.url })
    await migrateDatabase(first)
  })

  afterAll(async () => {
    await first?.close()
    await second?.close()
    await scratch?.drop()
  })

  const pool = (handle: DatabaseHandle | undefined): Database => {
    if (!handle) throw new Error('the instances start in beforeAll')
    return handle.db
  }
  return {
    get first() {
      return pool(first)
    },
    get second() {
      return pool(second)
    },
    /** Alternates between the two instances' pools. */
    instance: (index: number) => pool(index % 2 === 0 ? first : second),
  }
}
