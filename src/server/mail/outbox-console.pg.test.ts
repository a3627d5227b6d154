import { describe } from 'vitest'
import { mailTestKit } from '#test-support/mail-kit'
import { outboxConsoleChecks } from '#test-support/outbox-console-checks'
import { requirePostgres } from '#test-support/postgres'
import { scratchPostgresEachTest } from '#test-support/postgres-each-test'

const available = await requirePostgres()

describe.skipIf(!available)('the console’s outbox (PostgreSQL)', () => {
  const { peer, senderTo } = mailTestKit()
  const db = scratchPostgresEachTest(['mail_outbox', 'mail_suppressions', 'audit_log'])
  outboxConsoleChecks({ db, peer, senderTo })
})
