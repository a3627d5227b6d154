import { describe } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { webinarImageChecks } from '#test-support/webinar-image-checks'

describe('uploaded webinar pictures (PGlite)', () => {
  webinarImageChecks({ db: emptyDatabaseEachTest() })
})
