import { sql } from 'drizzle-orm'
import { beforeEach, describe } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { scheduledPublishChecks } from '#test-support/scheduled-publish-checks'
import { twoInstancesOnPostgres } from '#test-support/two-instances'

const available = await requirePostgres()

describe.skipIf(!available)('scheduled publishing on PostgreSQL, from two app instances', () => {
  const pools = twoInstancesOnPostgres()
  beforeEach(async () => {
    await pools.first.execute(
      sql`truncate webinars, webinar_subscriptions, mail_outbox, rate_limits cascade`,
    )
  })
  scheduledPublishChecks({ db: () => pools.first, instance: pools.instance })
})
