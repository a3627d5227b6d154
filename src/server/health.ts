import 'server-only'
import { sql } from 'drizzle-orm'
import type { Database } from './db/client'

export type HealthReport = { status: 'ok'; db: 'ok' } | { status: 'degraded'; db: 'down' }

/** The health answer must arrive within 2 s, so the database gets a little less than that. */
export const DATABASE_CHECK_TIMEOUT_MS = 1_500

const DOWN: HealthReport = { status: 'degraded', db: 'down' }

/**
 * Asks the database for `select 1`. A refused connection, an error or a database that does not
 * answer in time all count as down; the check itself never throws and never hangs.
 */
export async function checkHealth(
  getDatabase: () => Database,
  timeoutMs: number = DATABASE_CHECK_TIMEOUT_MS,
): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<HealthReport>((resolve) => {
    timer = setTimeout(() => resolve(DOWN), timeoutMs)
  })
  const probe = (async (): Promise<HealthReport> => {
    await getDatabase().execute(sql`select 1`)
    return { status: 'ok', db: 'ok' }
  })().catch(() => DOWN)
  try {
    return await Promise.race([probe, timeout])
  } finally {
    clearTimeout(timer)
  }
}
