// The production server `npm start` runs: Next.js's request handler behind one compression layer.
//
// Plain JavaScript on purpose: this is the long-running process, loaded by `node` alone with no
// TypeScript loader in the way of Next.js's own module loading.
//
// Why not `next start`: its built-in compression skips every route handler response (the search
// index, sitemap, robots, manifest and all /api answers; vercel/next.js#98007), so those went out
// uncompressed. Here one middleware compresses every text response the client accepts, with
// Brotli where supported, and Next.js's own compression is off (next.config.ts) so nothing is
// compressed twice (decision 012).
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import next from 'next'
import { shouldCompress } from './lib/compress-filter.mjs'

// Next.js installs no signal handlers under a custom server: our shutdown (src/server/shutdown.ts)
// owns SIGTERM/SIGINT and the exit, however this file is started.
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true'

const projectRoot = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)

// Listens on every interface, as `next start` does.
const app = next({ dev: false, dir: projectRoot, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
// Starts the app: instrumentation (migrations, seed, mail worker, shutdown handlers) runs here.
await app.prepare()

const compress = compression({ filter: shouldCompress, threshold: 1024 })

const server = http.createServer((request, response) => {
  compress(request, response, () => {
    handle(request, response).catch((error) => {
      console.error('request failed', error)
      if (!response.headersSent) response.statusCode = 500
      response.end()
    })
  })
})

server.listen(port, () => {
  console.info(`  ▲ Serving on port ${port}`)
})
