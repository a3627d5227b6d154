import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { ConfigError, OPERATOR_NODE_ENV, parseEnv } from '@/config/env.server'
import { MissingPublicOriginError, publicOriginProblem } from '@/server/public-origin'
import { MissingSecretsError, assertRequiredSecrets } from '@/server/secrets'
import { buildIfStale } from './lib/build'
import { loadProjectEnv } from './lib/load-env'
import { projectRoot, withTelemetryOff } from './lib/run'

// `npm start`: check configuration, build if the sources changed, then serve the production build.
// The server itself migrates and seeds the database before its first request (src/instrumentation.ts).

loadProjectEnv()
const environment = withTelemetryOff({
  ...process.env,
  // The operator's NODE_ENV ('' for none), kept before the production build's own is set: only
  // theirs makes a production deployment (isProductionDeployment in src/config/env.server.ts).
  [OPERATOR_NODE_ENV]: process.env[OPERATOR_NODE_ENV] ?? process.env.NODE_ENV ?? '',
  NODE_ENV: 'production',
  // The server handles SIGTERM/SIGINT itself: it lets open requests finish, stops the mail
  // worker and closes the database before exiting (src/server/shutdown.ts).
  NEXT_MANUAL_SIG_HANDLE: 'true',
})

let port: number
let host: string
try {
  const env = parseEnv(environment)
  port = env.PORT
  host = env.HOST
  // Fail before a long build, not after it.
  assertRequiredSecrets(env)
  // Throws with REQUIRE_SECRETS=1; the server warns again in its log.
  const originProblem = publicOriginProblem(env)
  if (originProblem) console.warn(`\nWarning: ${originProblem}.\n`)
} catch (error) {
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

/** True when something already listens on the port (another copy of the site, say). */
function portInUse(candidate: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(true))
    probe.listen(candidate, () => probe.close(() => resolve(false)))
  })
}

if (await portInUse(port)) {
  console.error(
    `\nPort ${port} is already in use. Stop the other server or set PORT to a free port.\n`,
  )
  process.exit(1)
}

try {
  await buildIfStale()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const server = spawn(process.execPath, [path.join(projectRoot, 'server', 'serve.mjs')], {
  cwd: projectRoot,
  env: { ...environment, PORT: String(port) },
  stdio: 'inherit',
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

/** An address as a URL's host: IPv6 in brackets. */
const urlHost = (address: string) => (address.includes(':') ? `[${address}]` : address)
/** Listening on every interface (0.0.0.0, ::) includes loopback. */
const everyInterface = host === '0.0.0.0' || host === '::'
/** The address that reaches the server from this machine, and the one people are shown. */
const localHost = everyInterface ? '127.0.0.1' : host
const shownHost =
  everyInterface || host === '127.0.0.1' || host === 'localhost' ? 'localhost' : urlHost(host)

/** Announce the URL only once the site really answers, database included. */
async function announceWhenReady() {
  const healthUrl = `http://${urlHost(localHost)}:${port}/api/health`
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt++) {
    try {
      const response = await fetch(healthUrl)
      if (response.ok) {
        console.info(`\n  Northbridge Digital is ready at http://${shownHost}:${port}\n`)
        return
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
void announceWhenReady()
