import { describe } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { scratchPostgresEachTest } from '#test-support/postgres-each-test'
import { webinarConsoleChecks } from '#test-support/webinar-console-checks'

const available = await requirePostgres()

describe.skipIf(!available)('the console’s webinars (PostgreSQL)', () => {
  webinarConsoleChecks({
    db: scratchPostgresEachTest([
      'webinars',
      'webinar_subscriptions',
      'mail_outbox',
      'rate_limits',
      'audit_log',
    ]),
  })
})
