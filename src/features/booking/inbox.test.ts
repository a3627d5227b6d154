import { afterEach, beforeEach, describe, vi } from 'vitest'
import { databaseEachTest } from '#test-support/database'
import { INBOX_NOW, inboxSuite } from '#test-support/inbox-flows'
import type { DatabaseHandle } from '@/server/db/client'

describe('the consultations inbox (PGlite)', () => {
  const freshDatabase = databaseEachTest()
  let handle: DatabaseHandle
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: INBOX_NOW })
    handle = await freshDatabase()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  // One embedded database serves both "instances": PGlite runs one statement at a time.
  inboxSuite({ db: () => handle.db, second: () => handle.db })
})
