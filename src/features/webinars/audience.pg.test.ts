import { describe } from 'vitest'
import { audienceChecks } from '#test-support/audience-checks'
import { requirePostgres } from '#test-support/postgres'
import { scratchPostgresEachTest } from '#test-support/postgres-each-test'

const available = await requirePostgres()

describe.skipIf(!available)('the console’s audience (PostgreSQL)', () => {
  const db = scratchPostgresEachTest([
    'webinar_subscriptions',
    'webinar_registrations',
    'webinars',
    'mail_outbox',
    'mail_suppressions',
    'erased_addresses',
    'rate_limits',
    'audit_log',
  ])
  audienceChecks({ db })
})
