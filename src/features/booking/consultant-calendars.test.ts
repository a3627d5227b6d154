import { afterEach, beforeEach, describe, vi } from 'vitest'
import { NOW, consultantCalendarChecks } from '#test-support/consultant-calendar-checks'
import { databaseEachTest } from '#test-support/database'
import type { DatabaseHandle } from '@/server/db/client'

describe('consultants’ calendars on PGlite', () => {
  const freshDatabase = databaseEachTest()
  let handle: DatabaseHandle | undefined
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    handle = await freshDatabase()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const db = () => {
    if (!handle) throw new Error('the database opens in beforeEach')
    return handle.db
  }
  consultantCalendarChecks({ db, instance: db })
})
