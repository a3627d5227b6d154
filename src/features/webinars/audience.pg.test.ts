import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe } from 'vitest'
import { audienceChecks } from '#test-support/audience-checks'
import { createScratchDatabase, requirePostgres } from '#test-support/postgres'
import { createDatabase, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'

const available = await requirePostgres()

describe.skipIf(!available)('the console’s audience (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let handle: DatabaseHandle

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    handle = createDatabase({ kind: 'postgres', url: scratch.url })
    await migrateDatabase(handle)
  })

  afterAll(async () => {
    await handle?.close()
    await scratch?.drop()
  })

  beforeEach(async () => {
    // TRUNCATE is not a row delete: the audit log's trigger lets a test start from empty.
    await handle.db.execute(
      sql`truncate webinar_subscriptions, webinars, mail_outbox, mail_suppressions, erased_addresses, rate_limits, audit_log cascade`,
    )
  })

  audienceChecks({ db: () => handle.db })
})
