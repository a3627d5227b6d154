import { afterAll, vi } from 'vitest'

// Signed links and sessions need SIGNING_SECRET and BETTER_AUTH_SECRET from the environment, so
// nothing is generated into a data folder. The secrets are read once per process: a test file
// imports this module first, before any import that could read them.
vi.stubEnv('SIGNING_SECRET', 'test-signing-secret-0123456789abcdefghijklmn')
vi.stubEnv('BETTER_AUTH_SECRET', 'test-auth-secret-0123456789abcdefghijklmnop')
afterAll(() => {
  vi.unstubAllEnvs()
})
