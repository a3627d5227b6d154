import { afterEach, beforeEach, describe } from 'vitest'
import type { DatabaseHandle } from '@/server/db/client'
import { authFlowSuite } from '#test-support/auth-flows'
import { createTestDatabase } from '#test-support/database'

describe('accounts on PGlite', () => {
  let handle: DatabaseHandle | undefined
  beforeEach(async () => {
    handle = await createTestDatabase()
  })
  afterEach(async () => {
    await handle?.close()
  })
  authFlowSuite({
    db: () => {
      if (!handle) throw new Error('the database opens in beforeEach')
      return handle.db
    },
  })
})
