import { eq } from 'drizzle-orm'
import { expect, it, vi } from 'vitest'
import type { Database } from '@/server/db/client'
import { auditLog, mailOutbox, mailSuppressions } from '@/server/db/schema'
import {
  liftSuppression,
  listOutbox,
  listSuppressions,
  mailKindLabel,
  recentFailures,
  resendFailedMail,
} from '@/server/mail/outbox-console.server'
import {
  deliverDueMail,
  enqueueMail,
  SUPPRESSED_NOTE,
  type MailSender,
} from '@/server/mail/outbox.server'
import type { SmtpPeer } from './smtp-peer'
import { testMail } from './mail-kit'

/*
 * The console's outbox on a real database, the same on PGlite and PostgreSQL (issue 29):
 * messages delivered through a real SMTP peer, one refused by it for good, listed and filtered as
 * staff see them, and that one sent again.
 */

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The outbox logs a message it gives up on as an error; the test expects exactly that. */
function expectLoggedFailure() {
  const consoleError = vi.mocked(console.error)
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringContaining('mail delivery failed for good'),
  )
  consoleError.mockClear()
}

export function outboxConsoleChecks({
  db,
  peer,
  senderTo,
}: {
  db: () => Database
  peer: () => Promise<SmtpPeer>
  senderTo: (url: string) => MailSender
}) {
  it('lists messages newest first with their kind, status and error, filtered by status, kind and day', async () => {
    const smtp = await peer()
    const sender = senderTo(smtp.url)
    const start = new Date('2026-11-20T15:00:00Z')
    let clock = start
    let queued = 0
    const queue = async (key: string, to = 'dana@client.example') => {
      // Announcements are list mail, as the webinar feature queues them.
      const list = key.startsWith('webinar-announcement:')
      await enqueueMail(db(), { ...testMail(key, { to }), notBefore: clock, list })
      // A second apart, so newest first is one order.
      queued += 1
      await db()
        .update(mailOutbox)
        .set({ createdAt: new Date(clock.getTime() + queued * 1_000) })
        .where(eq(mailOutbox.idempotencyKey, key))
    }
    await queue('consultation:c1:0:confirmation')
    await queue('staff-invitation:i1', 'new.member@firm.example')
    expect(await deliverDueMail(db(), sender, { now: () => clock })).toMatchObject({ sent: 2 })

    clock = new Date(start.getTime() + DAY)
    await queue('webinar-announcement:w1:s1', 'gone@client.example')
    smtp.rejectWith = { code: 550, message: 'No such mailbox here' }
    expect(await deliverDueMail(db(), sender, { now: () => clock })).toMatchObject({ failed: 1 })
    expectLoggedFailure()
    smtp.rejectWith = null
    await queue('consultation-reminder:c1:0')

    const page = { offset: 0, limit: 10 }
    const all = await listOutbox(db(), {}, page)
    expect(all.total).toBe(4)
    expect(all.rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['Consultation reminder', 'pending', 0],
      ['Webinar announcement', 'failed', 1],
      ['Staff invitation', 'sent', 1],
      ['Consultation', 'sent', 1],
    ])
    const failed = all.rows[1]!
    expect(failed).toMatchObject({ to: 'gone@client.example', sentAt: null })
    expect(failed.lastError).toContain('No such mailbox here')
    expect(failed.lastAttemptAt).toEqual(clock)
    // What the console lists carries no body.
    expect(Object.keys(failed).sort()).toEqual(
      [
        'attempts',
        'createdAt',
        'id',
        'kind',
        'lastAttemptAt',
        'lastError',
        'sentAt',
        'status',
        'subject',
        'to',
      ].sort(),
    )

    const keys = async (filter: Parameters<typeof listOutbox>[1]) =>
      (await listOutbox(db(), filter, page)).rows.map((row) => row.kind)
    expect(await keys({ status: 'failed' })).toEqual(['Webinar announcement'])
    expect(await keys({ status: 'sent' })).toEqual(['Staff invitation', 'Consultation'])
    expect(await keys({ kind: 'consultation' })).toEqual(['Consultation'])
    expect(await keys({ kind: 'reminder' })).toEqual(['Consultation reminder'])
    expect(await keys({ from: new Date(start.getTime() + DAY) })).toHaveLength(2)
    expect(await keys({ before: new Date(start.getTime() + DAY) })).toHaveLength(2)
    expect((await listOutbox(db(), {}, { offset: 3, limit: 10 })).rows).toHaveLength(1)
    // Marketing's view: list mail alone, and its failures alone on the console's home.
    expect(await keys({ listOnly: true })).toEqual(['Webinar announcement'])
    expect(await recentFailures(db(), clock, { listOnly: true })).toBe(1)
    await db()
      .update(mailOutbox)
      .set({ list: false })
      .where(eq(mailOutbox.idempotencyKey, 'webinar-announcement:w1:s1'))
    expect(await recentFailures(db(), clock, { listOnly: true })).toBe(0)
    expect(await recentFailures(db(), clock)).toBe(1)
  })

  it('names each kind from its key, and an unknown key as Other', () => {
    expect(mailKindLabel('consultation:abc:1:consultant:staff-1:assigned')).toBe('Consultation')
    expect(mailKindLabel('account-reset:f00')).toBe('Visitor account')
    expect(mailKindLabel('webinar-unsubscribed:s1:1')).toBe('Subscription')
    expect(mailKindLabel('webinar-registration:r1:1797000000000')).toBe('Webinar registration')
    expect(mailKindLabel('webinar-replay:r1')).toBe('Webinar registration')
    expect(mailKindLabel('webinar-reminder:w1:1797000000000:r1:1796000000000:24h')).toBe(
      'Webinar reminder',
    )
    expect(mailKindLabel('something-new:1')).toBe('Other')
  })

  it('counts what failed for good in the last seven days, and sends a failed message again once, audited', async () => {
    const smtp = await peer()
    const sender = senderTo(smtp.url)
    const now = new Date()
    smtp.rejectWith = { code: 550, message: 'Mailbox unavailable' }
    await enqueueMail(db(), testMail('webinar-announcement:w1:s1'))
    await deliverDueMail(db(), sender)
    expectLoggedFailure()
    expect(await recentFailures(db(), now)).toBe(1)
    expect(await recentFailures(db(), new Date(now.getTime() + 8 * DAY))).toBe(0)

    const [row] = await db().select().from(mailOutbox)
    const change = { staffId: 'staff-admin', requestId: 'request-1' }
    expect(await resendFailedMail(db(), crypto.randomUUID(), change)).toEqual({
      ok: false,
      reason: 'unknown',
    })
    // The mailbox is back: the message goes this time, and a second resend finds nothing to do.
    smtp.rejectWith = null
    expect(await resendFailedMail(db(), row!.id, change, now)).toEqual({ ok: true })
    expect(await resendFailedMail(db(), row!.id, change, now)).toEqual({
      ok: false,
      reason: 'not-failed',
    })
    expect(await deliverDueMail(db(), sender, { now: () => now })).toMatchObject({ sent: 1 })
    expect(smtp.received).toHaveLength(1)
    const [sent] = await db().select().from(mailOutbox)
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(await recentFailures(db(), now)).toBe(0)
    const audit = await db().select().from(auditLog)
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.targetId])).toEqual([
      ['mail.resend', 'staff-admin', row!.id],
    ])
  })

  it('gives a message sent again one attempt more: refused again, it is failed again', async () => {
    const smtp = await peer()
    const sender = senderTo(smtp.url)
    smtp.rejectWith = { code: 550, message: 'Mailbox unavailable' }
    await enqueueMail(db(), testMail('account-verify:1'))
    await deliverDueMail(db(), sender, { maxAttempts: 1 })
    expectLoggedFailure()
    const [row] = await db().select().from(mailOutbox)
    await resendFailedMail(db(), row!.id, { staffId: 'staff-admin' })
    expect(await deliverDueMail(db(), sender, { maxAttempts: 1 })).toMatchObject({ failed: 1 })
    expectLoggedFailure()
    const [again] = await db().select().from(mailOutbox)
    expect(again).toMatchObject({ status: 'failed', attempts: 2 })
  })

  it('suppresses an address a server refuses outright for list mail only, until staff lift it', async () => {
    const smtp = await peer()
    const sender = senderTo(smtp.url)
    const now = new Date()
    const later = (minutes: number) => new Date(now.getTime() + minutes * MINUTE)
    const statusOf = async (key: string) =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key)))[0]
    // An announcement queued for later, before anything is known of the address.
    await enqueueMail(db(), {
      ...testMail('webinar-announcement:w1:s1', { to: 'gone@client.example' }),
      list: true,
      notBefore: later(60),
    })
    smtp.rejectWith = { code: 550, message: 'No such user' }
    await enqueueMail(db(), testMail('account-verify:1', { to: 'Gone@Client.example' }))
    await deliverDueMail(db(), sender, { now: () => later(1) })
    expectLoggedFailure()
    expect(await listSuppressions(db())).toEqual([
      {
        address: 'gone@client.example',
        reason: 'rejected',
        suppressedAt: later(1),
        lastError: expect.stringContaining('No such user'),
      },
    ])

    // List mail, queued before or after, is not sent; mail the person asks for is still tried.
    smtp.rejectWith = null
    await enqueueMail(db(), {
      ...testMail('webinar-announcement:w2:s1', { to: 'gone@client.example' }),
      list: true,
    })
    await enqueueMail(db(), testMail('account-reset:1', { to: 'gone@client.example' }))
    expect(await deliverDueMail(db(), sender, { now: () => later(120) })).toMatchObject({ sent: 1 })
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Message account-reset:1'])
    for (const key of ['webinar-announcement:w1:s1', 'webinar-announcement:w2:s1']) {
      expect(await statusOf(key)).toMatchObject({ status: 'withdrawn', lastError: SUPPRESSED_NOTE })
    }

    // Lifted: list mail goes to the address again; the audit log names no address.
    const change = { staffId: 'staff-admin', requestId: 'request-2' }
    expect(await liftSuppression(db(), 'GONE@client.example', change)).toEqual({ ok: true })
    expect(await liftSuppression(db(), 'gone@client.example', change)).toEqual({ ok: false })
    expect(await listSuppressions(db())).toEqual([])
    await enqueueMail(db(), {
      ...testMail('webinar-announcement:w3:s1', { to: 'gone@client.example' }),
      list: true,
    })
    expect(await deliverDueMail(db(), sender, { now: () => later(121) })).toMatchObject({ sent: 1 })
    const [entry] = await db().select().from(auditLog)
    expect(entry).toMatchObject({ action: 'mail.lift-suppression', targetType: 'mail-address' })
    expect(JSON.stringify(entry)).not.toContain('gone@')
  })

  it('suppresses after three temporary refusals in a row, and never for a server it cannot reach', async () => {
    const smtp = await peer()
    const sender = senderTo(smtp.url)
    const once = { maxAttempts: 1 }
    const deliverTo = async (key: string, to: string, through = sender) => {
      await enqueueMail(db(), testMail(key, { to }))
      return deliverDueMail(db(), through, once)
    }
    const countOf = async (address: string) =>
      (await db().select().from(mailSuppressions).where(eq(mailSuppressions.address, address)))[0]

    smtp.rejectWith = { code: 451, message: 'Try again later' }
    await deliverTo('account-verify:1', 'flaky@client.example')
    await deliverTo('account-verify:2', 'flaky@client.example')
    expectLoggedFailure()
    expect(await countOf('flaky@client.example')).toMatchObject({
      failedAttempts: 2,
      suppressedAt: null,
    })
    // A delivery in between starts the count again.
    smtp.rejectWith = null
    await deliverTo('account-verify:3', 'flaky@client.example')
    expect(await countOf('flaky@client.example')).toMatchObject({ failedAttempts: 0 })
    smtp.rejectWith = { code: 451, message: 'Try again later' }
    for (const key of ['account-verify:4', 'account-verify:5', 'account-verify:6']) {
      await deliverTo(key, 'flaky@client.example')
    }
    expectLoggedFailure()
    expect(await listSuppressions(db())).toEqual([
      expect.objectContaining({ address: 'flaky@client.example', reason: 'failures' }),
    ])

    // Our own relay down says nothing of the addresses: nobody is suppressed for it.
    const closed = await peer()
    const port = closed.port
    await closed.close()
    const unreachable = senderTo(`smtp://127.0.0.1:${port}`)
    for (const key of ['account-verify:7', 'account-verify:8', 'account-verify:9']) {
      await deliverTo(key, 'fine@client.example', unreachable)
    }
    expectLoggedFailure()
    expect(await countOf('fine@client.example')).toBeUndefined()
  })
}
