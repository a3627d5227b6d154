import fs from 'node:fs'
import path from 'node:path'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, requirePostgres } from '../support/postgres'
import { startSiteverifyPeer, type SiteverifyPeer } from '../support/siteverify-peer'
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer'
import { startInstance, STANDALONE_DIR, turnstileEnv, type Instance } from './support/instance'
import {
  answerOf,
  book,
  bookableDays,
  clientAddress,
  humanCheckPass,
  openTimes,
  postJson,
} from './support/visitor'

// Two instances of the standalone build on one PostgreSQL database, as docs/operations.md runs
// them behind a proxy: whatever one instance knows, the other must know too.

const postgres = await requirePostgres()

describe.runIf(postgres)('two instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let smtp: SmtpPeer
  let siteverify: SiteverifyPeer
  let first: Instance
  let second: Instance
  let sql: Client

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    smtp = await startSmtpPeer()
    siteverify = await startSiteverifyPeer()
    const env = {
      DATABASE_URL: scratch.url,
      SMTP_URL: smtp.url,
      ...turnstileEnv(siteverify),
    }
    // Started together on an empty database: the migration lock makes them take turns.
    ;[first, second] = await Promise.all([
      startInstance({ name: 'first', env }),
      startInstance({ name: 'second', env }),
    ])
    sql = new Client({ connectionString: scratch.url })
    await sql.connect()
  })

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()])
    await sql?.end()
    await smtp?.close()
    await siteverify?.close()
    await scratch?.drop()
  })

  const instance = (index: number) => (index % 2 === 0 ? first : second)

  it('start together on an empty database and apply every migration once', async () => {
    const migrations = fs
      .readdirSync(path.join(STANDALONE_DIR, 'drizzle'))
      .filter((file) => file.endsWith('.sql'))
    const applied = await sql.query(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    )
    expect(applied.rows[0].count).toBe(migrations.length)
    for (const server of [first, second]) {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({
        status: 'ok',
        db: 'ok',
      })
    }
  })

  it('share rate-limit counters: the human check allows 10 tries per client across both', async () => {
    const address = clientAddress(1)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 14; attempt++) {
      const answer = await postJson(
        `${instance(attempt).url}/api/verification`,
        { token: `never-issued-${attempt}` },
        { 'x-forwarded-for': address },
      )
      statuses.push(answer.status)
    }
    // Ten refusals of the bad token (five on each instance), then both say "too many".
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403))
    expect(statuses.slice(10)).toEqual(Array(4).fill(429))
  })

  it('200 concurrent bookings of one slot across both instances give exactly one booking', async () => {
    const [day] = await bookableDays(first.url)
    if (!day) throw new Error('no bookable day')
    const [time] = await openTimes(first.url, day)
    if (!time) throw new Error(`no open time on ${day}`)
    const clients = Array.from({ length: 200 }, (_, index) => ({
      index,
      address: clientAddress(100 + index),
      email: `race-${index}@client.example`,
    }))
    // Every visitor has passed the human check before the race starts.
    const passes = await Promise.all(
      clients.map((client) =>
        humanCheckPass(instance(client.index).url, siteverify, client.address),
      ),
    )
    const answers = await Promise.all(
      clients.map((client) =>
        book(instance(client.index).url, passes[client.index] ?? '', client.address, {
          date: day,
          time,
          email: client.email,
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(199)
    const taken = answers.find((answer) => answer.status === 409)
    expect(taken?.body).toMatchObject({ error: expect.any(String) })
    const stored = await sql.query(`select email from consultations where status <> 'cancelled'`)
    expect(stored.rows).toHaveLength(1)
  })

  it('deliver each queued e-mail once although both instances run the mail worker', async () => {
    // The booking above queued a confirmation to the visitor and a notice to the firm (and a
    // reminder, due the day before the consultation).
    const due = `status <> 'sent' and next_attempt_at <= now()`
    const deadline = Date.now() + 20_000
    let pending = 1
    while (Date.now() < deadline) {
      const result = await sql.query(`select count(*)::int as count from mail_outbox where ${due}`)
      pending = result.rows[0].count
      if (pending === 0) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const unsent = await sql.query(
      `select subject, status, attempts, last_error from mail_outbox where ${due}`,
    )
    expect(unsent.rows).toEqual([])
    expect(pending).toBe(0)
    // Give both workers a few more polls to send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const queued = await sql.query(`select id, attempts from mail_outbox where status = 'sent'`)
    expect(queued.rows.length).toBeGreaterThanOrEqual(2)
    expect(queued.rows.every((row) => row.attempts === 1)).toBe(true)
    const messageIds = smtp.received.map((mail) => mail.messageId)
    expect(messageIds).toHaveLength(queued.rows.length)
    expect(new Set(messageIds).size).toBe(messageIds.length)
  })

  it('keep a session made on one instance valid on the other', async () => {
    const email = 'shared-session@client.example'
    const headers = { 'x-forwarded-for': clientAddress(50), origin: 'https://northbridge.example' }
    const signUp = await postJson(
      `${first.url}/api/auth/sign-up/email`,
      { name: 'Riley Okafor', email, password: 'Harbour-Lights-2026-ledger!' },
      headers,
    )
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200)
    // The confirmation link arrives by e-mail (through the outbox and SMTP).
    const deadline = Date.now() + 20_000
    let link: URL | undefined
    while (!link && Date.now() < deadline) {
      const mail = smtp.received.find(
        (message) => message.to && JSON.stringify(message.to).includes(email),
      )
      const match = mail?.text && /https?:\/\/\S+\/api\/auth\/verify-email\S*/.exec(mail.text)
      if (match) link = new URL(match[0])
      else await new Promise((resolve) => setTimeout(resolve, 200))
    }
    if (!link) throw new Error('no confirmation e-mail arrived')
    // Confirming signs the visitor in on the first instance …
    const confirmed = await fetch(`${first.url}${link.pathname}${link.search}`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': clientAddress(50) },
    })
    expect(confirmed.status).toBe(302)
    const cookies = confirmed.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    expect(cookies).toMatch(/session_token=/)
    // … and the second instance knows the session.
    const session = await answerOf(
      await fetch(`${second.url}/api/auth/get-session`, {
        headers: { cookie: cookies, 'x-forwarded-for': clientAddress(50) },
      }),
    )
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ user: { email } })
  })

  it('see a change to the booking rules or a consultant’s hours at once, both of them', async () => {
    const [day, closedDay] = await bookableDays(first.url)
    if (!day || !closedDay) throw new Error('no bookable days')
    const calendarOf = async (site: Instance) => {
      const response = await fetch(`${site.url}/api/consultations/calendar?timeZone=ET`, {
        headers: { 'x-forwarded-for': clientAddress(9_997) },
      })
      const { days } = (await response.json()) as { days: { date: string; reason?: string }[] }
      return days.find((entry) => entry.date === closedDay)
    }
    // As the console saves them: a closed day, and a consultant in Pacific time, 9 to 5 daily.
    await sql.query(`insert into firm_closed_days (from_day, to_day) values ($1, $1)`, [closedDay])
    await sql.query(
      `insert into staff_users (id, name, email, email_verified, role) values ('ravi', 'Ravi Patel', 'ravi@northbridge.example', true, 'consultant')`,
    )
    const hours = Object.fromEntries(
      ['1', '2', '3', '4', '5', '6', '7'].map((weekday) => [weekday, [{ start: 540, end: 1020 }]]),
    )
    await sql.query(
      `insert into consultants (staff_user_id, time_zone, weekly_hours) values ('ravi', 'America/Los_Angeles', $1)`,
      [JSON.stringify(hours)],
    )
    try {
      for (const site of [first, second]) {
        expect(await calendarOf(site)).toMatchObject({ reason: 'closed' })
        // The firm's times and Ravi's noon to 8 PM Eastern.
        expect(await openTimes(site.url, day)).toEqual(expect.arrayContaining(['12:00', '19:30']))
      }
    } finally {
      await sql.query(`delete from consultants where staff_user_id = 'ravi'`)
      await sql.query(`delete from staff_users where id = 'ravi'`)
      await sql.query(`delete from firm_closed_days`)
    }
  })
})
