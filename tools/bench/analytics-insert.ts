import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { countPageView } from '@/server/analytics/counting.server'
import { EVENTS_LIMIT } from '@/server/analytics/limits'
import { createDatabase, type DatabaseHandle } from '@/server/db/client'
import { migrateDatabase } from '@/server/db/migrate'
import { consumeRateLimits } from '@/server/rate-limit/rate-limit'
import { RATE_LIMIT_TIERS } from '@/server/rate-limit/tiers'
import { createScratchDatabase, probePostgres } from '../../tests/support/postgres'

// The analytics insert path alone, in one process, without HTTP: what one page view costs the
// database (the `general` tier's and the endpoint's rate-limit statements, the visitor id, the
// group-committed insert), `--events N` of them, `--concurrency C` at a time, on PGlite (on disk)
// and on PostgreSQL. `npm run bench:load -- --only analytics` measures the whole endpoint; this
// tells whether the database's part holds 200 a second. Run with
// `node --conditions=react-server --import tsx tools/bench/analytics-insert.ts`.

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
// Anything the modules keep on disk (generated secrets) goes to a folder of its own.
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-insert-data-'))
const EVENTS = argument('events', 3000)
const CONCURRENCY = argument('concurrency', 64)
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

async function pageView(handle: DatabaseHandle, index: number) {
  const client = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
  // As the request helper counts them: the tier and the endpoint's own limit in one statement.
  await consumeRateLimits(handle.db, [
    { rule: RATE_LIMIT_TIERS.general, subject: client },
    { rule: EVENTS_LIMIT, subject: client },
  ])
  await countPageView(
    handle.db,
    { headers: new Headers({ 'user-agent': BROWSER, host: 'localhost:3000' }), client },
    { name: 'pageview', path: `/insights?utm_source=s${index % 7}`, width: 1280 },
  )
}

async function measure(name: string, handle: DatabaseHandle) {
  await migrateDatabase(handle)
  await pageView(handle, 0)
  let next = 1
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next <= EVENTS) await pageView(handle, next++)
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.info(
    `${name}: ${EVENTS} page views in ${seconds.toFixed(1)} s, ${Math.round(EVENTS / seconds)} a second (${CONCURRENCY} at a time); load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')}`,
  )
  await handle.close()
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-insert-'))
try {
  await measure('PGlite', createDatabase({ kind: 'pglite', dataDir }))
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
if ((await probePostgres()).available) {
  const scratch = await createScratchDatabase()
  try {
    await measure('PostgreSQL', createDatabase({ kind: 'postgres', url: scratch.url }))
  } finally {
    await scratch.drop()
  }
}
