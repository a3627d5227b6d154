import { beforeEach, describe } from 'vitest'
import { audienceChecks } from '#test-support/audience-checks'
import { databaseEachTest } from '#test-support/database'
import type { DatabaseHandle } from '@/server/db/client'

describe('the console’s audience (PGlite)', () => {
  const freshDatabase = databaseEachTest()
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await freshDatabase()
  })
  audienceChecks({ db: () => handle.db })
})
