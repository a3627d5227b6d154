import { defineConfig } from 'vitest/config'
import unitConfig from './vitest.config'

// `npm run test:scale`: the deployment topology of docs/operations.md, as processes on this
// machine: instances of the standalone build, PostgreSQL, an SMTP server, nginx. The suites
// start and stop servers and share ports and the PostgreSQL cluster, so they run one at a time.
export default defineConfig({
  // The same `@/…` and `server-only` aliases as the other suites.
  resolve: unitConfig.resolve,
  test: {
    name: 'scale',
    environment: 'node',
    include: ['tests/scale/**/*.scale.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
