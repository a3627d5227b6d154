import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { webinarSeeds } from '@/content/webinars'
import { createTestDatabase } from '#test-support/database'
import { createDatabase, type DatabaseHandle } from './client'
import { countAppliedMigrations, migrateDatabase } from './migrate'
import { webinars } from './schema'
import { seedDatabase, seedIfEmpty, seedWebinarDate } from './seed'

const journal = JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
  entries: unknown[]
}

const open: DatabaseHandle[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((handle) => handle.close()))
})

async function track(handle: Promise<DatabaseHandle> | DatabaseHandle) {
  const resolved = await handle
  open.push(resolved)
  return resolved
}

describe('the embedded database', () => {
  it('applies every committed migration, and applying again changes nothing', async () => {
    const handle = await track(createTestDatabase())
    expect(await countAppliedMigrations(handle)).toBe(journal.entries.length)
    await migrateDatabase(handle)
    expect(await countAppliedMigrations(handle)).toBe(journal.entries.length)
  })

  it('round-trips a webinar with arrays, timestamps and defaults', async () => {
    const { db } = await track(createTestDatabase())
    const [row] = await db
      .insert(webinars)
      .values({
        slug: 'round-trip',
        title: 'Round trip',
        description: 'Checks every column type survives storage.',
        speakers: ['Ada', "Grace O'Neill"],
        webinarDate: new Date('2026-03-04T00:00:00Z'),
        image: '/images/webinars/governing-agentic-ai.svg',
        category: 'AI & Data',
        duration: '45 minutes',
      })
      .returning()
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/)

    const [stored] = await db.select().from(webinars).where(eq(webinars.slug, 'round-trip'))
    expect(stored).toMatchObject({
      speakers: ['Ada', "Grace O'Neill"],
      webinarDate: new Date('2026-03-04T00:00:00Z'),
      zoomLink: null,
      isPublished: false,
      agenda: '',
    })
  })

  it('seeds the built-in webinars idempotently', async () => {
    const { db } = await track(createTestDatabase())
    const seededOn = new Date('2026-11-23T15:00:00Z')
    expect(await seedDatabase(db, seededOn)).toEqual({ inserted: webinarSeeds.length })
    expect(await seedDatabase(db, new Date('2027-02-01T15:00:00Z'))).toEqual({ inserted: 0 })

    const rows = await db.select().from(webinars).orderBy(asc(webinars.webinarDate))
    expect(new Set(rows.map((row) => row.slug))).toEqual(
      new Set(webinarSeeds.map((seed) => seed.slug)),
    )
    const bySlug = new Map(rows.map((row) => [row.slug, row]))
    for (const seed of webinarSeeds) {
      expect(bySlug.get(seed.slug)?.agenda.split('\n')).toEqual(seed.agenda)
    }
    // The spec's featured slot, the SCIPAB session and the samples keep their dates and lengths.
    expect(bySlug.get('scaling-generative-ai-pilots')).toMatchObject({
      webinarDate: new Date('2025-07-31T00:00:00Z'),
      duration: '60 minutes',
    })
    expect(bySlug.get('scipab')?.duration).toBe('2 minutes')
    expect(rows.map((row) => row.duration)).toEqual(
      expect.arrayContaining(['45 minutes', '60 minutes']),
    )
    // The upcoming one is dated from the day it was first seeded, and a later seed leaves it be.
    expect(bySlug.get('data-products-that-last')?.webinarDate).toEqual(
      new Date('2026-12-22T00:00:00Z'), // 28 days on: Monday, December 21, 2026, 7:00 PM EST
    )
  })

  it('dates a relative seed from the seeding day, at 7:00 PM Eastern, never on a weekend', () => {
    const at = (iso: string) =>
      seedWebinarDate({ daysAfterSeeding: 28, easternTime: '19:00' }, new Date(iso))
    // Thursday 2026-11-26 + 28 days = Thursday 2026-12-24, 7:00 PM EST = 00:00 UTC next day.
    expect(at('2026-11-26T12:00:00Z')).toEqual(new Date('2026-12-25T00:00:00Z'))
    // Saturday 2026-05-09 + 28 days = Saturday 2026-06-06 → Monday 2026-06-08, 7:00 PM EDT.
    expect(at('2026-05-09T12:00:00Z')).toEqual(new Date('2026-06-08T23:00:00Z'))
    // Late evening in New York is still the same day there (03:30 UTC = 10:30 PM EST).
    expect(at('2026-11-27T03:30:00Z')).toEqual(new Date('2026-12-25T00:00:00Z'))
    expect(seedWebinarDate('2025-07-31T00:00:00.000Z', new Date())).toEqual(
      new Date('2025-07-31T00:00:00Z'),
    )
  })

  it('seeds on start-up only when the table is empty, so deleted webinars stay deleted', async () => {
    const { db } = await track(createTestDatabase())
    expect(await seedIfEmpty(db)).toEqual({ inserted: webinarSeeds.length })
    await db.delete(webinars).where(eq(webinars.slug, webinarSeeds[0]!.slug))
    expect(await seedIfEmpty(db)).toEqual({ inserted: 0 })
    expect(await db.select().from(webinars)).toHaveLength(webinarSeeds.length - 1)
  })

  it('keeps its data on disk across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-test-'))
    try {
      const first = createDatabase({ kind: 'pglite', dataDir })
      await migrateDatabase(first)
      await seedDatabase(first.db)
      await first.close()

      const second = await track(createDatabase({ kind: 'pglite', dataDir }))
      await migrateDatabase(second)
      expect(await second.db.select().from(webinars)).toHaveLength(webinarSeeds.length)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
