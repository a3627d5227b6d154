import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'
import { countRows, dumpEveryTable, fillEveryTable } from '#test-support/every-table'
import { createScratchDatabase, requirePostgres } from '#test-support/postgres'
import { projectRoot } from './lib/run'

const available = await requirePostgres()

type Outcome = { code: number | null; stdout: string; stderr: string }

/** The real command, as `npm run db:copy` starts it, in its own process. */
function runCopy(args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/db-copy.ts', ...args],
      {
        cwd: projectRoot,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '', ...env },
      },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A port nothing listens on, so the command's "is the site running?" check finds nothing. */
async function idlePort(): Promise<number> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe.skipIf(!available)('npm run db:copy', () => {
  let folder: string
  let port: string

  beforeAll(async () => {
    folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'db-copy-')), 'pglite')
    const source = createDatabase({ kind: 'pglite', dataDir: folder })
    try {
      await migrateDatabase(source)
      await fillEveryTable(source.db)
    } finally {
      await source.close()
    }
    port = String(await idlePort())
  })

  afterAll(() => {
    if (folder) fs.rmSync(path.dirname(folder), { recursive: true, force: true })
  })

  it('copies a PGlite folder to PostgreSQL and prints each table, never the password', async () => {
    const scratch = await createScratchDatabase()
    // Trust authentication ignores the password; it is there to prove it is never printed.
    const url = new URL(scratch.url)
    url.password = 'never-printed-secret'
    try {
      const outcome = await runCopy(['--from', folder, '--to', url.toString()], { PORT: port })
      expect(outcome.stderr).toBe('')
      expect(outcome.code).toBe(0)

      const source = createDatabase({ kind: 'pglite', dataDir: folder })
      const target = createDatabase({ kind: 'postgres', url: scratch.url })
      try {
        const counts = await countRows(source)
        for (const [table, rows] of Object.entries(counts)) {
          expect(outcome.stdout).toMatch(new RegExp(`^  ${table} +${rows}$`, 'm'))
        }
        const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0)
        expect(outcome.stdout).toMatch(new RegExp(`^  total +${total} rows$`, 'm'))
        expect(outcome.stdout).toContain(`PostgreSQL at ${url.host}`)
        expect(outcome.stdout + outcome.stderr).not.toContain('never-printed-secret')
        expect(await dumpEveryTable(target)).toEqual(await dumpEveryTable(source))
      } finally {
        await source.close()
        await target.close()
      }

      // A second run finds the target filled and leaves it as it was.
      const again = await runCopy(['--from', folder, '--to', url.toString()], { PORT: port })
      expect(again.code).toBe(1)
      expect(again.stderr).toMatch(/Refused: The target already holds data/)
      expect(again.stdout + again.stderr).not.toContain('never-printed-secret')
    } finally {
      await scratch.drop()
    }
  })

  it('refuses to run without a target', async () => {
    const outcome = await runCopy(['--from', folder], { PORT: port })
    expect(outcome.code).toBe(2)
    expect(outcome.stderr).toContain('No target: pass --to postgres://')
    expect(outcome.stderr).toContain('Usage: npm run db:copy')
  })

  it('refuses while the folder is open in another process', async () => {
    const holder = createDatabase({ kind: 'pglite', dataDir: folder })
    try {
      await holder.db.execute('select 1')
      const outcome = await runCopy(['--from', folder, '--to', 'postgres://127.0.0.1/none'], {
        PORT: port,
      })
      expect(outcome.code).toBe(1)
      expect(outcome.stderr).toContain('is in use')
      expect(outcome.stderr).toContain('Stop the site')
    } finally {
      await holder.close()
    }
  })

  it('refuses while the site answers on its port', async () => {
    const site = http.createServer((_request, response) => response.end('{"status":"ok"}'))
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    try {
      const { port: sitePort } = site.address() as AddressInfo
      const outcome = await runCopy(['--from', folder, '--to', 'postgres://127.0.0.1/none'], {
        PORT: String(sitePort),
      })
      expect(outcome.code).toBe(1)
      expect(outcome.stderr).toContain(`The site is running on port ${sitePort}. Stop it first`)
    } finally {
      await new Promise((resolve) => site.close(resolve))
    }
  })
})
