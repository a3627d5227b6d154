import { beforeEach, describe } from 'vitest'
import { mailTestKit } from '#test-support/mail-kit'
import { outboxConsoleChecks } from '#test-support/outbox-console-checks'
import type { DatabaseHandle } from '@/server/db/client'

describe('the console’s outbox (PGlite)', () => {
  const { database, peer, senderTo } = mailTestKit()
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await database()
  })
  outboxConsoleChecks({ db: () => handle.db, peer, senderTo })
})
