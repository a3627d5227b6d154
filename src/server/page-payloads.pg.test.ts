import { describe } from 'vitest'
import { pagePayloadChecks } from '#test-support/page-payload-checks'
import { requirePostgres } from '#test-support/postgres'
import { scratchPostgresEachTest } from '#test-support/postgres-each-test'

const available = await requirePostgres()

describe.skipIf(!available)('page payloads (PostgreSQL)', () => {
  pagePayloadChecks(scratchPostgresEachTest(['page_payloads']))
})
