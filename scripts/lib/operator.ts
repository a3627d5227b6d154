import type { Env } from '@/config/env.server'
import { getDatabaseHandle } from '@/server/db/instance'
import type { Database } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'
import { operatorToken } from '@/server/operator-token'
import { resolveSecrets } from '@/server/secrets'

// The operator's commands (`npm run webinars`, `npm run staff`) run the same code either way:
// with PostgreSQL, or while no server holds the embedded database, they open the database
// themselves; while the site runs on the embedded database (which one process at a time may
// open) they ask that server, with the operator token derived from its own SIGNING_SECRET.

/** An answer as the operator endpoints give it: a message, and whether it worked. */
type Answer = { ok: boolean; message: string }

/** The running server on PORT, when it holds the embedded database; null otherwise. */
async function serverHoldingEmbeddedDatabase(env: Env): Promise<string | null> {
  if (env.DATABASE_URL) return null
  const origin = `http://127.0.0.1:${env.PORT}`
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) })
    return response.ok || response.status === 503 ? origin : null
  } catch {
    return null
  }
}

async function askServer<A extends Answer>(
  origin: string,
  env: Env,
  endpoint: string,
  request: object,
): Promise<A | { ok: false; message: string }> {
  const response = await fetch(`${origin}${endpoint}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${operatorToken(resolveSecrets(env, { warn: false }).SIGNING_SECRET)}`,
    },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json()) as A | { error: string; fields?: object }
  if ('error' in body) {
    const fields = body.fields ? ` ${JSON.stringify(body.fields)}` : ''
    return { ok: false, message: `${body.error}${fields}` }
  }
  return body
}

async function runDirectly<A>(run: (db: Database) => Promise<A>): Promise<A> {
  const handle = getDatabaseHandle()
  try {
    await migrateDatabase(handle)
    return await run(handle.db)
  } finally {
    await handle.close()
  }
}

/**
 * Runs an operator request: through the running server's `endpoint` when it holds the embedded
 * database, otherwise with `run` on the database opened here.
 */
export async function operatorRequest<A extends Answer>(
  env: Env,
  endpoint: string,
  request: object,
  run: (db: Database) => Promise<A>,
): Promise<A | { ok: false; message: string }> {
  const server = await serverHoldingEmbeddedDatabase(env)
  return server ? askServer<A>(server, env, endpoint, request) : runDirectly(run)
}
