import { describe } from 'vitest'
import { audienceChecks } from '#test-support/audience-checks'
import { emptyDatabaseEachTest } from '#test-support/database'

describe('the console’s audience (PGlite)', () => {
  audienceChecks({ db: emptyDatabaseEachTest() })
})
