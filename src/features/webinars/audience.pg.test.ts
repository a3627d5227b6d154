import { describe } from 'vitest'
import { audienceChecks } from '#test-support/audience-checks'
import { requirePostgres, scratchPostgresEachTest } from '#test-support/postgres'

const available = await requirePostgres()

describe.skipIf(!available)('the console’s audience (PostgreSQL)', () => {
  const db = scratchPostgresEachTest([
    'webinar_subscriptions',
    'webinars',
    'mail_outbox',
    'mail_suppressions',
    'erased_addresses',
    'rate_limits',
    'audit_log',
  ])
  audienceChecks({ db })
})
