import path from 'node:path'
import { buildIfStale } from './lib/build'
import { projectRoot, run } from './lib/run'

// `npm run test:scale`: builds when the sources changed, then runs the scale and fault suites
// (tests/scale) against the standalone build. `npm test` runs the same suites after its build.

await buildIfStale()
const vitest = path.join(projectRoot, 'node_modules', '.bin', 'vitest')
process.exit(
  await run(vitest, ['run', '--config', 'vitest.scale.config.ts', ...process.argv.slice(2)]),
)
