import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeEach } from 'vitest'
import { createDatabase, wrapPglite, type Database, type DatabaseHandle } from '@/server/db/client'
import { MIGRATIONS_FOLDER, migrateDatabase } from '@/server/db/migrate'
import { PGLITE_EXTENSIONS } from '@/server/db/pglite-extensions'

// Starting PGlite and migrating costs seconds (tens of them on a busy 2-core machine); loading a
// migrated data folder costs a fraction of that, and cloning a running instance about half a
// second. The first test files of a run migrate and leave their data folder in .cache (named by
// the migrations and the PGlite version, so a changed migration is never served stale); every
// other file loads it. Each file hands out clones of its one template.
let template: Promise<PGlite> | undefined

const projectRoot = path.join(import.meta.dirname, '..', '..')

/** The cached data folder of a database migrated with exactly the migrations in drizzle/. */
function templateFile(): string {
  const hash = createHash('sha256')
  const pglite = path.join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json')
  hash.update(fs.readFileSync(pglite))
  const files = fs
    .readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) {
    hash.update(`${path.relative(MIGRATIONS_FOLDER, file)}\0`)
    hash.update(fs.readFileSync(file))
  }
  const key = hash.digest('hex').slice(0, 16)
  return path.join(projectRoot, '.cache', 'pglite-template', `${key}.tar`)
}

async function migratedTemplate(): Promise<PGlite> {
  const file = templateFile()
  if (fs.existsSync(file)) {
    try {
      return await PGlite.create({
        loadDataDir: new Blob([fs.readFileSync(file)]),
        extensions: PGLITE_EXTENSIONS,
      })
    } catch {
      // A damaged file (a run stopped while writing it): migrate, and write it again.
    }
  }
  const handle = createDatabase({ kind: 'pglite' })
  await migrateDatabase(handle)
  if (handle.kind !== 'pglite') throw new Error('unreachable: the template is PGlite')
  const dump = await handle.client.dumpDataDir('none')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Written beside it and renamed: a file loading at the same time never reads half of it.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  fs.renameSync(partial, file)
  return handle.client
}

/** A fresh, fully migrated in-memory PGlite: real PostgreSQL semantics, nothing on disk. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  template ??= migratedTemplate()
  const clone = (await (await template).clone()) as PGlite
  return wrapPglite(clone)
}

type PgliteHandle = Extract<DatabaseHandle, { kind: 'pglite' }>

/** Every table the migrations make, for one TRUNCATE (their own bookkeeping is in `drizzle`). */
async function publicTables(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
  )
  return rows.map((row) => `public.${row.name}`).join(', ')
}

/**
 * A database for each test of a file, as fresh as a new clone at a fraction of the cost: the file
 * clones the template once, and before each later test every table is emptied and its sequences
 * restarted (about 30 ms, where a clone takes half a second, and seconds on a busy machine). The
 * migrations insert no rows, so the emptied database is the migrated template again. Call it at
 * the top of the file and await what it returns in `beforeEach`; the file's end closes the
 * database. A test that closes its database (an outage) leaves the next one a new clone.
 */
export function databaseEachTest(): () => Promise<DatabaseHandle> {
  let current: PgliteHandle | undefined
  let tables: string | undefined
  afterAll(async () => {
    if (current && !current.client.closed) await current.close()
  })
  return async () => {
    if (!current || current.client.closed) {
      current = (await createTestDatabase()) as PgliteHandle
      return current
    }
    tables ??= await publicTables(current.client)
    await current.client.exec(`truncate ${tables} restart identity cascade`)
    return current
  }
}

/**
 * The test's database, empty before each test: call once in a `describe`; the getter answers the
 * database the running test was given.
 */
export function emptyDatabaseEachTest(): () => Database {
  const freshDatabase = databaseEachTest()
  let handle: DatabaseHandle | undefined
  beforeEach(async () => {
    handle = await freshDatabase()
  })
  return () => {
    if (!handle) throw new Error('the database opens in beforeEach')
    return handle.db
  }
}
