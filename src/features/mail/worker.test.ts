import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../tests/support/database'
import { startSmtpPeer, type SmtpPeer } from '../../../tests/support/smtp-peer'
import type { DatabaseHandle } from '@/server/db/client'
import { mailOutbox } from '@/server/db/schema'
import { enqueueMail, type OutgoingMail } from './outbox.server'
import { localSender, smtpSender } from './senders.server'
import { startMailWorker, type MailWorker } from './worker.server'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function database(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase()
  cleanups.push(() => handle.close())
  return handle
}

async function peer(): Promise<SmtpPeer> {
  const started = await startSmtpPeer()
  cleanups.push(() => started.close())
  return started
}

function senderTo(url: string) {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 2_000 })
  cleanups.push(async () => transport.close())
  return smtpSender(transport)
}

function track(worker: MailWorker): MailWorker {
  cleanups.push(() => worker.stop())
  return worker
}

const mail = (key: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  idempotencyKey: key,
  to: 'visitor@client.example',
  from: 'hello@northbridge.example',
  subject: `Message ${key}`,
  text: 'Confirm here: https://northbridge.example/confirm?token=abc123.',
  html: '<p>Confirm</p>',
  ...overrides,
})

async function rowOf(handle: DatabaseHandle, key: string) {
  const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key))
  return row
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the mail delivery worker', () => {
  it('without SMTP, keeps each message as delivered locally and logs recipient, subject and links', async () => {
    const handle = await database()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    cleanups.push(async () => info.mockRestore())
    await enqueueMail(handle.db, mail('local-1'))
    track(startMailWorker({ db: handle.db, sender: localSender(), intervalMs: 50 }))

    await until(async () => (await rowOf(handle, 'local-1'))?.status === 'delivered_locally')
    const lines = info.mock.calls.map((args) => String(args[0]))
    const line = lines.find((text) => text.includes('mail delivered locally'))
    expect(line).toContain('to="visitor@client.example"')
    expect(line).toContain('subject="Message local-1"')
    expect(line).toContain('links="https://northbridge.example/confirm?token=abc123"')
    expect((await rowOf(handle, 'local-1'))?.sentAt).toBeInstanceOf(Date)
  })

  it('polls on its interval and delivers at once when woken', async () => {
    const handle = await database()
    const smtp = await peer()
    const worker = track(
      startMailWorker({ db: handle.db, sender: senderTo(smtp.url), intervalMs: 60_000 }),
    )
    // Let the first (empty) pass finish, so the worker is asleep for a minute.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await enqueueMail(handle.db, mail('woken'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.received).toHaveLength(0)
    worker.wake()
    await until(() => smtp.received.length === 1)
    expect((await rowOf(handle, 'woken'))?.status).toBe('sent')
  })

  it('on stop, finishes the message being sent and hands back the ones not started', async () => {
    const handle = await database()
    const smtp = await peer()
    smtp.delayMs = 1_000
    for (const key of ['first', 'second', 'third']) await enqueueMail(handle.db, mail(key))
    const worker = startMailWorker({ db: handle.db, sender: senderTo(smtp.url), intervalMs: 50 })
    await until(() => smtp.receiving === 1)

    await worker.stop()
    expect(smtp.received.map((received) => received.subject)).toEqual(['Message first'])
    expect((await rowOf(handle, 'first'))?.status).toBe('sent')
    for (const key of ['second', 'third']) {
      expect(await rowOf(handle, key)).toMatchObject({
        status: 'pending',
        attempts: 0,
        claimedAt: null,
      })
    }
  })

  it('on stop, releases a send that outlasts the grace period instead of leaving it claimed', async () => {
    const handle = await database()
    const smtp = await peer()
    smtp.delayMs = 2_000
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    cleanups.push(async () => warn.mockRestore())
    await enqueueMail(handle.db, mail('slow'))
    const worker = startMailWorker({
      db: handle.db,
      sender: senderTo(smtp.url),
      intervalMs: 50,
      graceMs: 200,
    })
    await until(() => smtp.receiving === 1)

    const stoppedAt = Date.now()
    await worker.stop()
    expect(Date.now() - stoppedAt).toBeLessThan(1_500)
    expect(await rowOf(handle, 'slow')).toMatchObject({ status: 'pending', claimedAt: null })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('released it'))
    // The send was already on the wire; when the server accepts it, the row says so.
    await until(async () => (await rowOf(handle, 'slow'))?.status === 'sent')
  })
})
