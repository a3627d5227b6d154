import 'server-only'
import { ConfigError, getEnv } from '@/config/env.server'
import {
  databaseTargetFromEnv,
  describeTarget,
  getDatabaseHandle,
  prepareDatabase,
} from './db/instance'
import { log } from './log'
import { trackRequestPeers } from './peer-address'
import { MissingPublicOriginError, publicOriginProblem } from './public-origin'
import { MissingSecretsError, getSecrets } from './secrets'
import { installShutdownHandlers, onShutdown } from './shutdown'

/** Errors a person fixes by changing configuration: say what to change and stop. */
function exitOnConfigurationError(error: unknown): never {
  if (
    error instanceof ConfigError ||
    error instanceof MissingSecretsError ||
    error instanceof MissingPublicOriginError
  ) {
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
  throw error
}

/** Runs once before the server answers its first request (see src/instrumentation.ts). */
export async function bootServer(): Promise<void> {
  let env
  let originProblem
  try {
    env = getEnv()
    getSecrets()
    originProblem = publicOriginProblem(env)
  } catch (error) {
    exitOnConfigurationError(error)
  }
  if (originProblem) {
    log.warn(originProblem, { hint: 'set NEXT_PUBLIC_SITE_URL to the public origin' })
  }
  trackRequestPeers({ trustedProxyHeader: env.TRUSTED_PROXY_HEADER })
  installShutdownHandlers()
  const { inserted, seededBookingRules } = await prepareDatabase()
  for (const name of ['BOOKING_HORIZON_DAYS', 'BOOKING_CLOSED_DATES'] as const) {
    if (process.env[name]?.trim()) {
      log.warn(`${name} is deprecated`, {
        hint: seededBookingRules
          ? 'it seeded the booking rules once; change them at /staff/availability from now on'
          : 'it is ignored: the booking rules are set at /staff/availability',
      })
    }
  }
  // Registered first, so it runs last: everything else may still need the database.
  onShutdown('database', () => getDatabaseHandle().close())
  log.info('database ready', {
    database: describeTarget(databaseTargetFromEnv(env)),
    seededWebinars: inserted,
  })
}
