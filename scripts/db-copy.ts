import path from 'node:path'
import { parseArgs } from 'node:util'
import { getEnv, type Env } from '@/config/env.server'
import { createDatabase, type DatabaseHandle } from '@/server/db/client'
import { copyDatabase, CopyRefusedError, type CopyResult } from '@/server/db/copy'
import { describeTarget } from '@/server/db/instance'
import { resolveDataDir } from '@/server/data-dir'
import { siteAnswersOn } from './lib/embedded-database-guard'
import { loadProjectEnv } from './lib/load-env'
import { pgliteFolderProblem } from './lib/pglite-folder'

// `npm run db:copy -- --to postgres://…`: moves the site's data from the embedded database to
// PostgreSQL, every table, in one transaction. The site must be stopped: PGlite's folder may be
// open in one process only, and rows written during the copy would be left behind.

export const USAGE = `Usage: npm run db:copy -- [--from FOLDER] [--to postgres://…] [--replace]

  --from FOLDER   the PGlite data folder to read (default: <DATA_DIR>/pglite, as the site uses)
  --to URL        the PostgreSQL database to fill (default: DATABASE_URL)
  --replace       delete the rows the target already holds in the site's tables first
                  (without it, a target holding any row is refused)

Stop the site first. The folder is only read; the target is migrated, then filled.`

export class UsageError extends Error {}

export type CopyCommand = { from: string; to: string; replace: boolean }

const POSTGRES_URL = /^postgres(ql)?:\/\/\S+$/

export function parseCopyCommand(argv: string[], env: Env): CopyCommand {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        replace: { type: 'boolean', default: false },
      },
    }))
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const to = values.to ?? env.DATABASE_URL
  if (!to) {
    throw new UsageError('No target: pass --to postgres://… (or set DATABASE_URL)')
  }
  // Never echo the URL: it may carry a password.
  if (!POSTGRES_URL.test(to) || !URL.canParse(to)) {
    throw new UsageError('--to must be a postgres:// or postgresql:// URL')
  }
  const from = path.resolve(values.from ?? path.join(resolveDataDir(env.DATA_DIR), 'pglite'))
  return { from, to, replace: values.replace }
}

/** The driver's own words (drizzle wraps them in the failed statement, which holds row data). */
function describeError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return cause instanceof Error ? cause.message : String(cause)
}

function printResult(result: CopyResult) {
  const width = Math.max(...result.tables.map((table) => table.name.length), 'total'.length)
  for (const table of result.tables) {
    console.info(`  ${table.name.padEnd(width)}  ${String(table.rows).padStart(8)}`)
  }
  console.info(`  ${'total'.padEnd(width)}  ${String(result.total).padStart(8)} rows`)
}

async function main(): Promise<number> {
  loadProjectEnv()
  const env = getEnv()
  let command: CopyCommand
  try {
    command = parseCopyCommand(process.argv.slice(2), env)
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`)
    return 2
  }

  if (await siteAnswersOn(env.PORT)) {
    console.error(
      `The site is running on port ${env.PORT}. Stop it first: it holds the PGlite folder, ` +
        'and whatever it writes during the copy would be left behind.',
    )
    return 1
  }
  const problem = pgliteFolderProblem(command.from)
  if (problem) {
    console.error(problem)
    return 1
  }

  const sourceTarget = { kind: 'pglite', dataDir: command.from } as const
  const targetTarget = { kind: 'postgres', url: command.to } as const
  console.info(`Copying ${describeTarget(sourceTarget)} to ${describeTarget(targetTarget)}`)
  let source: DatabaseHandle | undefined
  let target: DatabaseHandle | undefined
  try {
    source = createDatabase(sourceTarget)
    target = createDatabase(targetTarget)
    const result = await copyDatabase(source, target, { replace: command.replace })
    printResult(result)
    console.info(
      'Done. Set DATABASE_URL to this database and start the site; the PGlite folder is unchanged.',
    )
    return 0
  } catch (error) {
    const refused = error instanceof CopyRefusedError
    console.error(
      `${refused ? 'Refused' : 'The copy failed'}: ${describeError(error)}\n` +
        'No rows were written to the target (it may have been migrated, which the site does anyway).',
    )
    return 1
  } finally {
    await source?.close().catch(() => {})
    await target?.close().catch(() => {})
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await main())
}
