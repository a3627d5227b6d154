import { sql } from 'drizzle-orm'
import { getTableConfig, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '#test-support/database'
import { countRows, dumpEveryTable, fillEveryTable } from '#test-support/every-table'
import { createScratchDatabase, requirePostgres } from '#test-support/postgres'
import { createDatabase, rowsOf, type DatabaseHandle } from './client'
import { copyDatabase, CopyRefusedError } from './copy'
import { countAppliedMigrations, migrateDatabase } from './migrate'
import { rateLimits } from './schema'
import { schemaTables } from './tables'

const available = await requirePostgres()

describe.skipIf(!available)('copying the embedded database to PostgreSQL', () => {
  let filled: DatabaseHandle
  /** What each test opened, closed after it in reverse order. */
  const cleanups: (() => Promise<void>)[] = []

  beforeAll(async () => {
    filled = await createTestDatabase()
    await fillEveryTable(filled.db)
  })

  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!()
  })

  afterAll(() => filled?.close())

  async function scratchTarget(): Promise<DatabaseHandle> {
    const scratch = await createScratchDatabase()
    const target = createDatabase({ kind: 'postgres', url: scratch.url })
    cleanups.push(scratch.drop, () => target.close())
    return target
  }

  async function otherSource(): Promise<DatabaseHandle> {
    const source = await createTestDatabase()
    cleanups.push(() => source.close())
    return source
  }

  it('has test rows in every table of the schema, so a new table without them fails here', async () => {
    const counts = await countRows(filled)
    expect(Object.keys(counts).sort()).toEqual(
      schemaTables()
        .map((table) => getName(table))
        .sort(),
    )
    for (const [table, rows] of Object.entries(counts)) {
      expect(rows, `rows in ${table}`).toBeGreaterThan(0)
    }
  })

  it('copies every row of every table exactly', async () => {
    const target = await scratchTarget()
    const copied: string[] = []
    const result = await copyDatabase(filled, target, {
      batchSize: 1,
      onTableCopied: (table) => copied.push(table),
    })

    const counts = await countRows(filled)
    expect(Object.fromEntries(result.tables.map((table) => [table.name, table.rows]))).toEqual(
      counts,
    )
    expect(result.total).toBe(Object.values(counts).reduce((sum, rows) => sum + rows, 0))
    // Parents before the tables that point at them.
    expect(copied.indexOf('webinar_announcements')).toBeGreaterThan(copied.indexOf('webinars'))
    expect(copied.indexOf('sessions')).toBeGreaterThan(copied.indexOf('users'))

    const source = await dumpEveryTable(filled)
    expect(await dumpEveryTable(target)).toEqual(source)
    // Microseconds, which a trip through a JavaScript Date would have cut to milliseconds.
    expect(source.users!.join('')).toContain('2026-01-02 03:04:05.123456+00')
    // And the drivers read the copy back as the same values.
    for (const table of schemaTables()) {
      expect(await target.db.select().from(table)).toEqual(
        expect.arrayContaining(await filled.db.select().from(table)),
      )
    }
    expect(await countAppliedMigrations(target)).toBe(await countAppliedMigrations(filled))
  })

  it('refuses a target that holds data, and replaces it only when asked', async () => {
    const target = await scratchTarget()
    await migrateDatabase(target)
    await target.db.insert(rateLimits).values({ key: 'already-here', hits: 1, resetAt: new Date() })

    await expect(copyDatabase(filled, target)).rejects.toThrow(/already holds data \(rate_limits\)/)
    expect(await countRows(target)).toMatchObject({ rate_limits: 1, webinars: 0 })

    await copyDatabase(filled, target, { replace: true })
    expect(await dumpEveryTable(target)).toEqual(await dumpEveryTable(filled))
  })

  it('leaves the target without a row when the copy fails part way', async () => {
    const target = await scratchTarget()
    await migrateDatabase(target)
    // The last tables copied refuse their rows, after the others were inserted.
    await target.db.execute(sql`
      create function refuse_row() returns trigger language plpgsql as
        $$ begin raise exception 'disk full (simulated)'; end $$`)
    await target.db.execute(sql`
      create trigger refuse_row before insert on webinar_announcements
        for each row execute function refuse_row()`)

    await expect(copyDatabase(filled, target)).rejects.toMatchObject({
      cause: { message: 'disk full (simulated)' },
    })
    expect(
      (await countRows(filled)).webinar_announcements,
      'a table copied late, after others were inserted',
    ).toBeGreaterThan(0)
    const counts = await countRows(target)
    expect(Object.values(counts).every((rows) => rows === 0)).toBe(true)
  })

  it('refuses a source whose migrations differ from this version', async () => {
    const behind = await otherSource()
    await behind.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    )
    const target = await scratchTarget()
    await expect(copyDatabase(behind, target)).rejects.toThrow(CopyRefusedError)
    await expect(copyDatabase(behind, target)).rejects.toThrow(/Bring it up to date/)
  })

  it('refuses a source with a table the schema does not declare', async () => {
    const extra = await otherSource()
    await extra.db.execute(sql`create table notes (id int primary key)`)
    const target = await scratchTarget()
    await expect(copyDatabase(extra, target)).rejects.toThrow(/would not be copied: notes/)
  })

  it('continues identity and serial sequences after the highest copied id', async () => {
    // The schema has no sequence today; a table added for the test checks the copy would cope.
    const counters = pgTable('copy_test_counters', {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      legacyId: integer('legacy_id').notNull(),
      label: text('label').notNull(),
    })
    const createCounters = sql`create table copy_test_counters (
      id integer primary key generated always as identity,
      legacy_id serial not null,
      label text not null)`
    const source = await otherSource()
    await source.db.execute(createCounters)
    await source.db.execute(
      sql`insert into copy_test_counters (label) values ('a'), ('b'), ('c'), ('d'), ('e')`,
    )
    await source.db.execute(sql`delete from copy_test_counters where id in (1, 3)`)
    const target = await scratchTarget()
    await migrateDatabase(target)
    await target.db.execute(createCounters)

    await copyDatabase(source, target, { tables: [...schemaTables(), counters] })
    const next = await target.db.execute(
      sql`insert into copy_test_counters (label) values ('f') returning id, legacy_id`,
    )
    expect(rowsOf(next)).toEqual([{ id: 6, legacy_id: 6 }])
    expect(await target.db.select().from(counters).orderBy(counters.id)).toEqual([
      { id: 2, legacyId: 2, label: 'b' },
      { id: 4, legacyId: 4, label: 'd' },
      { id: 5, legacyId: 5, label: 'e' },
      { id: 6, legacyId: 6, label: 'f' },
    ])
  })
})

function getName(table: ReturnType<typeof schemaTables>[number]): string {
  return getTableConfig(table).name
}
