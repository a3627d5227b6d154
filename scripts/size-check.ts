import path from 'node:path'
import { projectRoot } from './lib/run'
import { runSizeCheck } from './lib/size-check'

// `npm run size-check`: the first-load JavaScript budget against the current production build
// (`npm test` runs the same check right after building).
const report = runSizeCheck(path.join(projectRoot, '.next'))
process.exit(report.problems.length === 0 ? 0 : 1)
