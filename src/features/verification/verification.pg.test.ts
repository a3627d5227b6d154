import '#test-support/test-secrets'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { requirePostgres } from '#test-support/postgres'
import { twoInstancesOnPostgres } from '#test-support/two-instances'
import { createAltchaChallenge, verifyAltchaPayload } from './altcha.server'
import { issuePassCookie, readPass, spendPass } from './pass.server'

const available = await requirePostgres()

describe.skipIf(!available)('a solved human check on PostgreSQL, shared by two instances', () => {
  const pools = twoInstancesOnPostgres()

  afterAll(() => {
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
      Array.from({ length: 20 }, (_, index) => verifyAltchaPayload(pools.instance(index), payload)),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'already used')).toHaveLength(
      19,
    )
  })

  it('spends a pass once: of 20 concurrent spends on either instance, one succeeds', async () => {
    const cookie = issuePassCookie(false).split(';')[0] ?? ''
    const pass = readPass(
      new Request('http://localhost/api/consultations', { headers: { cookie } }),
    )
    if (!pass) throw new Error('the new pass does not read back')
    const spent = await Promise.all(
      Array.from({ length: 20 }, (_, index) => spendPass(pools.instance(index), pass)),
    )
    expect(spent.filter(Boolean)).toHaveLength(1)
  })
})
