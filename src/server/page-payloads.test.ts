import { describe } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { pagePayloadChecks } from '#test-support/page-payload-checks'

describe('page payloads (PGlite)', () => {
  pagePayloadChecks(emptyDatabaseEachTest())
})
