import { describe, expect, it, vi } from 'vitest'
import { outboxRow, testMail as mail, mailTestKit } from '#test-support/mail-kit'
import { enqueueMail } from './outbox.server'
import { localSender } from './senders.server'
import { startMailWorker, type MailWorker } from './worker.server'

const { database, peer, senderTo, defer } = mailTestKit()

const track = (worker: MailWorker) => defer(worker, (running) => running.stop())

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the mail delivery worker', () => {
  it('without SMTP, keeps each message as delivered locally and logs where to read it, not what it says', async () => {
    const handle = await database()
    const info = defer(
      vi.spyOn(console, 'info').mockImplementation(() => {}),
      async (spy) => spy.mockRestore(),
    )
    await enqueueMail(handle.db, mail('local-1'))
    track(startMailWorker({ db: handle.db, sender: localSender(), intervalMs: 50 }))

    await until(async () => (await outboxRow(handle, 'local-1'))?.status === 'delivered_locally')
    const row = await outboxRow(handle, 'local-1')
    const lines = info.mock.calls.map((args) => String(args[0]))
    const line = lines.find((text) => text.includes('mail delivered locally'))
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      msg: 'mail delivered locally',
      mailId: row?.id,
      kind: 'local-1',
      recipientDomain: 'client.example',
      mailbox: `/dev/mailbox/${row?.id}`,
    })
    // The mailbox shows the message; the log holds no address, subject or link (with its token).
    for (const text of ['visitor@', 'Message local-1', 'token=', 'abc123']) {
      expect(line).not.toContain(text)
    }
    expect(row?.sentAt).toBeInstanceOf(Date)
  })

  it('polls on its interval and delivers at once when woken', async () => {
    const handle = await database()
    const smtp = await peer()
    const worker = track(
      startMailWorker({ db: handle.db, sender: senderTo(smtp.url), intervalMs: 60_000 }),
    )
    // Let the first (empty) pass finish, so the worker is asleep for a minute. A pass over a fresh
    // database took over 300 ms once beside the rest of the suite, and took the mail with it.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await enqueueMail(handle.db, mail('woken'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.received).toHaveLength(0)
    worker.wake()
    await until(() => smtp.received.length === 1)
    expect((await outboxRow(handle, 'woken'))?.status).toBe('sent')
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
    expect((await outboxRow(handle, 'first'))?.status).toBe('sent')
    for (const key of ['second', 'third']) {
      expect(await outboxRow(handle, key)).toMatchObject({
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
    const warn = defer(
      vi.spyOn(console, 'warn').mockImplementation(() => {}),
      async (spy) => spy.mockRestore(),
    )
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
    expect(await outboxRow(handle, 'slow')).toMatchObject({ status: 'pending', claimedAt: null })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('released it'))
    // The send was already on the wire; when the server accepts it, the row says so.
    await until(async () => (await outboxRow(handle, 'slow'))?.status === 'sent')
  })
})
