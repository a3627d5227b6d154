// The production server `npm start` runs: Next.js's request handler behind one compression layer.
//
// Plain JavaScript on purpose: this is the long-running process, loaded by `node` alone with no
// TypeScript loader in the way of Next.js's own module loading.
//
// Why not `next start`: its built-in compression skips every route handler response (the search
// index, sitemap, robots, manifest and all /api answers; vercel/next.js#98007), so those went out
// uncompressed. Here one middleware compresses every text response the client accepts, with
// Brotli where supported, and Next.js's own compression is off (next.config.ts) so nothing is
// compressed twice (decision 012). The build's hashed static assets (`/_next/static/…`) never
// change, so the build compresses them once at the highest levels and they are sent from disk as
// they are (decision 014); so are the prerendered pages, with the headers Next.js gave them
// (decision 054, ./prerendered-pages.mjs).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import next from 'next'
import sirv from 'sirv'
import { errorFields, logRequest, writeLogLine } from './access-log.mjs'
import { shouldCompress } from './compress-filter.mjs'
import { pagePayloadStore } from './page-payload-store.mjs'
import { prerenderedPages } from './prerendered-pages.mjs'
import { findLoader, startScriptsAfterPaint } from './scripts-after-paint.mjs'
import { guardDocumentHeaders, setSecurityHeaders } from './security-headers.mjs'
import { applyStatusFromProxy } from './status-from-proxy.mjs'

// Next.js installs no signal handlers under a custom server: our shutdown (src/server/shutdown.ts)
// owns SIGTERM/SIGINT and the exit, however this file is started.
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true'
// Whoever reads the log can go away: the process that started the server killed, its pipe
// closed. Every write then fails with EPIPE, and Node reported each failure by writing again, so
// an orphaned server spun at a full core until someone killed it (seen behind later test steps).
// Like a daemon on SIGPIPE it shuts down instead, through the same path as SIGTERM.
let logReaderGone = false
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error?.code !== 'EPIPE' || logReaderGone) return
    logReaderGone = true
    process.kill(process.pid, 'SIGTERM')
  })
}
// The NODE_ENV the operator started the server with, before Next.js sets `production` for every
// run of the production build: only the operator's says "a production deployment" (the mailbox,
// the public origin; isProductionDeployment in src/config/env.server.ts). `npm start` passes on
// the one it was started with.
process.env.NORTHBRIDGE_OPERATOR_NODE_ENV ??= process.env.NODE_ENV ?? ''

const projectRoot = path.resolve(import.meta.dirname, '..')
// Migrations, content and a relative DATA_DIR are found from the working folder: make it the
// site's folder however the server was started (`node /srv/site/server/serve.mjs`, say).
process.chdir(projectRoot)
// In the standalone folder (docs/operations.md) there is no next.config.ts: Next.js takes the
// configuration the build recorded, as the standalone server.js Next.js generates does.
if (!fs.existsSync(path.join(projectRoot, 'next.config.ts'))) {
  const recorded = path.join(projectRoot, '.next', 'required-server-files.json')
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
    JSON.parse(fs.readFileSync(recorded, 'utf8')).config,
  )
}
const port = Number(process.env.PORT ?? 3000)
// The address to listen on (HOST, checked with the rest of the configuration in
// src/config/env.server.ts): loopback unless told otherwise, so an instance that trusts its
// proxy's header for the client's address cannot be reached around that proxy. The container
// image sets HOST=0.0.0.0: there nginx reaches the instances over the container network.
const host = process.env.HOST || '127.0.0.1'
// The build's Content-Security-Policy hashes, read by src/proxy.ts whatever the working folder.
process.env.CSP_HASHES_FILE ??= path.join(projectRoot, '.next', 'csp-hashes.json')

const app = next({ dev: false, dir: projectRoot, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
// Starts the app: instrumentation (migrations, seed, mail worker, shutdown handlers) runs here.
await app.prepare()

// Pages rendered on demand (and a prerendered page's first request) are compressed on the fly.
// Quality 6 is as fast as the middleware's default 4 for a page (2–3 ms) and about 8% smaller.
const compress = compression({
  filter: shouldCompress,
  threshold: 1024,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
})

// The same caching Next.js gives these files (hashed names: cached for a year, never revalidated),
// with the `.br`/`.gz` copies the build wrote (scripts/lib/precompress.ts).
const STATIC_PREFIX = '/_next/static/'
const staticAssets = sirv(path.join(projectRoot, '.next', 'static'), {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  maxAge: 31_536_000,
  immutable: true,
})

const prerendered = prerenderedPages(path.join(projectRoot, '.next'))
// The build's after-paint loader, which pages rendered per request get too (decision 058).
const afterPaintLoader = findLoader(path.join(projectRoot, '.next'))

function handleWithNext(request, response) {
  // The 404 of a '… Not Found' screen, which the proxy marks (decision 029).
  applyStatusFromProxy(response)
  compress(request, response, () => {
    prerendered.learn(request, response)
    if (afterPaintLoader) {
      startScriptsAfterPaint(afterPaintLoader, request, response, {
        // Registered by the app at start-up (decision 060): a page's payload goes to the database.
        payloadStore: pagePayloadStore(),
        onStoreError: (error) =>
          writeLogLine('warn', 'page payload kept inline', {
            requestId: request.headers['x-request-id'],
            ...errorFields(error),
          }),
      })
    }
    handle(request, response).catch((error) => {
      writeLogLine('error', 'request failed', {
        requestId: request.headers['x-request-id'],
        ...errorFields(error),
      })
      if (!response.headersSent) response.statusCode = 500
      response.end()
    })
  })
}

const server = http.createServer((request, response) => {
  // First: the request's id (read by the API's log lines) and its one access-log line.
  logRequest(request, response)
  // HSTS, nosniff, X-Frame-Options, Referrer-, Permissions-, Cross-Origin-Opener- and
  // -Resource-Policy on every response, static files included; src/proxy.ts adds each page's
  // Content-Security-Policy, and any HTML answer still without one gets a strict fallback here
  // (installed first, so it sees the headers every later layer sets).
  setSecurityHeaders(request, response)
  guardDocumentHeaders(response)
  if (prerendered.serve(request, response)) return
  const url = request.url ?? '/'
  if (!url.startsWith(STATIC_PREFIX) || !['GET', 'HEAD'].includes(request.method ?? '')) {
    handleWithNext(request, response)
    return
  }
  // sirv looks files up relative to `.next/static`; anything it does not have (a file from an
  // older build, say) goes to Next.js, which answers as it always would.
  request.url = url.slice(STATIC_PREFIX.length - 1)
  staticAssets(request, response, () => {
    request.url = url
    handleWithNext(request, response)
  })
})

server.listen(port, host, () => {
  console.info(`  ▲ Serving on ${host.includes(':') ? `[${host}]` : host}:${port}`)
  // Every prerendered page learned now, not on its first visitor's request (decision 054).
  const address = server.address()
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
  // It stops when the process is told to stop: the shutdown drains open connections before it
  // stops the mail worker, and must not wait for the rest of the walk.
  const stopping = new AbortController()
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => stopping.abort())
  void prerendered.warm(origin, { signal: stopping.signal }).then((answers) => {
    if (stopping.signal.aborted) return
    writeLogLine('info', "prerendered pages ready to send as the build's files", { answers })
  })
})
