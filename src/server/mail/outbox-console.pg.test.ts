import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe } from 'vitest'
import { mailTestKit } from '#test-support/mail-kit'
import { outboxConsoleChecks } from '#test-support/outbox-console-checks'
import { createScratchDatabase, requirePostgres } from '#test-support/postgres'
import { createDatabase, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'

const available = await requirePostgres()

describe.skipIf(!available)('the console’s outbox (PostgreSQL)', () => {
  const { peer, senderTo } = mailTestKit()
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
    await handle.db.execute(sql`truncate mail_outbox, mail_suppressions, audit_log`)
  })

  outboxConsoleChecks({ db: () => handle.db, peer, senderTo })
})
