import { parseArgs } from 'node:util'
import { getEnv } from '@/config/env.server'
import {
  runStaffOperatorRequest,
  StaffOperatorRequestSchema,
  type StaffOperatorAnswer,
} from '@/features/staff/operator.server'
import { STAFF_ROLES } from '@/features/staff/policy'
import { loadProjectEnv } from './lib/load-env'
import { operatorRequest } from './lib/operator'

// `npm run staff -- invite <email> --role <role>`: invites someone to the staff console. This is
// how the first owner comes to exist (no account or default password is made any other way); the
// owners and admins invite everyone else from the console. It opens the database itself, or asks
// the running server that holds the embedded database (scripts/lib/operator.ts). The invitation
// goes out through the outbox, and the link is printed here too, for when mail is not set up yet.

export const USAGE = `Usage: npm run staff -- invite <email> --role <${STAFF_ROLES.join('|')}>

  invite EMAIL --role ROLE     e-mails EMAIL a one-time link to join the staff console
                               with ROLE, valid for 48 hours, and prints the link`

export class UsageError extends Error {}

/** The command line → one operator request, checked as the server checks it. */
export function parseStaffCommand(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' } },
  })
  const [command, email, ...rest] = positionals
  if (rest.length > 0) throw new UsageError(`Unexpected: ${rest.join(' ')}`)
  if (command !== 'invite') {
    throw new UsageError(command ? `Unknown command '${command}'` : 'No command given')
  }
  if (!email) throw new UsageError('invite needs the e-mail address')
  if (!values.role) throw new UsageError('invite needs --role')
  const parsed = StaffOperatorRequestSchema.safeParse({
    action: 'invite',
    email,
    role: values.role,
  })
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('; '))
  }
  return parsed.data
}

async function main() {
  loadProjectEnv()
  let request
  try {
    request = parseStaffCommand(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`)
    return 2
  }
  const answer = await operatorRequest<StaffOperatorAnswer>(
    getEnv(),
    '/api/operator/staff',
    request,
    (db) => runStaffOperatorRequest(db, request),
  )
  console.info(answer.message)
  if (answer.ok) console.info(`\n  ${answer.url}\n`)
  return answer.ok ? 0 : 1
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await main())
}
