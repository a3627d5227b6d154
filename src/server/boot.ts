import 'server-only'
import { ConfigError, getEnv } from '@/config/env.server'
import { databaseTargetFromEnv, describeTarget, prepareDatabase } from './db/instance'
import { log } from './log'
import { MissingSecretsError, getSecrets } from './secrets'

/** Errors a person fixes by changing configuration: say what to change and stop. */
function exitOnConfigurationError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof MissingSecretsError) {
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
  throw error
}

/** Runs once before the server answers its first request (see src/instrumentation.ts). */
export async function bootServer(): Promise<void> {
  let env
  try {
    env = getEnv()
    getSecrets()
  } catch (error) {
    exitOnConfigurationError(error)
  }
  const { inserted } = await prepareDatabase()
  log.info('database ready', {
    database: describeTarget(databaseTargetFromEnv(env)),
    seededWebinars: inserted,
  })
}
