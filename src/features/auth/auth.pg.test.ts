import { beforeEach, describe } from 'vitest'
import { mailOutbox, rateLimits, users, verifications } from '@/server/db/schema'
import { authFlowSuite } from '#test-support/auth-flows'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'

const available = await requirePostgres()

describe.skipIf(!available)('accounts on PostgreSQL, from two app instances', () => {
  const pools = twoInstancesOnPostgres()

  beforeEach(async () => {
    // Sessions and accounts go with their users (on delete cascade).
    for (const table of [users, verifications, mailOutbox, rateLimits])
      await pools.first.delete(table)
  })

  // Every journey with requests alternating between the two instances' pools where it matters:
  // a session made on one is valid on the other, and the rate limits count across both.
  authFlowSuite({ db: () => pools.first, other: () => pools.second })
})
