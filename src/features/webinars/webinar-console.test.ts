import { describe } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { webinarConsoleChecks } from '#test-support/webinar-console-checks'

describe('the console’s webinars (PGlite)', () => {
  webinarConsoleChecks({ db: emptyDatabaseEachTest() })
})
