import { describe } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { scratchPostgresEachTest } from '#test-support/postgres-each-test'
import {
  webinarConsoleChecks,
  webinarConsoleRegistrantChecks,
} from '#test-support/webinar-console-checks'

const available = await requirePostgres()

describe.skipIf(!available)('the console’s webinars (PostgreSQL)', () => {
  const db = scratchPostgresEachTest([
    'webinars',
    'webinar_subscriptions',
    'webinar_registrations',
    'mail_outbox',
    'rate_limits',
    'audit_log',
  ])
  webinarConsoleChecks({ db })
  webinarConsoleRegistrantChecks({ db })
})
