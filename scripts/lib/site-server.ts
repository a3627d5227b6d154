import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Cleanup } from './cleanup'
import { projectRoot, withTelemetryOff } from './run'

// Production servers for the scripts that measure or scan the build (the benchmark, the
// Observatory check): the site (server/serve.mjs, as `npm start` runs it, on a fresh database)
// or another Node.js server, each on a free port of its own.

export type Server = { name: string; origin: string; stop: () => Promise<void> }

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export type StartOptions = {
  name: string
  /** The Node.js arguments that start the server on a port (a script and its arguments). */
  command: (port: number) => string[]
  env: NodeJS.ProcessEnv
  /** Answers 200 once the server is ready. */
  readyPath: string
  cleanup: Cleanup
  /** Runs after the process has ended. */
  afterStop?: () => void
}

export async function startServer({
  name,
  command,
  env,
  readyPath,
  cleanup,
  afterStop,
}: StartOptions) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const output: string[] = []
  const child = spawn(process.execPath, command(port), {
    cwd: projectRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      output.push(...chunk.split('\n').filter(Boolean))
      output.splice(0, Math.max(0, output.length - 200))
    })
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timeout)
    }
    afterStop?.()
  }
  const release = cleanup.add(`the ${name} server`, stop)

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      release()
      afterStop?.()
      throw new Error(`The ${name} server exited before it was ready:\n${output.join('\n')}`)
    }
    try {
      const response = await fetch(`${origin}${readyPath}`, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      release()
      throw new Error(`The ${name} server was not ready within 2 minutes:\n${output.join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    name,
    origin,
    stop: async () => {
      await stop()
      release()
    },
  }
}

/**
 * The site's production build on a new, empty data folder: the server migrates and seeds it
 * before its first answer (src/instrumentation.ts). The database is always the embedded one and
 * mail never leaves the machine, whatever the environment says. Each browser visit names its own
 * client address (X-Forwarded-For), so repeated human checks stay within the rate limits.
 */
export async function startSite(
  cleanup: Cleanup,
  /** Variables for this server on top of the environment (e.g. NEXT_PUBLIC_SITE_URL). */
  overrides: Record<string, string> = {},
): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-bench-'))
  const env = withTelemetryOff({ ...process.env })
  for (const name of ['DATABASE_URL', 'SMTP_URL']) delete env[name]
  return startServer({
    name: 'site',
    command: () => [path.join(projectRoot, 'server', 'serve.mjs')],
    env: {
      ...env,
      NODE_ENV: 'production',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      DATA_DIR: dataDir,
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      ...overrides,
    },
    readyPath: '/api/health',
    cleanup,
    afterStop: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  })
}
