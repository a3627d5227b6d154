import 'server-only'
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from './client'

/**
 * Takes a lock named by `name` until the transaction ends (an advisory lock: it guards nothing by
 * itself, only code that takes the same name waits). The key is the first 8 bytes of the name's
 * SHA-256, a bigint both PostgreSQL and PGlite take.
 */
export async function lockForTransaction(tx: Database, name: string): Promise<void> {
  const key = createHash('sha256').update(name).digest().readBigInt64BE(0)
  await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`)
}
