import { PGlite } from '@electric-sql/pglite'
import path from 'node:path'
import { Client } from 'pg'
import { PGLITE_EXTENSIONS } from '../../src/server/db/pglite-extensions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, requirePostgres } from '../support/postgres'
import { startSiteverifyPeer, type SiteverifyPeer } from '../support/siteverify-peer'
import { newDataDir, startInstance, turnstileEnv, type Instance } from './support/instance'
import {
  book,
  bookableDays,
  clientAddress,
  humanCheckPass,
  openTimes,
  type Answer,
} from './support/visitor'

// `kill -9` of the server in the middle of a burst of bookings. Every booking the server
// confirmed with a 201 must be there after a restart, with its e-mails queued: the booking and
// its mail are one transaction, committed before the answer (ARCHITECTURE.md "Nothing lost").

const postgres = await requirePostgres()

type Row = Record<string, unknown>
type Query = (text: string) => Promise<Row[]>

/** How many bookings were confirmed before the server is killed. */
const CONFIRMED_BEFORE_KILL = 12
const VISITORS = 48
const CONCURRENCY = 8

let siteverify: SiteverifyPeer
beforeAll(async () => {
  siteverify = await startSiteverifyPeer()
})
afterAll(async () => {
  await siteverify?.close()
})

function siteEnv(database: Record<string, string>): Record<string, string> {
  return {
    ...database,
    ...turnstileEnv(siteverify),
  }
}

/** Open slots over the next bookable days, one per visitor. */
async function slotsFor(siteUrl: string, count: number) {
  const slots: { date: string; time: string }[] = []
  for (const date of await bookableDays(siteUrl)) {
    for (const time of await openTimes(siteUrl, date)) slots.push({ date, time })
    if (slots.length >= count) return slots.slice(0, count)
  }
  throw new Error(`only ${slots.length} open slots`)
}

/**
 * Books as VISITORS visitors, CONCURRENCY at a time, and kills the server with SIGKILL once
 * CONFIRMED_BEFORE_KILL bookings have been answered 201. Answers the confirmed bookings' ids and
 * how many requests had no answer.
 */
async function burstAndKill(site: Instance) {
  const slots = await slotsFor(site.url, VISITORS)
  const visitors = slots.map((slot, index) => ({ ...slot, address: clientAddress(300 + index) }))
  const passes = await Promise.all(
    visitors.map((visitor) => humanCheckPass(site.url, siteverify, visitor.address)),
  )
  const confirmed: string[] = []
  let unanswered = 0
  let killed = false
  let next = 0
  const worker = async () => {
    while (next < visitors.length) {
      const index = next++
      const visitor = visitors[index]
      if (!visitor) return
      let answer: Answer
      try {
        answer = await book(site.url, passes[index] ?? '', visitor.address, {
          date: visitor.date,
          time: visitor.time,
          email: `crash-${index}@client.example`,
        })
      } catch {
        unanswered++
        continue
      }
      if (answer.status === 201) {
        const booking = answer.body?.booking as { id?: string } | undefined
        if (!booking?.id)
          throw new Error(`a 201 without a booking id: ${JSON.stringify(answer.body)}`)
        confirmed.push(booking.id)
        if (confirmed.length >= CONFIRMED_BEFORE_KILL && !killed) {
          killed = true
          site.child.kill('SIGKILL')
        }
      } else if (!killed) {
        throw new Error(
          `booking ${index} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  await site.exited
  return { confirmed, unanswered }
}

/** Every confirmed booking exists, and every stored booking has both of its e-mails queued. */
async function expectNothingLost(query: Query, confirmed: string[]) {
  const stored = await query(`select id::text as id from consultations`)
  const storedIds = new Set(stored.map((row) => String(row.id)))
  for (const id of confirmed) expect(storedIds.has(id), `booking ${id}`).toBe(true)
  const queued = new Set(
    (await query(`select idempotency_key as key from mail_outbox`)).map((row) => String(row.key)),
  )
  for (const id of storedIds) {
    expect(queued.has(`consultation:${id}:0:confirmation`), `confirmation of ${id}`).toBe(true)
    expect(queued.has(`consultation:${id}:0:notification`), `notification of ${id}`).toBe(true)
  }
  return storedIds.size
}

describe('kill -9 in the middle of a burst of bookings', () => {
  it('loses no confirmed booking on the embedded database (PGlite)', async () => {
    const dataDir = newDataDir()
    const env = siteEnv({ DATA_DIR: dataDir })
    const { confirmed } = await burstAndKill(await startInstance({ name: 'pglite', env }))
    expect(confirmed.length).toBeGreaterThanOrEqual(CONFIRMED_BEFORE_KILL)

    // The restarted server opens the folder and answers as before …
    const restarted = await startInstance({ name: 'pglite again', env })
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200)
    expect(await restarted.stop()).toBe(143)
    // … and the data is all there.
    const database = new PGlite(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS })
    try {
      const query: Query = async (text) => (await database.query<Row>(text)).rows
      expect(await expectNothingLost(query, confirmed)).toBeGreaterThanOrEqual(confirmed.length)
    } finally {
      await database.close()
    }
  })

  it.runIf(postgres)('loses no confirmed booking on PostgreSQL', async () => {
    const scratch = await createScratchDatabase()
    const sql = new Client({ connectionString: scratch.url })
    try {
      const env = siteEnv({ DATABASE_URL: scratch.url })
      const { confirmed } = await burstAndKill(await startInstance({ name: 'postgres', env }))
      expect(confirmed.length).toBeGreaterThanOrEqual(CONFIRMED_BEFORE_KILL)
      const restarted = await startInstance({ name: 'postgres again', env })
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200)
      await restarted.stop()
      await sql.connect()
      const query: Query = async (text) => (await sql.query<Row>(text)).rows
      expect(await expectNothingLost(query, confirmed)).toBeGreaterThanOrEqual(confirmed.length)
    } finally {
      await sql.end().catch(() => {})
      await scratch.drop()
    }
  })
})

describe('the process reading the log goes away (its parent killed)', () => {
  it('shuts down as on SIGTERM instead of spinning on the closed pipe', async () => {
    const site = await startInstance({ name: 'orphaned', env: siteEnv({ DATA_DIR: newDataDir() }) })
    // What a killed parent leaves: the read ends of the server's stdout and stderr closed.
    site.child.stdout?.destroy()
    site.child.stderr?.destroy()
    // Requests make log lines: an access-log line each, on stdout.
    for (const address of ['/api/health', '/no-such-page']) {
      await fetch(`${site.url}${address}`, { signal: AbortSignal.timeout(5_000) }).catch(() => {})
    }
    const outcome = await Promise.race([
      site.exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 20_000)),
    ])
    if (outcome === 'still running') site.child.kill('SIGKILL')
    expect(outcome).toBe(143)
  })
})
