import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, vi } from 'vitest'
import { getDatabaseHandle, prepareDatabase } from '@/server/db/instance'

/**
 * A route handler tested as the server runs it: the process's own database, PGlite in a scratch
 * folder migrated before the first test and removed after the last, and the environment a
 * deployment behind a proxy has (its secrets, its public origin, the client's address from
 * `X-Forwarded-For`), plus `env`. Call at the top of the test file, before any request: the
 * server reads its environment once, on the first.
 */
export function routeOnScratchDatabase(name: string, env: Record<string, string> = {}): void {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-route-`))
  const variables = {
    DATA_DIR: dataDir,
    SIGNING_SECRET: `${name}-route-test-signing-secret-0123456789`,
    BETTER_AUTH_SECRET: `${name}-route-test-auth-secret-0123456789`,
    NEXT_PUBLIC_SITE_URL: 'https://northbridge.example',
    TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    ...env,
  }
  for (const [variable, value] of Object.entries(variables)) vi.stubEnv(variable, value)

  beforeAll(async () => {
    await prepareDatabase()
  })

  afterAll(async () => {
    await getDatabaseHandle().close()
    vi.unstubAllEnvs()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
}
