// The access log of `npm start`: one JSON line per request, written by serve.mjs, in the format of
// the server log (src/server/log.ts). It gives every request an id that the API's own log lines
// carry too, and records what an operator needs (route, status, duration, size) and nothing that
// identifies a visitor: no address, no user agent, no cookies, no query string.
import { randomUUID } from 'node:crypto'
import { maskEmails } from './mask-emails.mjs'

/**
 * An `X-Request-Id` from a proxy in front (nginx's `$request_id`, a load balancer's) is kept, so
 * its log and ours share the id; anything else is replaced. The same pattern is in
 * src/server/http/request-id.ts (a test keeps them equal).
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/

/** What stands in for a path segment that may be a secret or name one record. */
export const ID_PLACEHOLDER = ':id'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// A run of 16+ letters, digits and underscores with a digit or both cases in it: a token or a
// hash (better-auth's reset links put theirs in the path). A slug's words are shorter and
// lower-case, so `/insights/webinars/ai-in-claims-handling` stays as it is.
const LONG_RUN = /[A-Za-z0-9_]{16,}/g
const MAX_SEGMENT = 64
const MAX_ROUTE = 256
// The build's hashed file names are public and tell which asset was asked for; a path that only
// starts like one (`/_next/static/../…`) is treated like any other.
const STATIC_ASSET = /^\/_next\/static\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*$/

function looksSecret(segment) {
  if (segment.length > MAX_SEGMENT || UUID.test(segment)) return true
  // A percent-encoded `@` or an e-mail address typed into a path.
  if (/@|%40/i.test(segment)) return true
  return (segment.match(LONG_RUN) ?? []).some(
    (run) => /\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run)),
  )
}

/**
 * The request's path as the log records it: without the query string (it can hold an e-mail
 * address or a token) and with each segment that looks like an id or a token replaced by `:id`.
 */
export function routeOf(url = '/') {
  let path = url
  if (!path.startsWith('/')) {
    // An absolute URL in the request line (a client talking as if to a proxy), or `*`.
    try {
      path = new URL(path).pathname
    } catch {
      return '/'
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? '/'
  if (!STATIC_ASSET.test(path)) {
    path = path
      .split('/')
      .map((segment) => (looksSecret(segment) ? ID_PLACEHOLDER : segment))
      .join('/')
  }
  return path.length > MAX_ROUTE ? `${path.slice(0, MAX_ROUTE)}…` : path
}

/** The incoming id when it is one we accept, else a new one. */
export function requestIdFor(incoming) {
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID()
}

/**
 * An unexpected error as the server log writes one at level error (src/server/log.ts): its first
 * line, with any e-mail address masked, and its stack frames; never the object itself.
 */
export function errorFields(error) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  const frames =
    error instanceof Error ? error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) : []
  return {
    error: maskEmails(text.split('\n', 1)[0] ?? ''),
    stack: frames?.length ? frames.map((line) => line.trim()).join('\n') : undefined,
  }
}

/** Writes one line in the server log's format (src/server/log.ts). */
export function writeLogLine(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  if (level === 'info') process.stdout.write(`${line}\n`)
  else process.stderr.write(`${line}\n`)
}

/**
 * Call first thing for every request. Gives it its id (on the request's headers, where Next.js
 * route handlers read it, and as the response's `X-Request-Id`) and logs it once when the
 * response is finished, or when the connection closed before it was ('aborted').
 */
export function logRequest(request, response, write = writeLogLine) {
  const started = process.hrtime.bigint()
  const requestId = requestIdFor(request.headers['x-request-id'])
  // Read now: serve.mjs rewrites request.url for the static files it hands to sirv.
  const method = request.method
  const route = routeOf(request.url)
  request.headers['x-request-id'] = requestId
  response.setHeader('x-request-id', requestId)
  const socket = request.socket
  // Bytes on the wire, headers included (nginx's $bytes_sent): the compression middleware
  // drops Content-Length, so the connection's count is the one figure known for every response.
  const bytesBefore = socket?.bytesWritten ?? 0

  let logged = false
  const done = () => {
    if (logged) return
    logged = true
    const finished = response.writableFinished
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6
    const bytes = socket ? socket.bytesWritten - bytesBefore : undefined
    write('info', 'request', {
      requestId,
      method,
      route,
      // Nothing was sent when a client went away before the headers: no status to report.
      status: response.headersSent ? response.statusCode : null,
      durationMs: Math.round(durationMs * 10) / 10,
      bytes: Number.isFinite(bytes) && bytes >= 0 ? bytes : undefined,
      aborted: finished ? undefined : true,
    })
  }
  response.once('finish', done)
  response.once('close', done)
  return requestId
}
