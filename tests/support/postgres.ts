import { randomBytes } from 'node:crypto'
import { Client } from 'pg'

/** The development and CI machines run PostgreSQL here with trust authentication. */
export const POSTGRES_ADMIN_URL =
  process.env.POSTGRES_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export type PostgresProbe = { available: true } | { available: false; reason: string }

export async function probePostgres(): Promise<PostgresProbe> {
  const client = new Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 3_000,
  })
  try {
    await client.connect()
    await client.query('select 1')
    return { available: true }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      available: false,
      reason: `no PostgreSQL answered at ${POSTGRES_ADMIN_URL} (${reason})`,
    }
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Skips the suite with a printed reason where no server answers, except under CI=true,
 * where a missing PostgreSQL is a broken machine and must fail the run.
 */
export async function requirePostgres(): Promise<boolean> {
  const probe = await probePostgres()
  if (probe.available) return true
  if (process.env.CI === 'true')
    throw new Error(`CI=true, so this suite may not skip: ${probe.reason}`)
  console.warn(`Skipping the PostgreSQL suite: ${probe.reason}`)
  return false
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A new, uniquely named database; `drop` removes it again. */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `northbridge_test_${Date.now()}_${randomBytes(4).toString('hex')}`
  await withAdmin((client) => client.query(`create database "${name}"`))
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`)
      }),
  }
}
