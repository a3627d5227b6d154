import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { projectRoot } from '../../../scripts/lib/run'

/**
 * A second copy of the production site with an environment of its own (SMTP on or off, its own
 * data folder), for journeys the shared test server cannot show. Uses the build the shared
 * server made.
 */
export type SiteServer = {
  url: string
  port: number
  dataDir: string
  /** Everything the server printed so far, line by line. */
  lines: () => string[]
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-e2e-server-'))
}

/**
 * The server's environment: the caller's variables over safe defaults, no inherited SMTP, proxy
 * or public origin. No NODE_ENV either, as a newcomer runs `npm start`: Next.js sets
 * `production` for the production build itself, and an operator's NODE_ENV=production would
 * make this a production deployment (no mailbox, a warning about the public origin).
 */
function serverEnv(port: number, dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env }
  for (const name of [
    'SMTP_URL',
    'DATABASE_URL',
    'MAIL_TO_SALES',
    'MAIL_FROM',
    'NODE_ENV',
    'NORTHBRIDGE_OPERATOR_NODE_ENV',
    'TRUSTED_PROXY_HEADER',
    'MAILBOX',
    'NEXT_PUBLIC_SITE_URL',
  ]) {
    delete inherited[name]
  }
  return {
    ...inherited,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
    MAIL_POLL_INTERVAL_MS: '100',
    ...env,
  }
}

/** Queues one sample of every e-mail template into a (stopped) site's database. */
export async function queueSampleMail(dataDir: string): Promise<number> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/mail-samples.ts'],
    { cwd: projectRoot, env: serverEnv(await freePort(), dataDir, {}) },
  )
  const queued = /Queued (\d+) sample/.exec(stdout)
  if (!queued) throw new Error(`mail-samples printed no count:\n${stdout}`)
  return Number(queued[1])
}

async function waitForHealth(url: string, child: ChildProcess, lines: string[]) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${lines.join('\n')}`)
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server did not become healthy:\n${lines.join('\n')}`)
}

export async function startSiteServer({
  dataDir = newDataDir(),
  env = {},
}: { dataDir?: string; env?: Record<string, string> } = {}): Promise<SiteServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const lines: string[] = []
  // As `npm start` serves: server/serve.mjs, which also owns the signals (no extra variable).
  const child = spawn(process.execPath, [path.join(projectRoot, 'server', 'serve.mjs')], {
    cwd: projectRoot,
    env: serverEnv(port, dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    let partial = ''
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n')
      partial = parts.pop() ?? ''
      lines.push(...parts)
    })
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  await waitForHealth(url, child, lines)
  return {
    url,
    port,
    dataDir,
    lines: () => [...lines],
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
}

/** Waits until `count` lines match the pattern; returns them. */
export async function waitForLines(
  server: SiteServer,
  pattern: RegExp,
  count: number,
  timeoutMs = 20_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const matching = server.lines().filter((line) => pattern.test(line))
    if (matching.length >= count) return matching
    if (Date.now() > deadline) {
      throw new Error(
        `expected ${count} lines matching ${pattern}, saw ${matching.length}:\n${server.lines().join('\n')}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** An address of this machine that is not loopback, to reach the server as another host would. */
export function nonLoopbackAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address
}
