import 'server-only'
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from './client'

const keyOf = (name: string) => createHash('sha256').update(name).digest().readBigInt64BE(0)

/**
 * Takes locks named by `names` until the transaction ends (advisory locks: they guard nothing by
 * themselves, only code that takes the same names waits), in one statement. Each key is the
 * first 8 bytes of the name's SHA-256, a bigint both PostgreSQL and PGlite take; they are taken
 * in ascending key order (unnest keeps the array's order), so two transactions asking for
 * overlapping sets never wait on each other in a cycle.
 */
export async function lockForTransaction(tx: Database, ...names: string[]): Promise<void> {
  const keys = [...new Set(names.map(keyOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  if (keys.length === 0) return
  if (keys.length === 1) {
    await tx.execute(sql`select pg_advisory_xact_lock(${keys[0]!.toString()}::bigint)`)
    return
  }
  const list = `{${keys.join(',')}}`
  await tx.execute(sql`select pg_advisory_xact_lock(k) from unnest(${list}::bigint[]) as k`)
}
