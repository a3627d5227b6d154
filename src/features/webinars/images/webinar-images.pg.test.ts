import { describe } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { scratchPostgresEachTest } from '#test-support/postgres-each-test'
import { webinarImageChecks } from '#test-support/webinar-image-checks'

const available = await requirePostgres()

describe.skipIf(!available)('uploaded webinar pictures (PostgreSQL)', () => {
  const db = scratchPostgresEachTest([
    'webinar_image_variants',
    'webinar_images',
    'staff_users',
    'rate_limits',
    'audit_log',
  ])
  webinarImageChecks({ db })
})
