import { beforeEach, describe } from 'vitest'
import type { DatabaseHandle } from '@/server/db/client'
import { databaseEachTest } from '#test-support/database'
import { staffAccountSuite } from '#test-support/staff-flows'

describe('staff accounts on PGlite', () => {
  const freshDatabase = databaseEachTest()
  let handle: DatabaseHandle | undefined
  beforeEach(async () => {
    handle = await freshDatabase()
  })
  staffAccountSuite({
    db: () => {
      if (!handle) throw new Error('the database opens in beforeEach')
      return handle.db
    },
  })
})
