import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../../scripts/lib/site-server'
import type { SiteverifyPeer } from '../../support/siteverify-peer'
import { SITEVERIFY_TEST_SECRET } from '../../support/siteverify-peer'

export const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..')

/** The deployable folder `npm run build` writes (decision 024): what a server runs. */
export const STANDALONE_DIR = path.join(projectRoot, '.next', 'standalone')

/** Secrets every instance of one deployment shares, as an operator's environment gives them. */
export const DEPLOYMENT_SECRETS = {
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  SIGNING_SECRET: randomBytes(32).toString('hex'),
}

export { freePort }

/**
 * Turnstile as the human check, verified by the local siteverify peer. Its tokens say they were
 * solved on the peer's host name, which the site accepts because it is configured
 * (TURNSTILE_HOSTNAMES), as an operator lists the hosts their site key serves.
 */
export function turnstileEnv(siteverify: SiteverifyPeer): Record<string, string> {
  return {
    TURNSTILE_SITE_KEY: 'scale-site-key',
    TURNSTILE_SECRET_KEY: SITEVERIFY_TEST_SECRET,
    TURNSTILE_VERIFY_URL: siteverify.url,
    TURNSTILE_HOSTNAMES: siteverify.hostname,
  }
}

export type Instance = {
  name: string
  url: string
  port: number
  /** Every line the server wrote, stdout and stderr together. */
  lines: () => string[]
  /** The server's JSON log lines, parsed. */
  logEntries: () => Record<string, unknown>[]
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
  exited: Promise<number | null>
  child: ChildProcess
}

export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-scale-'))
}

async function waitUntilHealthy(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited:\n${instance.lines().join('\n')}`)
    }
    try {
      if ((await fetch(`${instance.url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${instance.name} did not become healthy:\n${instance.lines().join('\n')}`)
}

/**
 * Starts one instance of the site from the standalone folder, as a server runs it: `node
 * server/serve.mjs` with production settings, required secrets and a trusted proxy header.
 * Resolves once /api/health answers 200 (unless `waitForHealth` is false).
 */
export async function startInstance({
  name,
  env,
  port,
  waitForHealth = true,
  cwd = STANDALONE_DIR,
}: {
  name: string
  env: Record<string, string>
  port?: number
  waitForHealth?: boolean
  /** The working folder; the server makes its own folder the working one either way. */
  cwd?: string
}): Promise<Instance> {
  if (!fs.existsSync(path.join(STANDALONE_DIR, 'server', 'serve.mjs'))) {
    throw new Error('no standalone build: run `npm run build` first')
  }
  const listenOn = port ?? (await freePort())
  const inherited = { ...process.env }
  for (const variable of ['SMTP_URL', 'DATABASE_URL', 'DATA_DIR', 'MAIL_TO_SALES', 'MAIL_FROM']) {
    delete inherited[variable]
  }
  const child = spawn(process.execPath, [path.join(STANDALONE_DIR, 'server', 'serve.mjs')], {
    cwd,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(listenOn),
      REQUIRE_SECRETS: '1',
      ...DEPLOYMENT_SECRETS,
      // A deployment names its public origin (links in e-mail); without it REQUIRE_SECRETS=1
      // refuses to start. The same value the build's pages carry.
      NEXT_PUBLIC_SITE_URL: 'https://northbridge.example',
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      MAIL_POLL_INTERVAL_MS: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    let partial = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n')
      partial = parts.pop() ?? ''
      lines.push(...parts)
    })
  }
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  )
  const instance: Instance = {
    name,
    port: listenOn,
    url: `http://127.0.0.1:${listenOn}`,
    child,
    exited,
    lines: () => [...lines],
    logEntries: () =>
      lines.flatMap((line) => {
        try {
          const entry: unknown = JSON.parse(line)
          return entry && typeof entry === 'object' ? [entry as Record<string, unknown>] : []
        } catch {
          return []
        }
      }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
  if (waitForHealth) await waitUntilHealthy(instance)
  return instance
}
