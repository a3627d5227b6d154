import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { webinarSeeds } from '@/content/webinars'
import { createTestDatabase } from '../../../tests/support/database'
import { createDatabase, type DatabaseHandle } from './client'
import { countAppliedMigrations, migrateDatabase } from './migrate'
import { webinars } from './schema'
import { seedDatabase, seedIfEmpty } from './seed'

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
    expect(await seedDatabase(db)).toEqual({ inserted: webinarSeeds.length })
    expect(await seedDatabase(db)).toEqual({ inserted: 0 })

    const rows = await db.select().from(webinars).orderBy(asc(webinars.webinarDate))
    expect(rows.map((row) => row.slug)).toEqual(webinarSeeds.map((seed) => seed.slug))
    expect(rows[0]?.agenda.split('\n')).toEqual(webinarSeeds[0]?.agenda)
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
