import { afterEach, beforeEach, describe, vi } from 'vitest'
import { NOW, consultantCalendarChecks } from '#test-support/consultant-calendar-checks'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'
import { consultants, consultations, mailOutbox, staffUsers } from '@/server/db/schema'

const available = await requirePostgres()

describe.skipIf(!available)('consultants’ calendars on PostgreSQL, from two app instances', () => {
  const pools = twoInstancesOnPostgres()
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    await pools.first.delete(mailOutbox)
    await pools.first.delete(consultations)
    await pools.first.delete(consultants)
    await pools.first.delete(staffUsers)
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  consultantCalendarChecks({ db: () => pools.first, instance: pools.instance })
})
