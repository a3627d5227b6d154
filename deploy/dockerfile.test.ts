import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { validate, ValidationSeverity } from 'dockerfile-utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The image's Dockerfile: valid (dockerfile-utils, the validator of VS Code's Docker language
// server, every check at error level) and shaped as the deployment expects.

const root = path.resolve(import.meta.dirname, '..')
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')

type Instruction = { keyword: string; args: string; line: number }
type Stage = { name: string; from: string; instructions: Instruction[] }

/** Instructions with their continuation lines joined, comments and the parser directive left out. */
function instructions(text: string): Instruction[] {
  const result: Instruction[] = []
  let pending: Instruction | undefined
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (!pending && (line === '' || line.startsWith('#'))) return
    if (pending && line.startsWith('#')) return
    const continues = line.endsWith('\\')
    const content = continues ? line.slice(0, -1).trim() : line
    if (pending) pending.args = `${pending.args} ${content}`.trim()
    else {
      const [keyword = '', ...rest] = content.split(/\s+/)
      pending = { keyword: keyword.toUpperCase(), args: rest.join(' '), line: index + 1 }
    }
    if (!continues) {
      result.push(pending)
      pending = undefined
    }
  })
  return result
}

const all = instructions(dockerfile)
const globalArgs = new Map(
  all
    .slice(
      0,
      all.findIndex((instruction) => instruction.keyword === 'FROM'),
    )
    .filter((instruction) => instruction.keyword === 'ARG')
    .map((instruction) => instruction.args.split('=') as [string, string]),
)

function stages(): Stage[] {
  const result: Stage[] = []
  for (const instruction of all) {
    if (instruction.keyword === 'FROM') {
      const [image = '', , name = ''] = instruction.args.split(/\s+/)
      const from = image.replace(/^\$\{(\w+)\}$/, (_, arg: string) => globalArgs.get(arg) ?? '')
      result.push({ name, from, instructions: [] })
    } else result.at(-1)?.instructions.push(instruction)
  }
  return result
}

const byKeyword = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword)

describe('the Dockerfile', () => {
  const runtime = stages().at(-1)!

  it('passes the Docker language server’s validator with every check as an error', () => {
    const strict = ValidationSeverity.ERROR
    const problems = validate(dockerfile, {
      deprecatedMaintainer: strict,
      directiveCasing: strict,
      emptyContinuationLine: strict,
      instructionCasing: strict,
      instructionCmdMultiple: strict,
      instructionEntrypointMultiple: strict,
      instructionHealthcheckMultiple: strict,
      instructionJSONInSingleQuotes: strict,
      instructionWorkdirRelative: strict,
    })
    expect(
      problems.map((problem) => `${problem.range.start.line + 1}: ${problem.message}`),
    ).toEqual([])
  })

  it('installs, builds and runs in separate stages on Node.js 24', () => {
    expect(stages().map((stage) => stage.name)).toEqual(['deps', 'build', 'runtime'])
    for (const stage of stages()) expect(stage.from).toBe('node:24-bookworm-slim')
    const [deps, build] = stages()
    expect(byKeyword(deps!, 'RUN').map((run) => run.args)).toEqual([
      expect.stringMatching(/npm ci --ignore-scripts/),
    ])
    expect(byKeyword(deps!, 'ENV')[0]?.args).toContain('PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1')
    expect(byKeyword(build!, 'RUN').map((run) => run.args)).toEqual(['npm run build'])
    expect(byKeyword(build!, 'ARG').map((arg) => arg.args)).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_SITE_URL=/),
    ])
  })

  it('copies only the standalone build into the runtime image', () => {
    expect(byKeyword(runtime, 'COPY').map((copy) => copy.args)).toEqual([
      '--from=build --chown=node:node /app/.next/standalone ./',
    ])
    expect(byKeyword(runtime, 'ADD')).toEqual([])
  })

  it('runs the server as an unprivileged user, with the settings the deployment needs', () => {
    const keywords = runtime.instructions.map((instruction) => instruction.keyword)
    expect(keywords.indexOf('USER')).toBeGreaterThan(keywords.lastIndexOf('RUN'))
    expect(keywords.indexOf('USER')).toBeGreaterThan(keywords.lastIndexOf('COPY'))
    expect(byKeyword(runtime, 'USER').map((user) => user.args)).toEqual(['node'])
    const env = byKeyword(runtime, 'ENV')
      .map((instruction) => instruction.args)
      .join(' ')
    for (const setting of [
      'NODE_ENV=production',
      'NEXT_TELEMETRY_DISABLED=1',
      // Every interface of the container: the server listens on loopback by default.
      'HOST=0.0.0.0',
      'PORT=3000',
      'DATA_DIR=/data',
    ]) {
      expect(env.split(/\s+/)).toContain(setting)
    }
    expect(byKeyword(runtime, 'EXPOSE').map((expose) => expose.args)).toEqual(['3000'])
    expect(byKeyword(runtime, 'VOLUME').map((volume) => volume.args)).toEqual(['["/data"]'])
    expect(byKeyword(runtime, 'STOPSIGNAL').map((signal) => signal.args)).toEqual(['SIGTERM'])
    expect(byKeyword(runtime, 'CMD').map((cmd) => JSON.parse(cmd.args) as string[])).toEqual([
      ['node', 'server/serve.mjs'],
    ])
    expect(keywords.at(-1)).toBe('CMD')
  })

  it('keeps secrets out of the image', () => {
    for (const instruction of all.filter((entry) => ['ENV', 'ARG'].includes(entry.keyword))) {
      expect(instruction.args, `line ${instruction.line}`).not.toMatch(
        /SECRET|PASSWORD|TOKEN|API_KEY|DATABASE_URL|SMTP_URL/i,
      )
    }
  })

  it('sends no local files the build must not see', () => {
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n')
    for (const entry of ['.git', 'node_modules', '.next', '.data', '.env', '.env.*']) {
      expect(ignored).toContain(entry)
    }
  })
})

describe('the image’s health check', () => {
  const healthcheck = all.find((instruction) => instruction.keyword === 'HEALTHCHECK')!
  const command = JSON.parse(
    healthcheck.args.slice(healthcheck.args.indexOf('CMD ') + 4),
  ) as string[]
  let status = 200
  let server: http.Server
  const paths: string[] = []

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      paths.push(request.url ?? '')
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  async function run(port: number): Promise<number> {
    const [binary, ...args] = command
    try {
      await promisify(execFile)(binary === 'node' ? process.execPath : binary!, args, {
        env: { ...process.env, PORT: String(port) },
        timeout: 10_000,
      })
      return 0
    } catch (error) {
      return (error as { code?: number }).code ?? -1
    }
  }

  it('has timings that leave time for migrations on start', () => {
    expect(healthcheck.args).toMatch(/--interval=\d+s/)
    expect(healthcheck.args).toMatch(/--timeout=\d+s/)
    expect(healthcheck.args).toMatch(/--start-period=(\d{2,})s/)
    expect(command[0]).toBe('node')
  })

  it('is healthy on 200 from /api/health and unhealthy on 503 or no answer', async () => {
    const { port } = server.address() as AddressInfo
    status = 200
    expect(await run(port)).toBe(0)
    expect(paths.at(-1)).toBe('/api/health')
    status = 503
    expect(await run(port)).toBe(1)
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const unused = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    expect(await run(unused)).toBe(1)
  })
})
