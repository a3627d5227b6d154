import 'server-only'
import path from 'node:path'
import type { Env } from '@/config/env.server'
import { getEnv } from '@/config/env.server'
import { resolveDataDir } from '../data-dir'
import { createDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './client'
import { migrateDatabase } from './migrate'
import { seedBookingRules, seedIfEmpty } from './seed'

export function databaseTargetFromEnv(env: Env): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL }
  return { kind: 'pglite', dataDir: path.join(resolveDataDir(env.DATA_DIR), 'pglite') }
}

/** Where the data lives, for logs: never the connection string, which may hold a password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'postgres') return `PostgreSQL at ${new URL(target.url).host}`
  return target.dataDir ? `PGlite in ${target.dataDir}` : 'PGlite in memory'
}

// Kept on globalThis so `next dev` module reloads reuse the one open PGlite instead of opening
// the same data folder twice, which PGlite does not allow.
const store = globalThis as typeof globalThis & {
  __northbridgeDatabase?: DatabaseHandle
  __northbridgeDatabaseReady?: Promise<{ inserted: number; seededBookingRules: boolean }>
}

export function getDatabaseHandle(): DatabaseHandle {
  store.__northbridgeDatabase ??= createDatabase(databaseTargetFromEnv(getEnv()))
  return store.__northbridgeDatabase
}

export function getDb(): Database {
  return getDatabaseHandle().db
}

/** Migrates, then seeds a new database; runs once per process however often it is called. */
export function prepareDatabase(): Promise<{ inserted: number; seededBookingRules: boolean }> {
  store.__northbridgeDatabaseReady ??= (async () => {
    const handle = getDatabaseHandle()
    await migrateDatabase(handle)
    const { inserted } = await seedIfEmpty(handle.db)
    const env = getEnv()
    const seededBookingRules = await seedBookingRules(handle.db, {
      horizonDays: env.BOOKING_HORIZON_DAYS,
      closedRanges: env.BOOKING_CLOSED_DATES,
    })
    return { inserted, seededBookingRules }
  })()
  return store.__northbridgeDatabaseReady
}
