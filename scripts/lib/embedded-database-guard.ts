import type { Env } from '@/config/env.server'

/** Whether a site server answers its health check on this machine's port. */
export async function siteAnswersOn(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1_000),
    })
    return response.ok || response.status === 503
  } catch {
    // Nothing listens.
    return false
  }
}

/**
 * Only one process may open a PGlite data folder. A script that writes to the embedded database
 * refuses while a site server on this machine answers (it holds the folder); with PostgreSQL
 * (DATABASE_URL) any number of processes may connect.
 */
export async function refuseWhileServerHoldsEmbeddedDatabase(env: Env): Promise<void> {
  if (env.DATABASE_URL) return
  if (await siteAnswersOn(env.PORT)) {
    console.error(
      `\nThe site is running on port ${env.PORT} and holds the embedded database in ${env.DATA_DIR}.\n` +
        'Stop it first, or use PostgreSQL (DATABASE_URL), which several processes can share.\n',
    )
    process.exit(1)
  }
}
