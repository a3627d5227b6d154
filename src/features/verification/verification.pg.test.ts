import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createScratchDatabase, requirePostgres } from '../../../tests/support/postgres'
import { createDatabase, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'
import { createAltchaChallenge, verifyAltchaPayload } from './altcha.server'

vi.hoisted(() => {
  vi.stubEnv('SIGNING_SECRET', 'verification-pg-test-signing-secret-012345')
  vi.stubEnv('BETTER_AUTH_SECRET', 'verification-pg-test-auth-secret-0123456789')
})

const available = await requirePostgres()

describe.skipIf(!available)('a solved human check on PostgreSQL, shared by two instances', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let first: DatabaseHandle
  let second: DatabaseHandle

  beforeAll(async () => {
    scratch = await createScratchDatabase()
    first = createDatabase({ kind: 'postgres', url: scratch.url })
    second = createDatabase({ kind: 'postgres', url: scratch.url })
    await migrateDatabase(first)
  })

  afterAll(async () => {
    await first?.close()
    await second?.close()
    await scratch?.drop()
    vi.unstubAllEnvs()
  })

  it('passes once: of 20 concurrent submissions of one solution to either instance, one is accepted', async () => {
    const challenge = await createAltchaChallenge()
    const solution = await solveChallenge({ challenge, deriveKey })
    if (!solution) throw new Error('the challenge could not be solved')
    const payload = btoa(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    )
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        verifyAltchaPayload((index % 2 === 0 ? first : second).db, payload),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'already used')).toHaveLength(
      19,
    )
  })
})
