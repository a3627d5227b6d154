import { sql } from 'drizzle-orm'
import { beforeEach, describe } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'
import { webhookChecks } from '#test-support/webhook-checks'

const available = await requirePostgres()

describe.skipIf(!available)('lead webhooks on PostgreSQL, from two app instances', () => {
  const pools = twoInstancesOnPostgres()
  beforeEach(async () => {
    await pools.first.execute(
      sql`truncate webhook_endpoints, webhook_deliveries, webhook_attempts, consultations,
        consultation_events, consultants, staff_users, mail_outbox, rate_limits, used_verifications,
        webinars, webinar_registrations, webinar_subscriptions cascade`,
    )
  })
  webhookChecks({ db: () => pools.first, instance: pools.instance })
})
