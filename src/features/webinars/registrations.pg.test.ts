import { sql } from 'drizzle-orm'
import { beforeEach, describe } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { registrationChecks } from '#test-support/registration-checks'
import { twoInstancesOnPostgres } from '#test-support/two-instances'

const available = await requirePostgres()

// Two app instances, so two visitors after the last seat really are two transactions at once.
describe.skipIf(!available)('webinar registration (PostgreSQL, two app instances)', () => {
  const pools = twoInstancesOnPostgres()
  beforeEach(async () => {
    await pools.first.execute(
      sql`truncate webinars, webinar_registrations, webinar_subscriptions, mail_outbox, mail_suppressions, erased_addresses, rate_limits, audit_log cascade`,
    )
  })
  registrationChecks({ db: () => pools.first, instance: pools.instance })
})
