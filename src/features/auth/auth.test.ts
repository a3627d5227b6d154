import { beforeEach, describe } from 'vitest'
import type { DatabaseHandle } from '@/server/db/client'
import { authFlowSuite } from '#test-support/auth-flows'
import { databaseEachTest } from '#test-support/database'

describe('accounts on PGlite', () => {
  const freshDatabase = databaseEachTest()
  let handle: DatabaseHandle | undefined
  beforeEach(async () => {
    handle = await freshDatabase()
  })
  authFlowSuite({
    db: () => {
      if (!handle) throw new Error('the database opens in beforeEach')
      return handle.db
    },
  })
})
