import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webinarSeeds } from '@/content/webinars'
import { createTestDatabase } from '#test-support/database'
import { createScratchDatabase, requirePostgres } from '#test-support/postgres'
import { createDatabase, rowsOf, type DatabaseHandle } from './client'
import { countAppliedMigrations, migrateDatabase } from './migrate'
import { webinars } from './schema'
import { seedDatabase, seedWebinarDate } from './seed'

const journal = JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
  entries: unknown[]
}

const available = await requirePostgres()

/** The shape of our tables as the database itself reports it. */
async function describeColumns(handle: DatabaseHandle) {
  const result = await handle.db.execute(sql`
    select table_name, column_name, data_type, udt_name, is_nullable, column_default
    from information_schema.columns
    where table_schema = 'public'
    order by table_name, ordinal_position`)
  return rowsOf(result)
}

describe.skipIf(!available)('PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let handle: DatabaseHandle

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    handle = createDatabase({ kind: 'postgres', url: scratch.url })
  })

  afterAll(async () => {
    await handle?.close()
    await scratch?.drop()
  })

  it('applies every committed migration, even when two instances start at once', async () => {
    const twin = createDatabase({ kind: 'postgres', url: scratch.url })
    try {
      await Promise.all([migrateDatabase(handle), migrateDatabase(twin)])
    } finally {
      await twin.close()
    }
    expect(await countAppliedMigrations(handle)).toBe(journal.entries.length)
  })

  it('ends with exactly the schema the same migrations give PGlite', async () => {
    const embedded = await createTestDatabase()
    try {
      expect(await describeColumns(handle)).toEqual(await describeColumns(embedded))
    } finally {
      await embedded.close()
    }
  })

  it('round-trips rows and seeds idempotently', async () => {
    expect(await seedDatabase(handle.db)).toEqual({ inserted: webinarSeeds.length })
    expect(await seedDatabase(handle.db)).toEqual({ inserted: 0 })
    const rows = await handle.db.select().from(webinars)
    const first = rows.find((row) => row.slug === webinarSeeds[0]!.slug)
    expect(first).toMatchObject({
      title: webinarSeeds[0]!.title,
      speakers: webinarSeeds[0]!.speakers,
      webinarDate: seedWebinarDate(webinarSeeds[0]!.webinarDate, new Date()),
      isPublished: true,
    })
  })
})
