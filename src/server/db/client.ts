import 'server-only'
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { Pool } from 'pg'
import { PGLITE_EXTENSIONS } from './pglite-extensions'
import * as schema from './schema'

export type Schema = typeof schema

/** Either driver, seen through the dialect both share, so features never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseTarget =
  /** Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string }

type PgliteHandle = {
  kind: 'pglite'
  db: Database
  client: PGlite
  close: () => Promise<void>
}

type PostgresHandle = {
  kind: 'postgres'
  db: Database
  pool: Pool
  close: () => Promise<void>
}

export type DatabaseHandle = PgliteHandle | PostgresHandle

/** Rows of a raw `db.execute(sql…)` result; both drivers answer with `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows
}

export function createDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'postgres') {
    const pool = new Pool({
      connectionString: target.url,
      max: 10,
      // Fail fast rather than queue forever when the server is unreachable.
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
    })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {})
    return {
      kind: 'postgres',
      pool,
      db: drizzlePostgres({ client: pool, schema }) as unknown as Database,
      close: () => pool.end(),
    }
  }

  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true })
  return wrapPglite(new PGlite({ dataDir: target.dataDir, extensions: PGLITE_EXTENSIONS }))
}

/** A handle over an already open PGlite (tests clone a migrated template this way). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    kind: 'pglite',
    client,
    db: drizzlePglite({ client, schema }) as unknown as Database,
    close: () => client.close(),
  }
}
