import { sql } from 'drizzle-orm'
import { beforeEach, describe } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { staffAccountSuite } from '#test-support/staff-flows'
import { twoInstancesOnPostgres } from '#test-support/two-instances'

const available = await requirePostgres()

describe.skipIf(!available)('staff accounts on PostgreSQL', () => {
  const pools = twoInstancesOnPostgres()

  beforeEach(async () => {
    // TRUNCATE, not DELETE: the audit log's trigger refuses row deletes.
    await pools.first.execute(
      sql`truncate staff_users, staff_invitations, staff_verifications, mail_outbox, audit_log cascade`,
    )
  })

  staffAccountSuite({ db: () => pools.first })
})
