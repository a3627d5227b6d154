import { describe } from 'vitest'
import { emptyDatabaseEachTest } from '#test-support/database'
import { scheduledPublishChecks } from '#test-support/scheduled-publish-checks'

describe('scheduled publishing (PGlite)', () => {
  const db = emptyDatabaseEachTest()
  scheduledPublishChecks({ db, instance: db })
})
