import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, vi } from 'vitest'
import { INBOX_NOW, inboxSuite } from '#test-support/inbox-flows'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'

const available = await requirePostgres()

describe.skipIf(!available)('the consultations inbox on PostgreSQL, from two app instances', () => {
  const pools = twoInstancesOnPostgres()
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: INBOX_NOW })
    // TRUNCATE: the audit log's trigger refuses row deletes.
    await pools.first.execute(
      sql`truncate consultations, staff_users, mail_outbox, audit_log cascade`,
    )
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  inboxSuite({ db: () => pools.first, second: () => pools.second })
})
