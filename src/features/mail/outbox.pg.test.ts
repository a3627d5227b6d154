import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, requirePostgres } from '../../../tests/support/postgres'
import { startSmtpPeer, type SmtpPeer } from '../../../tests/support/smtp-peer'
import { createDatabase, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'
import { mailOutbox } from '@/server/db/schema'
import { deliverDueMail, enqueueMail } from './outbox.server'

const available = await requirePostgres()

describe.skipIf(!available)('the mail outbox on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let first: DatabaseHandle
  let second: DatabaseHandle
  let smtp: SmtpPeer

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    first = createDatabase({ kind: 'postgres', url: scratch.url })
    second = createDatabase({ kind: 'postgres', url: scratch.url })
    await migrateDatabase(first)
    smtp = await startSmtpPeer()
  })

  afterAll(async () => {
    await smtp?.close()
    await first?.close()
    await second?.close()
    await scratch?.drop()
  })

  it('two workers deliver 200 messages, each exactly once', async () => {
    for (let index = 0; index < 200; index++) {
      await enqueueMail(first.db, {
        idempotencyKey: `load-${index}`,
        to: `visitor${index}@client.example`,
        from: 'hello@northbridge.example',
        subject: `Message ${index}`,
        text: `Body ${index}`,
        html: `<p>Body ${index}</p>`,
      })
    }
    const worker = async (handle: DatabaseHandle) => {
      const transport = nodemailer.createTransport(smtp.url)
      let sent = 0
      for (;;) {
        const pass = await deliverDueMail(handle.db, transport, { batchSize: 7 })
        sent += pass.sent
        if (pass.sent + pass.retry + pass.failed === 0) break
      }
      transport.close()
      return sent
    }
    const [a, b] = await Promise.all([worker(first), worker(second)])
    expect(a + b).toBe(200)
    expect(a).toBeGreaterThan(0)
    expect(b).toBeGreaterThan(0)
    const subjects = smtp.received.map((mail) => mail.subject)
    expect(subjects).toHaveLength(200)
    expect(new Set(subjects).size).toBe(200)
    const rows = await first.db.select().from(mailOutbox)
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
  })
})
