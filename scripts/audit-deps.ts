import { auditDependencies } from './lib/dependency-audit'

// `npm run audit:deps`: the dependency audit of `npm test` on its own (decision 030).
const outcome = await auditDependencies({
  unreachable: process.env.AUDIT_UNREACHABLE === 'skip' ? 'skip' : 'fail',
})
for (const line of outcome.lines) (outcome.ok ? console.info : console.error)(line)
process.exit(outcome.ok ? 0 : 1)
