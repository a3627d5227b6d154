import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, requirePostgres } from '../support/postgres'
import { startSiteverifyPeer, type SiteverifyPeer } from '../support/siteverify-peer'
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer'
import { freePort, startInstance, turnstileEnv, type Instance } from './support/instance'
import {
  book,
  bookableDays,
  clientAddress,
  humanCheckPass,
  openTimes,
  postJson,
} from './support/visitor'

// The mail server is down while visitors book and sign up. Nothing they do fails because of it,
// and every message goes out once the server is back: none lost, none sent twice.

const postgres = await requirePostgres()

describe.runIf(postgres)('an SMTP outage', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let siteverify: SiteverifyPeer
  let site: Instance
  let smtp: SmtpPeer | undefined
  let smtpPort: number
  let sql: Client

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    siteverify = await startSiteverifyPeer()
    // Nothing listens here until the test starts the SMTP server.
    smtpPort = await freePort()
    site = await startInstance({
      name: 'site',
      env: {
        DATABASE_URL: scratch.url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ...turnstileEnv(siteverify),
        // Short waits between attempts, so the outage is over within the test's time.
        MAIL_RETRY_DELAYS_MS: '300,600,1200',
        MAIL_MAX_ATTEMPTS: '20',
      },
    })
    sql = new Client({ connectionString: scratch.url })
    await sql.connect()
  })

  afterAll(async () => {
    await site?.stop()
    await sql?.end()
    await smtp?.close()
    await siteverify?.close()
    await scratch?.drop()
  })

  const dueMail = async () =>
    (
      await sql.query<{ key: string; status: string; attempts: number; last_error: string | null }>(
        `select idempotency_key as key, status, attempts, last_error from mail_outbox
         where next_attempt_at <= now() + interval '1 minute' or status <> 'pending'
         order by idempotency_key`,
      )
    ).rows

  it('takes bookings and sign-ups while SMTP is down, then delivers every e-mail once', async () => {
    const [day] = await bookableDays(site.url)
    if (!day) throw new Error('no bookable day')
    const times = (await openTimes(site.url, day)).slice(0, 3)
    for (const [index, time] of times.entries()) {
      const address = clientAddress(500 + index)
      const pass = await humanCheckPass(site.url, siteverify, address)
      const answer = await book(site.url, pass, address, {
        date: day,
        time,
        email: `smtp-outage-${index}@client.example`,
      })
      expect(answer.status).toBe(201)
    }
    for (const index of [0, 1]) {
      const signUp = await postJson(
        `${site.url}/api/auth/sign-up/email`,
        {
          name: 'Jordan Vale',
          email: `smtp-outage-account-${index}@client.example`,
          password: 'Harbour-Lights-2026-ledger!',
        },
        { 'x-forwarded-for': clientAddress(520 + index) },
      )
      expect(signUp.status).toBe(200)
    }

    // Three bookings (confirmation and notice each) and two sign-up confirmations are queued;
    // the worker has tried to send them and failed.
    await expect
      .poll(async () => (await dueMail()).filter((mail) => mail.attempts > 0).length, {
        timeout: 10_000,
      })
      .toBe(8)
    const waiting = await dueMail()
    // Waiting for the next attempt (or in one): none sent, none given up on.
    expect(
      waiting
        .map((mail) => mail.status)
        .filter((status) => status === 'sent' || status === 'failed'),
    ).toEqual([])

    // The mail server comes back on its address.
    smtp = await startSmtpPeer(smtpPort)
    await expect
      .poll(async () => (await dueMail()).filter((mail) => mail.status === 'sent').length, {
        timeout: 20_000,
      })
      .toBe(8)
    // A little longer, to see nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const peer = smtp
    expect(peer.received).toHaveLength(8)
    expect(new Set(peer.received.map((mail) => mail.messageId)).size).toBe(8)
    const subjects = peer.received.map((mail) => mail.subject ?? '')
    expect(subjects.filter((subject) => /confirm/i.test(subject)).length).toBeGreaterThanOrEqual(2)
  })
})
