import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import autocannon from 'autocannon'
import { Client } from 'pg'
import { createScratchDatabase, probePostgres } from '../../tests/support/postgres'
import { startSiteverifyPeer, type SiteverifyPeer } from '../../tests/support/siteverify-peer'
import {
  newDataDir,
  startInstance,
  turnstileEnv,
  type Instance,
} from '../../tests/scale/support/instance'
import { bookableDays, humanCheckPass, openTimes } from '../../tests/scale/support/visitor'
import { buildIfStale } from '../../scripts/lib/build'
import { startNginx, type RunningNginx } from '../lib/nginx'
import { projectRoot } from '../../scripts/lib/run'
import { describeMachine, finishMachine } from './machine'

// `npm run bench:load`: requests per second and latency of the production build under load, with
// autocannon, for a prerendered page, the slots endpoint, the chat endpoint (local assistant) and
// bookings; directly against one instance (PGlite, then PostgreSQL) and through the nginx cache in
// front of two instances on one PostgreSQL (docs/operations.md). Figures go to bench/results/ and,
// by hand, docs/performance.md. `--smoke` runs each for one second, so the script cannot rot.
// The analytics scenario (issue 30) posts page views to /api/events at a fixed rate (200 a second,
// `--events-rate`, for 30 s, `--events-duration`) against one instance on PGlite and on
// PostgreSQL, and reports the rate achieved, latency, errors and the table's growth per event.
// `--only analytics` runs that scenario alone. Each target also serves a precompressed static asset
// of about the home page's Brotli size, and the run reports the page's rate as a share of the
// asset's (issue 31: at least a half).

const smoke = process.argv.includes('--smoke')
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const DURATION_SECONDS = smoke ? 1 : argument('duration', 10)
const CONNECTIONS = smoke ? 2 : argument('connections', 16)
const EVENTS_RATE = smoke ? 20 : argument('events-rate', 200)
const EVENTS_SECONDS = smoke ? 1 : argument('events-duration', 30)
// Beacons do not wait for one another: enough connections that the offered rate is not held back
// by the latency of the ones in flight (autocannon sends on a connection after its answer).
const EVENTS_CONNECTIONS = smoke ? 2 : argument('events-connections', 64)
// Before the measured run, the same requests at the same rate for 10 s, not counted: a cold
// instance answers its first seconds at this rate at 90-140 a second (the endpoint's module loads,
// the day's salt is made, the JIT has not yet compiled the hot path) and then holds 200; a second
// run on the same instance starts at 175-190. The rate an instance holds is the figure; its
// start-up is not. With `--only analytics` nothing else has warmed the instance.
const EVENTS_WARM_UP_SECONDS = smoke ? 0 : argument('events-warm-up', 10)
const onlyIndex = process.argv.indexOf('--only')
const ONLY = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined

type Target = {
  name: string
  url: string
  /** How the client's address reaches the instances: the header the proxy or the load sets. */
  addressHeader: 'x-real-ip' | 'x-forwarded-for'
}

type Row = {
  target: string
  scenario: string
  requestsPerSecond: number
  p50: number
  p99: number
  statuses: Record<string, number>
  errors: number
}

/** A new client address per request (10.0.0.1, 10.0.0.2, …): no limit is hit by the load itself. */
function addresses() {
  let next = 0
  return () => {
    next++
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`
  }
}

type Scenario = {
  name: string
  request: (address: string) => {
    method: 'GET' | 'POST'
    path: string
    headers?: Record<string, string>
    body?: string
  }
}

/** The Brotli size of a GET answer (autocannon compares rates; fetch would decode the body). */
async function brotliBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } })
  const body = await response.arrayBuffer()
  const encoded = response.headers.get('content-encoding') === 'br'
  const length = Number(response.headers.get('content-length'))
  return encoded && length > 0 ? length : body.byteLength
}

/**
 * The home page's precompressed static asset (script or stylesheet) closest to the page's own
 * Brotli size: issue 31 compares the page's rate with such a file's, in the same run.
 */
async function staticAssetLikeHome(baseUrl: string): Promise<{ path: string; bytes: number }> {
  // Twice: the first answer teaches the server the page's headers (server/prerendered-pages.mjs).
  await brotliBytes(`${baseUrl}/`)
  const pageBytes = await brotliBytes(`${baseUrl}/`)
  const html = await (await fetch(`${baseUrl}/`)).text()
  const assets = new Set(html.match(/\/_next\/static\/[\w./-]{1,200}\.(?:css|js)/g) ?? [])
  let best = { path: '', bytes: 0 }
  for (const asset of assets) {
    const bytes = await brotliBytes(`${baseUrl}${asset}`)
    if (!best.path || Math.abs(bytes - pageBytes) < Math.abs(best.bytes - pageBytes)) {
      best = { path: asset, bytes }
    }
  }
  return best
}

async function scenarios(target: Target, siteverify: SiteverifyPeer): Promise<Scenario[]> {
  const asset = await staticAssetLikeHome(target.url)
  const days = await bookableDays(target.url)
  const slots: { date: string; time: string }[] = []
  for (const date of days.slice(0, smoke ? 2 : 20)) {
    for (const time of await openTimes(target.url, date)) slots.push({ date, time })
  }
  const day = days[0] ?? ''
  const pass = await humanCheckPass(target.url, siteverify, '10.255.255.1')
  let booking = 0
  const json = { 'content-type': 'application/json' }
  return [
    {
      name: PAGE_SCENARIO,
      request: () => ({ method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } }),
    },
    {
      name: `${ASSET_SCENARIO} (${path.basename(asset.path)}, ${(asset.bytes / 1024).toFixed(1)} KB Brotli)`,
      request: () => ({ method: 'GET', path: asset.path, headers: { 'accept-encoding': 'br' } }),
    },
    {
      name: 'slots (GET /api/consultations/slots)',
      request: () => ({ method: 'GET', path: `/api/consultations/slots?date=${day}&timeZone=ET` }),
    },
    {
      name: 'chat, local assistant (POST /api/chat)',
      request: () => ({
        method: 'POST',
        path: '/api/chat',
        headers: json,
        body: JSON.stringify({ message: 'How do you help insurers modernise claims?' }),
      }),
    },
    {
      // Each request books the next open slot; once all are taken the answer is 409.
      name: 'bookings (POST /api/consultations)',
      request: () => {
        const slot = slots[booking % Math.max(slots.length, 1)] ?? { date: day, time: '10:00' }
        booking++
        return {
          method: 'POST',
          path: '/api/consultations',
          headers: { ...json, cookie: pass },
          body: JSON.stringify({
            name: 'Load Test',
            email: `load-${booking}@client.example`,
            questions: 'Measuring how the booking endpoint holds up under load.',
            date: slot.date,
            time: slot.time,
            timeZone: 'ET',
          }),
        }
      },
    },
  ]
}

const PAGE_SCENARIO = 'prerendered page (/)'
const ASSET_SCENARIO = 'precompressed static asset'
/** Each target's page-to-asset rate ratio, for the summary. */
const ratios: string[] = []

async function measure(target: Target, scenario: Scenario): Promise<Row> {
  const nextAddress = addresses()
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path: requestPath, headers = {}, body } = scenario.request('')
          return {
            ...request,
            method,
            path: requestPath,
            headers: { ...headers, [target.addressHeader]: nextAddress() },
            ...(body ? { body } : {}),
          }
        },
      },
    ],
  })
  const statuses = Object.fromEntries(
    Object.entries(
      (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats,
    ).map(([status, { count }]) => [status, count]),
  )
  return {
    target: target.name,
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  }
}

function table(rows: Row[]): string {
  const lines = [
    '| Target | Scenario | Requests/s | p50 (ms) | p99 (ms) | Answers |',
    '| --- | --- | ---: | ---: | ---: | --- |',
  ]
  for (const row of rows) {
    const answers = Object.entries(row.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')
    const errors = row.errors ? `, ${row.errors} errors` : ''
    lines.push(
      `| ${row.target} | ${row.scenario} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${answers}${errors} |`,
    )
  }
  return lines.join('\n')
}

/** A browser's page view as the beacon sends it (text/plain, what sendBeacon sends for a string). */
const EVENT_PATHS = [
  '/',
  '/insights?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
  '/expertise/artificial-intelligence',
  '/industries/high-tech',
  '/case-studies/retail-ai-transformation',
  '/contact',
]
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

type EventsRow = {
  target: string
  offered: number
  achieved: number
  p50: number
  p99: number
  max: number
  statuses: Record<string, number>
  errors: number
  rows: number
  bytesPerEvent: number
}
const eventRows: EventsRow[] = []

/** The events table's size and row count, and the size of an empty copy of it (its indexes). */
const STORAGE_QUERY = `select pg_total_relation_size('analytics_events')::bigint as bytes,
  (select count(*) from analytics_events)::bigint as rows`

type Storage = { bytes: number; rows: number }

async function postgresStorage(url: string): Promise<Storage> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ bytes: string; rows: string }>(STORAGE_QUERY)
    return { bytes: Number(rows[0]?.bytes), rows: Number(rows[0]?.rows) }
  } finally {
    await client.end()
  }
}

/** The same of a stopped instance's PGlite data folder, and of an empty table beside it. */
async function pgliteStorage(dataDir: string): Promise<{ after: Storage; empty: Storage }> {
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { btree_gist },
  })
  try {
    const { rows } = await db.query<{ bytes: number; rows: number }>(STORAGE_QUERY)
    await db.exec('create temporary table empty_events (like analytics_events including all)')
    const empty = await db.query<{ bytes: number }>(
      `select pg_total_relation_size('empty_events')::bigint as bytes`,
    )
    return {
      after: { bytes: Number(rows[0]?.bytes), rows: Number(rows[0]?.rows) },
      empty: { bytes: Number(empty.rows[0]?.bytes), rows: 0 },
    }
  } finally {
    await db.close()
  }
}

/**
 * POST /api/events at EVENTS_RATE a second for EVENTS_SECONDS, each from a new address, after
 * EVENTS_WARM_UP_SECONDS at the same rate that are not counted.
 */
async function measureEvents(target: Target) {
  const nextAddress = addresses()
  if (EVENTS_WARM_UP_SECONDS > 0) {
    await postEvents(target, nextAddress, EVENTS_RATE, EVENTS_WARM_UP_SECONDS)
  }
  return postEvents(target, nextAddress, EVENTS_RATE, EVENTS_SECONDS)
}

async function postEvents(
  target: Target,
  nextAddress: () => string,
  rate: number,
  seconds: number,
) {
  let sent = 0
  const result = await autocannon({
    url: target.url,
    connections: EVENTS_CONNECTIONS,
    duration: seconds,
    overallRate: rate,
    requests: [
      {
        setupRequest: (request) => {
          const page = EVENT_PATHS[sent++ % EVENT_PATHS.length]
          return {
            ...request,
            method: 'POST',
            path: '/api/events',
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': BROWSER,
              [target.addressHeader]: nextAddress(),
            },
            body: JSON.stringify({
              name: 'pageview',
              path: page,
              referrer: sent % 3 === 0 ? 'https://www.google.com/' : '',
              width: [390, 820, 1280, 1920][sent % 4],
            }),
          }
        },
      },
    ],
  })
  const statuses = Object.fromEntries(
    Object.entries(
      (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats,
    ).map(([status, { count }]) => [status, count]),
  )
  return {
    achieved: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

function eventsTable(): string {
  const lines = [
    '| Target | Offered/s | Achieved/s | p50 (ms) | p99 (ms) | max (ms) | Answers | Rows stored | Bytes per event |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  ]
  for (const row of eventRows) {
    const answers = Object.entries(row.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')
    const errors = row.errors ? `, ${row.errors} errors` : ''
    lines.push(
      `| ${row.target} | ${row.offered} | ${row.achieved} | ${row.p50} | ${row.p99} | ${row.max} | ${answers}${errors} | ${row.rows} | ${row.bytesPerEvent} |`,
    )
  }
  return lines.join('\n')
}

function recordEvents(
  target: string,
  measured: Awaited<ReturnType<typeof measureEvents>>,
  before: Storage,
  after: Storage,
) {
  const rows = after.rows - before.rows
  const row: EventsRow = {
    target,
    offered: EVENTS_RATE,
    ...measured,
    rows,
    bytesPerEvent: rows > 0 ? Math.round((after.bytes - before.bytes) / rows) : 0,
  }
  eventRows.push(row)
  console.info(
    `  analytics events (POST /api/events at ${EVENTS_RATE}/s): ${row.achieved}/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors; ${rows} rows, ${row.bytesPerEvent} bytes per event`,
  )
}

await buildIfStale()
const machine = describeMachine()
const siteverify = await startSiteverifyPeer()
const cleanup: (() => Promise<unknown>)[] = [() => siteverify.close()]
const rows: Row[] = []
const instanceEnv = {
  TRUSTED_PROXY_HEADER: 'x-real-ip',
  ...turnstileEnv(siteverify),
}

/** Five consultants' calendars in zones across the world, as staff would add them. */
const CONSULTANT_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/London',
  'Asia/Kolkata',
]

/**
 * The slots endpoint with five consultants' calendars besides the firm's (issue 28): their union
 * is computed per request from their hours, overrides, time off and consultations. Its
 * throughput should stay within 80% of the firm's calendar alone, measured just before.
 */
async function measureSlotsWithConsultants(target: Target, databaseUrl: string) {
  const sql = new Client({ connectionString: databaseUrl })
  await sql.connect()
  try {
    const hours = JSON.stringify(
      Object.fromEntries(
        ['1', '2', '3', '4', '5'].map((day) => [
          day,
          [
            { start: 540, end: 720 },
            { start: 780, end: 1020 },
          ],
        ]),
      ),
    )
    for (const [index, zone] of CONSULTANT_ZONES.entries()) {
      const id = `load-consultant-${index}`
      await sql.query(
        `insert into staff_users (id, name, email, email_verified, role) values ($1, $2, $3, true, 'consultant')`,
        [id, `Consultant ${index + 1}`, `${id}@northbridge.example`],
      )
      const calendar = await sql.query<{ id: string }>(
        `insert into consultants (staff_user_id, time_zone, weekly_hours) values ($1, $2, $3) returning id`,
        [id, zone, hours],
      )
      await sql.query(
        `insert into consultant_time_off (consultant_id, from_day, to_day) values ($1, current_date + 3, current_date + 4)`,
        [calendar.rows[0]?.id],
      )
    }
    const day = (await bookableDays(target.url))[0] ?? ''
    const row = await measure(target, {
      name: 'slots, 5 consultants (GET /api/consultations/slots)',
      request: () => ({ method: 'GET', path: `/api/consultations/slots?date=${day}&timeZone=ET` }),
    })
    rows.push(row)
    const single = rows.find(
      (entry) => entry.target === target.name && entry.scenario.startsWith('slots (GET'),
    )
    const share = single ? row.requestsPerSecond / single.requestsPerSecond : Number.NaN
    console.info(
      `  ${row.scenario}: ${row.requestsPerSecond}/s, p50 ${row.p50} ms, p99 ${row.p99} ms; ${Math.round(share * 100)}% of the firm's calendar alone (target: at least 80%)`,
    )
  } finally {
    await sql.query(`delete from consultants where staff_user_id like 'load-consultant-%'`)
    await sql.query(`delete from staff_users where id like 'load-consultant-%'`)
    await sql.end()
  }
}

async function run(target: Target) {
  console.info(`\n${target.name}`)
  for (const scenario of await scenarios(target, siteverify)) {
    const row = await measure(target, scenario)
    console.info(
      `  ${scenario.name}: ${row.requestsPerSecond}/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
    )
    rows.push(row)
  }
  const page = rows.find((row) => row.target === target.name && row.scenario === PAGE_SCENARIO)
  const asset = rows.find(
    (row) => row.target === target.name && row.scenario.startsWith(ASSET_SCENARIO),
  )
  if (page && asset) {
    const ratio = page.requestsPerSecond / asset.requestsPerSecond
    const verdict = ratio >= 0.5 ? 'meets' : 'MISSES'
    const line = `${target.name}: / at ${page.requestsPerSecond}/s is ${ratio.toFixed(2)} × the static asset's ${asset.requestsPerSecond}/s (${verdict} issue 31's target of at least 0.5)`
    ratios.push(line)
    console.info(`  ${line}`)
  }
}

/** Ends the run after the analytics scenario when it was asked for alone. */
class SkipRest extends Error {}

try {
  const pgliteDir = newDataDir()
  const embedded = await startInstance({
    name: 'pglite',
    env: { ...instanceEnv, DATA_DIR: pgliteDir },
  })
  const pgliteTarget: Target = {
    name: 'direct, 1 instance, PGlite',
    url: embedded.url,
    addressHeader: 'x-real-ip',
  }
  if (ONLY !== 'analytics') await run(pgliteTarget)
  const pgliteEvents = await measureEvents(pgliteTarget)
  await embedded.stop()
  const pgliteSize = await pgliteStorage(pgliteDir)
  recordEvents(pgliteTarget.name, pgliteEvents, pgliteSize.empty, pgliteSize.after)

  if ((await probePostgres()).available) {
    const scratch = await createScratchDatabase()
    cleanup.unshift(() => scratch.drop())
    const env = { ...instanceEnv, DATABASE_URL: scratch.url }
    const instances: Instance[] = await Promise.all([
      startInstance({ name: 'first', env }),
      startInstance({ name: 'second', env }),
    ])
    cleanup.unshift(() => Promise.all(instances.map((instance) => instance.stop())))
    const [first] = instances
    if (!first) throw new Error('no instance')
    const direct: Target = {
      name: 'direct, 1 of 2 instances, PostgreSQL',
      url: first.url,
      addressHeader: 'x-real-ip',
    }
    if (ONLY !== 'analytics') {
      await run(direct)
      await measureSlotsWithConsultants(direct, scratch.url)
    }
    const before = await postgresStorage(scratch.url)
    const events = await measureEvents(direct)
    recordEvents(direct.name, events, before, await postgresStorage(scratch.url))
    if (ONLY === 'analytics') throw new SkipRest()
    // The load generator stands in for a front load balancer on loopback that names the visitor
    // in X-Forwarded-For; nginx trusts it for that (the deployment's realip lines) and nothing else.
    const nginx: RunningNginx = await startNginx({
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      workDir: fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-load-nginx-')),
      trustedFront: '127.0.0.1',
    })
    cleanup.unshift(() => nginx.stop())
    await run({
      name: 'nginx cache, 2 instances, PostgreSQL',
      url: nginx.url,
      addressHeader: 'x-forwarded-for',
    })
  } else {
    console.warn('No PostgreSQL at 127.0.0.1:5432: only the embedded database was measured.')
  }
} catch (error) {
  if (!(error instanceof SkipRest)) throw error
} finally {
  for (const step of cleanup) await step().catch(() => {})
}

const finished = finishMachine(machine)
const report = [
  `# Load run ${new Date().toISOString()}`,
  '',
  `Machine: ${finished.cpuModel}, ${finished.cores} cores, ${Math.round(finished.totalMemoryBytes / 2 ** 30)} GiB, ${finished.platform}, Node.js ${finished.node}; load average ${finished.loadAverageStart.join(' / ')} at the start, ${finished.loadAverageEnd?.join(' / ')} at the end.`,
  `autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per row; every request from a new client address.`,
  '',
  ...(rows.length > 0 ? [table(rows), ''] : []),
  ...(ratios.length > 0
    ? [
        'Prerendered page against a precompressed static asset of similar size:',
        '',
        ...ratios.map((line) => `- ${line}`),
        '',
      ]
    : []),
  `Analytics events: POST /api/events at ${EVENTS_RATE} a second for ${EVENTS_SECONDS} s (autocannon's overallRate, ${EVENTS_CONNECTIONS} connections) after ${EVENTS_WARM_UP_SECONDS} s at the same rate that are not counted, each from a new address, as a browser's beacon; bytes per event from pg_total_relation_size('analytics_events') (table, indexes, TOAST) before and after.`,
  '',
  eventsTable(),
  '',
].join('\n')
console.info(`\n${report}`)
if (!smoke) {
  const folder = path.join(projectRoot, 'bench', 'results')
  fs.mkdirSync(folder, { recursive: true })
  const file = path.join(
    folder,
    `load-${new Date().toISOString().slice(0, 10)}${ONLY ? `-${ONLY}` : ''}.md`,
  )
  fs.writeFileSync(file, report)
  console.info(`Written to ${path.relative(projectRoot, file)}`)
}
