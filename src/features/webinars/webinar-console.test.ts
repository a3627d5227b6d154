import { describe } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import {
  webinarConsoleChecks,
  webinarConsoleRegistrantChecks,
} from '#test-support/webinar-console-checks'

describe('the console’s webinars (PGlite)', () => {
  const db = emptyDatabaseEachTest()
  webinarConsoleChecks({ db })
  webinarConsoleRegistrantChecks({ db })
})
