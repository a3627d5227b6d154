import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, requirePostgres } from '#test-support/postgres'
import { startSmtpPeer, type SmtpPeer } from '#test-support/smtp-peer'
import { createDatabase, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'
import { mailOutbox, type MailOutboxRow } from '@/server/db/schema'
import { enqueueMail } from './outbox.server'
import { smtpSender } from './senders.server'
import { startMailWorker } from './worker.server'

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
    // Two real workers (as in two app instances), each with its own connection pool.
    const sentBy = [0, 0]
    const workers = [first, second].map((handle, index) => {
      const transport = nodemailer.createTransport({ url: smtp.url })
      const sender = smtpSender(transport)
      const counting = {
        ...sender,
        send: async (mail: MailOutboxRow) => {
          await sender.send(mail)
          sentBy[index] = (sentBy[index] ?? 0) + 1
        },
      }
      const worker = startMailWorker({
        db: handle.db,
        sender: counting,
        intervalMs: 50,
        batchSize: 7,
      })
      return { worker, transport }
    })
    const deadline = Date.now() + 60_000
    while (smtp.received.length < 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // A moment longer: a duplicate, if any, would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (const { worker, transport } of workers) {
      await worker.stop()
      transport.close()
    }
    const [a = 0, b = 0] = sentBy
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
