import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { freePort } from '../../scripts/lib/site-server'

// The deployment's nginx (deploy/nginx/nginx.conf, the one compose.yaml mounts) run on this
// machine in front of local upstreams, so tests check the very file operators deploy. Only what
// differs between a container and a test run is rewritten: the listening port, the instances, the
// folder nginx writes to and the log files. Debian's nginx, installed with apt when missing.

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** The deployment's configuration: the main file and the instance list it includes. */
export const DEPLOY_NGINX_DIR = path.resolve(import.meta.dirname, '../../deploy/nginx')

/** Where the container's nginx keeps its caches and temporary files (the cache volume). */
export const CONTAINER_CACHE_ROOT = '/var/cache/nginx/northbridge'

const INSTALL_COMMAND = 'apt-get update && apt-get install -y --no-install-recommends nginx'

/**
 * Makes sure Debian's nginx is there. As root we install the distribution's package without
 * letting it start its own service on port 80 (a policy-rc.d that denies every start, removed
 * afterwards); otherwise we say what to run.
 */
export function ensureNginx(): string {
  if (fs.existsSync(NGINX_PATH)) return NGINX_PATH
  if (process.getuid?.() !== 0) {
    throw new Error(
      `nginx was not found at ${NGINX_PATH}. Install it with: sudo sh -c '${INSTALL_COMMAND}'`,
    )
  }
  console.info(`nginx is missing; installing Debian's package: ${INSTALL_COMMAND}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const policy = '/usr/sbin/policy-rc.d'
  const ownPolicy = !fs.existsSync(policy)
  // Exit status 101: "action forbidden by policy"; invoke-rc.d then starts no service.
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 })
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env,
    })
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true })
  }
  if (!fs.existsSync(NGINX_PATH))
    throw new Error(`apt installed nginx but ${NGINX_PATH} is missing`)
  return NGINX_PATH
}

export type NginxOptions = {
  /** Port on 127.0.0.1; a free one when unset. */
  listenPort?: number
  /** The instances, e.g. '127.0.0.1:4101'. */
  upstreams: string[]
  /** A folder of its own for the configuration, caches, logs and the pid file. */
  workDir: string
  /**
   * The address (or range) of a front (load balancer, TLS terminator) on this machine whose
   * X-Forwarded-For names the visitor: replaces the private ranges the deployment trusts, which
   * a test on one machine cannot connect from (a loopback address such as 127.0.0.2 can).
   */
  trustedFront?: string
}

export type RenderedNginx = {
  /** The main configuration file, inside workDir. */
  configFile: string
  /** The folder holding the two caches (pages/, static/). */
  cacheDir: string
  accessLog: string
  errorLog: string
  listenPort: number
}

/** Replaces `from` in `text`, which must occur there: the deploy file and this code stay in step. */
function replaceRequired(text: string, from: string | RegExp, to: string, what: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text)
  if (!found)
    throw new Error(`deploy/nginx/nginx.conf no longer has ${what}; update tools/lib/nginx.ts`)
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to)
}

/** The deployment's upstream block with these instances instead of the containers. */
export function renderUpstreams(template: string, upstreams: string[]): string {
  if (upstreams.length === 0) throw new Error('nginx needs at least one upstream')
  const serverLine = /^(\s*)server\s+\S+(.*);$/m
  const match = serverLine.exec(template)
  if (!match) throw new Error('deploy/nginx/upstreams.conf lists no server')
  const [, indent, options] = match
  const lines = upstreams.map((address) => `${indent}server ${address}${options};`).join('\n')
  const withoutServers = template.replace(/^\s*server\s+\S+.*;\n/gm, '')
  return withoutServers.replace(/(upstream\s+\S+\s*\{\n)/, `$1${lines}\n`)
}

/** The deployment's nginx.conf for this machine: same behaviour, local port, folders and logs. */
export function renderNginxConfig(
  main: string,
  workDir: string,
  listenPort: number,
  trustedFront?: string,
): string {
  const cacheDir = path.join(workDir, 'cache')
  let text = main
  if (trustedFront) {
    text = replaceRequired(
      text,
      /^([ \t]*)set_real_ip_from [^\n]*\n(?:[ \t]*set_real_ip_from [^\n]*\n)*/m,
      `$1set_real_ip_from ${trustedFront};\n`,
      'its set_real_ip_from lines',
    )
  }
  text = replaceRequired(text, CONTAINER_CACHE_ROOT, cacheDir, `the folder ${CONTAINER_CACHE_ROOT}`)
  text = replaceRequired(
    text,
    /listen 80 default_server;/,
    `listen 127.0.0.1:${listenPort} default_server;`,
    '`listen 80 default_server;`',
  )
  text = replaceRequired(
    text,
    'access_log /dev/stdout ',
    `access_log ${path.join(workDir, 'access.log')} `,
    'the access log on /dev/stdout',
  )
  text = replaceRequired(
    text,
    'error_log /dev/stderr ',
    `error_log ${path.join(workDir, 'error.log')} `,
    'the error log on /dev/stderr',
  )
  return text
}

/** Writes the configuration for this machine into workDir (nginx.conf, upstreams.conf, cache/). */
export async function writeNginxConfig(options: NginxOptions): Promise<RenderedNginx> {
  const workDir = path.resolve(options.workDir)
  const listenPort = options.listenPort ?? (await freePort())
  fs.mkdirSync(path.join(workDir, 'cache'), { recursive: true })
  // nginx's workers run as an unprivileged user when the master is root; they reach the cache
  // through workDir (mkdtemp makes it 0700).
  fs.chmodSync(workDir, 0o755)
  fs.chmodSync(path.join(workDir, 'cache'), 0o755)
  const main = fs.readFileSync(path.join(DEPLOY_NGINX_DIR, 'nginx.conf'), 'utf8')
  const upstreams = fs.readFileSync(path.join(DEPLOY_NGINX_DIR, 'upstreams.conf'), 'utf8')
  const configFile = path.join(workDir, 'nginx.conf')
  fs.writeFileSync(configFile, renderNginxConfig(main, workDir, listenPort, options.trustedFront))
  fs.writeFileSync(
    path.join(workDir, 'upstreams.conf'),
    renderUpstreams(upstreams, options.upstreams),
  )
  return {
    configFile,
    cacheDir: path.join(workDir, 'cache'),
    accessLog: path.join(workDir, 'access.log'),
    errorLog: path.join(workDir, 'error.log'),
    listenPort,
  }
}

function nginxArguments(rendered: RenderedNginx, workDir: string): string[] {
  return [
    ...['-p', `${workDir}/`, '-c', rendered.configFile, '-e', rendered.errorLog],
    ...['-g', `daemon off; pid ${path.join(workDir, 'nginx.pid')};`],
  ]
}

/** `nginx -t` on the rendered configuration; throws with nginx's own words when it fails. */
export async function checkNginxConfig(options: NginxOptions): Promise<string> {
  const binary = ensureNginx()
  const rendered = await writeNginxConfig(options)
  try {
    return execFileSync(
      binary,
      ['-t', ...nginxArguments(rendered, path.resolve(options.workDir))],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? ''
    throw new Error(`nginx -t failed:\n${stderr}`)
  }
}

export type RunningNginx = RenderedNginx & { url: string; stop: () => Promise<void> }

async function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Starts nginx with the deployment's configuration and waits until it accepts connections. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const binary = ensureNginx()
  const workDir = path.resolve(options.workDir)
  const rendered = await writeNginxConfig(options)
  const child = spawn(binary, nginxArguments(rendered, workDir), {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))

  const readErrors = () =>
    `${stderr}${fs.existsSync(rendered.errorLog) ? fs.readFileSync(rendered.errorLog, 'utf8') : ''}`
  const deadline = Date.now() + 10_000
  while (!(await canConnect(rendered.listenPort))) {
    if (!running) throw new Error(`nginx exited before listening:\n${readErrors()}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(
        `nginx did not listen on ${rendered.listenPort} within 10 s:\n${readErrors()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  return {
    ...rendered,
    url: `http://127.0.0.1:${rendered.listenPort}`,
    async stop() {
      if (!running) return
      // SIGQUIT: graceful shutdown; SIGKILL after 5 s takes only the master, so SIGTERM first.
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGTERM'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}
