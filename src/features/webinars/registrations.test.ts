import { describe } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { registrationChecks } from '#test-support/registration-checks'

describe('webinar registration (PGlite)', () => {
  registrationChecks({ db: emptyDatabaseEachTest() })
})
