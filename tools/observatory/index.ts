import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIfStale } from '../../scripts/lib/build'
import { Cleanup, Interrupted } from '../../scripts/lib/cleanup'
import { loadProjectEnv } from '../../scripts/lib/load-env'
import {
  OBSERVATORY_PATHS,
  REQUIRED_GRADE,
  formatReport,
  judge,
  parseScanResults,
  type ScanResults,
} from './observatory'
import { projectRoot, run } from '../../scripts/lib/run'
import { freePort, startSite } from '../../scripts/lib/site-server'
import { makeCertificate, startHttpsRedirect, startTlsFront } from '../lib/tls-front'

// `npm run observatory`: the MDN HTTP Observatory's header checks against the production build,
// reached as a deployment is: HTTPS (HTTP/2) on a TLS front, plain HTTP answered with a redirect
// to it. Builds if stale, serves the build on a fresh database with
// NEXT_PUBLIC_SITE_URL=https://localhost:<front port>, scans a few routes and prints each one's
// grade, score and tests. Exits 0 only when every route is graded A+ with no failed test
// (docs/security.md).

const startedAt = Date.now()
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1)

loadProjectEnv()
// `--report <file>` writes the verdict's problems as JSON, for `npm test`'s summary line.
const reportIndex = process.argv.indexOf('--report')
const reportFile = reportIndex > 0 ? process.argv[reportIndex + 1] : undefined
const cleanup = new Cleanup()
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130)
    interrupted = true
    console.error(`\n${signal}: stopping the servers this run started…`)
    void cleanup.runAll()
  })
}

function writeReport(problems: string[]) {
  if (!reportFile) return
  fs.mkdirSync(path.dirname(reportFile), { recursive: true })
  fs.writeFileSync(reportFile, `${JSON.stringify({ problems })}\n`)
}

async function main(): Promise<boolean> {
  const built = await buildIfStale()
  console.info(`Production build: ${built === 'current' ? 'already current' : 'built'}`)
  const scanStartedAt = Date.now()

  // The certificate as a file: the scan process trusts it as a root through NODE_EXTRA_CA_CERTS.
  const certificate = makeCertificate(cleanup)
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-observatory-'))
  cleanup.add('the scan folder', () => fs.rmSync(folder, { recursive: true, force: true }))
  const certFile = path.join(folder, 'cert.pem')
  fs.writeFileSync(certFile, certificate.cert)

  // The front's port is chosen first: the site must know its public origin when it starts.
  const frontPort = await freePort()
  const publicOrigin = `https://localhost:${frontPort}`
  const site = await startSite(cleanup, { NEXT_PUBLIC_SITE_URL: publicOrigin })
  const front = await startTlsFront('site', site.origin, certificate, cleanup, {
    port: frontPort,
    host: 'localhost',
  })
  const redirect = await startHttpsRedirect('site', front.origin, cleanup, { host: 'localhost' })
  console.info(`Site at ${front.origin} (plain HTTP: ${redirect.origin}, server ${site.origin})`)

  // First requests render on demand; answer them before the scanner's timeouts start.
  for (const route of OBSERVATORY_PATHS) {
    await fetch(`${site.origin}${route}`).catch(() => undefined)
  }

  const requestFile = path.join(folder, 'request.json')
  const resultFile = path.join(folder, 'result.json')
  const scan = async (paths: readonly string[]): Promise<ScanResults> => {
    fs.writeFileSync(
      requestFile,
      JSON.stringify({
        host: 'localhost',
        httpPort: Number(new URL(redirect.origin).port),
        httpsPort: frontPort,
        paths,
      }),
    )
    fs.rmSync(resultFile, { force: true })
    const code = await run(
      process.execPath,
      [path.join(projectRoot, 'tools', 'observatory', 'scan.mjs'), requestFile, resultFile],
      {
        env: {
          ...process.env,
          // Only this process trusts the run's certificate, and only as the root it is; the
          // scanner's own certificate check stays on (NODE_TLS_REJECT_UNAUTHORIZED=0 would make
          // it fall back to "not verified", which fails the HSTS and redirection tests).
          NODE_EXTRA_CA_CERTS: certFile,
          // The scanner's timeouts (10 s for a whole redirect chain by default) are set for the
          // internet; a busy two-core machine rendering a page for the first time needs more.
          ABORT_TIMEOUT: '30000',
          CLIENT_TIMEOUT: '25000',
        },
      },
    )
    if (code !== 0 || !fs.existsSync(resultFile)) {
      throw new Error(`The Observatory scan exited with code ${code} and no result.`)
    }
    return parseScanResults(fs.readFileSync(resultFile, 'utf8'))
  }
  let results = await scan(OBSERVATORY_PATHS)
  // A path the scanner could not fetch at all (a timeout on a loaded machine) is scanned once
  // more; a grade or a failed test is never retried.
  const unreachable = results.filter((result) => 'error' in result).map((result) => result.path)
  if (unreachable.length > 0) {
    console.info(`Scanning again, once: ${unreachable.join(', ')} could not be fetched.`)
    const again = await scan(unreachable)
    results = results.map((result) => again.find((retry) => retry.path === result.path) ?? result)
  }
  console.info(`\nMDN HTTP Observatory (scanner 1.x, algorithm 4) on ${publicOrigin}\n`)
  for (const line of formatReport(results)) console.info(line)

  const verdict = judge(results, OBSERVATORY_PATHS)
  console.info(
    `Scan took ${((Date.now() - scanStartedAt) / 1000).toFixed(1)} s (${seconds()} s in all).`,
  )
  if (verdict.ok) {
    console.info(`observatory: every route graded ${REQUIRED_GRADE} with no failed test`)
  } else {
    console.error(`observatory: ${verdict.problems.length} problems`)
    for (const problem of verdict.problems) console.error(`  - ${problem}`)
  }
  writeReport(verdict.problems)
  return verdict.ok
}

let ok = false
try {
  ok = await main()
} catch (error) {
  if (!(error instanceof Interrupted)) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(message)
    writeReport([message])
  }
} finally {
  await cleanup.runAll()
}
process.exit(interrupted ? 130 : ok ? 0 : 1)
