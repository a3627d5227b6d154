import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { outboxRow, testMail, mailTestKit } from '#test-support/mail-kit'
import { mailOutbox } from '@/server/db/schema'
import { deliverDueMail, enqueueMail, RETRY_DELAYS_MS } from './outbox.server'

const { database, peer, senderTo } = mailTestKit()

/** The outbox logs a message it gives up on as an error; the test expects exactly that. */
function expectLoggedFailure(text: string) {
  const consoleError = vi.mocked(console.error)
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(text))
  consoleError.mockClear()
}

const invitation =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Northbridge//EN\r\nEND:VCALENDAR\r\n'

const mail = (key: string, overrides: Parameters<typeof testMail>[1] = {}) =>
  testMail(key, { subject: 'Your consultation is booked', ...overrides })

describe('the mail outbox', () => {
  it('queues one logical message once, and nothing from a rolled-back transaction', async () => {
    const { db } = await database()
    expect(await enqueueMail(db, mail('booking-1'))).toEqual({ queued: true })
    expect(await enqueueMail(db, mail('booking-1'))).toEqual({ queued: false })

    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx as never, mail('booking-2'))
        throw new Error('the booking failed')
      }),
    ).rejects.toThrow('the booking failed')
    expect(await db.select().from(mailOutbox)).toHaveLength(1)
  })

  it('delivers a queued message over SMTP with its attachment intact', async () => {
    const handle = await database()
    const smtp = await peer()
    await enqueueMail(
      handle.db,
      mail('with-ics', {
        attachments: [
          { filename: 'invite.ics', contentType: 'text/calendar', content: invitation },
        ],
      }),
    )
    expect(await deliverDueMail(handle.db, senderTo(smtp.url))).toEqual({
      sent: 1,
      retry: 0,
      failed: 0,
      released: 0,
    })
    expect(smtp.received).toHaveLength(1)
    const [received] = smtp.received
    expect(received?.subject).toBe('Your consultation is booked')
    expect(received?.attachments[0]?.filename).toBe('invite.ics')
    expect(received?.attachments[0]?.content.toString('utf8')).toBe(invitation)
    expect((await outboxRow(handle, 'with-ics'))?.status).toBe('sent')
  })

  it('sends the extra headers a message carries (one-click unsubscribe on list mail)', async () => {
    const handle = await database()
    const smtp = await peer()
    const unsubscribeUrl =
      'https://northbridge.example/api/webinars/subscriptions/unsubscribe?token=a.b'
    await enqueueMail(
      handle.db,
      mail('list-mail', {
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    )
    await deliverDueMail(handle.db, senderTo(smtp.url))
    // mailparser folds List-* headers into one structure; the raw lines are what was sent.
    // Long header lines are folded on the wire; unfold them to compare.
    const lines = new Map(
      smtp.received[0]?.headerLines.map((line) => [line.key, line.line.replace(/\r?\n\s+/g, ' ')]),
    )
    expect(lines.get('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`)
    expect(lines.get('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
  })

  it('keeps a message while the SMTP peer is down and delivers it once it is back', async () => {
    const handle = await database()
    const smtp = await peer()
    const port = smtp.port
    await smtp.close()
    await enqueueMail(handle.db, mail('retry-me'))

    // Just after the message was queued (queued messages are due from the database's now()).
    const start = new Date(Date.now() + 1_000)
    let clock = start
    const options = { now: () => clock }
    expect(await deliverDueMail(handle.db, senderTo(`smtp://127.0.0.1:${port}`), options)).toEqual({
      sent: 0,
      retry: 1,
      failed: 0,
      released: 0,
    })
    const waiting = await outboxRow(handle, 'retry-me')
    expect(waiting?.status).toBe('pending')
    expect(waiting?.nextAttemptAt.getTime()).toBe(start.getTime() + RETRY_DELAYS_MS[0])

    const back = await peer(port)
    // Not due yet: nothing is sent before the backoff has passed.
    expect(await deliverDueMail(handle.db, senderTo(back.url), options)).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
      released: 0,
    })
    clock = new Date(start.getTime() + RETRY_DELAYS_MS[0])
    expect(await deliverDueMail(handle.db, senderTo(back.url), options)).toEqual({
      sent: 1,
      retry: 0,
      failed: 0,
      released: 0,
    })
    expect(await deliverDueMail(handle.db, senderTo(back.url), options)).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
      released: 0,
    })
    expect(back.received).toHaveLength(1)
  })

  it('marks a message failed at once on a permanent (5xx) rejection', async () => {
    const handle = await database()
    const smtp = await peer()
    smtp.rejectWith = { code: 550, message: 'Mailbox unavailable' }
    await enqueueMail(handle.db, mail('bounce'))
    expect(await deliverDueMail(handle.db, senderTo(smtp.url))).toEqual({
      sent: 0,
      retry: 0,
      failed: 1,
      released: 0,
    })
    const row = await outboxRow(handle, 'bounce')
    expect(row?.status).toBe('failed')
    expect(row?.attempts).toBe(1)
    expect(row?.lastError).toContain('Mailbox unavailable')
    expectLoggedFailure('mail delivery failed for good')
  })

  it('gives up after the configured number of attempts', async () => {
    const handle = await database()
    const smtp = await peer()
    const port = smtp.port
    await smtp.close()
    await enqueueMail(handle.db, mail('never'))
    let clock = new Date(Date.now() + 1_000)
    const options = { now: () => clock, maxAttempts: 2 }
    const sender = senderTo(`smtp://127.0.0.1:${port}`)
    expect((await deliverDueMail(handle.db, sender, options)).retry).toBe(1)
    clock = new Date(clock.getTime() + RETRY_DELAYS_MS[0])
    expect((await deliverDueMail(handle.db, sender, options)).failed).toBe(1)
    expect((await outboxRow(handle, 'never'))?.status).toBe('failed')
    expectLoggedFailure('mail delivery failed for good')
  })

  it('sends a message that fell due within the millisecond the worker reads as now', async () => {
    const handle = await database()
    const smtp = await peer()
    await enqueueMail(handle.db, mail('same-millisecond'))
    // The database keeps microseconds; our clock reads milliseconds.
    await handle.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`'2026-11-28T12:00:00.000400Z'::timestamptz` })
      .where(eq(mailOutbox.idempotencyKey, 'same-millisecond'))
    const now = () => new Date('2026-11-28T12:00:00.000Z')
    expect(await deliverDueMail(handle.db, senderTo(smtp.url), { now })).toMatchObject({ sent: 1 })
    // A message due a millisecond later waits.
    await enqueueMail(handle.db, mail('next-millisecond'))
    await handle.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date('2026-11-28T12:00:00.001Z') })
      .where(eq(mailOutbox.idempotencyKey, 'next-millisecond'))
    expect(await deliverDueMail(handle.db, senderTo(smtp.url), { now })).toMatchObject({ sent: 0 })
  })

  it('waits the configured delays between attempts, repeating the last', async () => {
    const handle = await database()
    const smtp = await peer()
    const port = smtp.port
    await smtp.close()
    await enqueueMail(handle.db, mail('configured-waits'))
    let clock = new Date(Date.now() + 1_000)
    const options = { now: () => clock, retryDelaysMs: [2_000, 7_000] }
    const sender = senderTo(`smtp://127.0.0.1:${port}`)
    for (const wait of [2_000, 7_000, 7_000]) {
      expect((await deliverDueMail(handle.db, sender, options)).retry).toBe(1)
      const row = await outboxRow(handle, 'configured-waits')
      expect(row?.nextAttemptAt.getTime()).toBe(clock.getTime() + wait)
      clock = new Date(clock.getTime() + wait)
    }
  })

  it('takes over a message left in sending by a worker that died', async () => {
    const handle = await database()
    const smtp = await peer()
    await enqueueMail(handle.db, mail('orphan'))
    const crashed = new Date('2026-01-01T10:00:00Z')
    await handle.db
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: crashed, attempts: 1 })
      .where(eq(mailOutbox.idempotencyKey, 'orphan'))
    const options = { leaseMs: 60_000, now: () => new Date(crashed.getTime() + 30_000) }
    expect((await deliverDueMail(handle.db, senderTo(smtp.url), options)).sent).toBe(0)
    options.now = () => new Date(crashed.getTime() + 61_000)
    expect((await deliverDueMail(handle.db, senderTo(smtp.url), options)).sent).toBe(1)
    expect(smtp.received).toHaveLength(1)
  })
})
