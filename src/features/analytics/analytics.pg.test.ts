import { sql } from 'drizzle-orm'
import { beforeEach, describe } from 'vitest'
import { analyticsDashboardChecks } from '#test-support/analytics-dashboard-checks'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'

const available = await requirePostgres()

describe.skipIf(!available)(
  'the analytics dashboard’s figures and roll-up on PostgreSQL, from two app instances',
  () => {
    const pools = twoInstancesOnPostgres()
    beforeEach(async () => {
      await pools.first.execute(sql`truncate analytics_events, analytics_daily, analytics_salts`)
    })
    analyticsDashboardChecks({ db: () => pools.first, instance: pools.instance })
  },
)
