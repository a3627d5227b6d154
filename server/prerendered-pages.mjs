import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { reachedOverHttps } from './security-headers.mjs'

// Prerendered pages sent as the files the build wrote, like the static assets (decision 054).
//
// A prerendered page never changes between builds, yet Next.js's handler, our proxy and the
// on-the-fly compressor ran for every request of it: the home page went out at 144 requests a
// second, Brotli-compressing the same 147 KB each time. The build now writes Brotli (quality 11)
// and gzip (level 9) copies of each page's HTML and RSC payload files (scripts/lib/precompress.ts),
// and this module sends them from memory.
//
// The headers are the ones Next.js and src/proxy.ts give the page, the Content-Security-Policy
// with its hashes included: rather than computing them a second time here, the first request of
// each page (and each kind of payload, over http and https) goes through Next.js as before, and
// its answer is kept as the page's if it is exactly the file on disk, with status 200 and no
// cookie. A page Next.js answers differently (a 404 the proxy marks, a redirect, anything
// rendered per request) is never learned, so it never leaves Next.js's hands.

/** Headers of the one answer that are not the page's: framing, encoding and per-request ones. */
const NOT_THE_PAGES = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'last-modified',
])

/** Larger answers are not kept (no page comes near it; the limit bounds the learning copy). */
const MAX_LEARNED_BYTES = 4 * 1024 * 1024

/**
 * A segment prefetch names a segment file: `/_tree`, `/_full`, `/!KHNpdGUp/__PAGE__` (a route
 * group's name in base64url after `!`), ….
 */
const SEGMENT_HEADER = /^\/[\w!$@().,=-]{1,200}(?:\/[\w!$@().,=-]{1,200}){0,30}$/

/**
 * @typedef {{ key: string, file: string }} Candidate
 * @typedef {{ identity: Buffer, br?: Buffer, gz?: Buffer, etag: string }} Bodies
 * @typedef {{ headers: [string, string | string[] | number][], bodies: Bodies }} Learned
 */

/** The page file's base name for a route: `/` is `index`, `/a/b` is `a/b`. */
export const baseOf = (route) => (route === '/' ? 'index' : route.slice(1))

/**
 * The routes the build prerendered for good (no revalidation), read from Next.js's manifest;
 * the framework's own (`/_not-found`, `/_global-error`) and the staff console are left to Next.js.
 *
 * @param {string} distDir the build's `.next` folder
 * @returns {Set<string>}
 */
export function prerenderedRoutes(distDir) {
  const manifestFile = path.join(distDir, 'prerender-manifest.json')
  if (!fs.existsSync(manifestFile)) return new Set()
  const { routes } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  const appDir = path.join(distDir, 'server', 'app')
  return new Set(
    Object.entries(routes)
      .filter(
        ([route, entry]) =>
          entry.initialRevalidateSeconds === false &&
          !route.startsWith('/_') &&
          !route.startsWith('/api/') &&
          route !== '/staff' &&
          !route.startsWith('/staff/') &&
          fs.existsSync(path.join(appDir, `${baseOf(route)}.html`)),
      )
      .map(([route]) => route),
  )
}

/** A header's one value, or undefined (repeated headers and empty ones count as none). */
function single(request, name) {
  const value = request.headers[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * Which file answers the request, if the build prerendered its page: the HTML, or (`RSC: 1`) the
 * page's RSC payload or one of its segments. The key names the page, the payload and the scheme
 * (the policy says `upgrade-insecure-requests` over https only).
 *
 * @param {string} distDir
 * @param {Set<string>} routes
 * @param {import('node:http').IncomingMessage} request
 * @returns {Candidate | undefined}
 */
export function candidateFor(distDir, routes, request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  // A server action is Next.js's to run, whatever the method (the manifest's bypass).
  if (request.headers['next-action'] !== undefined) return undefined
  const url = request.url ?? '/'
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  if (!routes.has(pathname)) return undefined
  const base = path.join(distDir, 'server', 'app', baseOf(pathname))
  const scheme = reachedOverHttps(request) ? 'https' : 'http'
  if (request.headers.rsc === undefined) {
    return { key: `html ${scheme} ${pathname}`, file: `${base}.html` }
  }
  if (single(request, 'rsc') !== '1') return undefined
  const segment = single(request, 'next-router-segment-prefetch')
  if (segment !== undefined) {
    if (!SEGMENT_HEADER.test(segment) || segment.includes('..')) return undefined
    return {
      key: `segment ${scheme} ${pathname} ${segment}`,
      file: `${base}.segments${segment}.segment.rsc`,
    }
  }
  const prefetch = single(request, 'next-router-prefetch') === '1' ? 'prefetch' : 'full'
  return { key: `rsc-${prefetch} ${scheme} ${pathname}`, file: `${base}.rsc` }
}

/** Reads a file and its `.br` and `.gz` copies where the build wrote them. */
function readBodies(file) {
  const identity = fs.readFileSync(file)
  const copy = (suffix) =>
    fs.existsSync(`${file}${suffix}`) ? fs.readFileSync(`${file}${suffix}`) : undefined
  const hash = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  return { identity, br: copy('.br'), gz: copy('.gz'), etag: hash }
}

/**
 * The encoding to send: Brotli, then gzip, when the client accepts it (q above 0) and the build
 * wrote it; otherwise the file as it is.
 *
 * @param {string | undefined} acceptEncoding
 * @param {Bodies} bodies
 * @returns {'br' | 'gzip' | undefined}
 */
export function chooseEncoding(acceptEncoding, bodies) {
  if (!acceptEncoding) return undefined
  const accepted = new Set()
  for (const part of acceptEncoding.slice(0, 500).split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name)
  }
  if (bodies.br && (accepted.has('br') || accepted.has('*'))) return 'br'
  if (bodies.gz && (accepted.has('gzip') || accepted.has('*'))) return 'gzip'
  return undefined
}

/** `Vary` as Next.js set it, with `Accept-Encoding` (the body depends on it now). */
function varyWithEncoding(value) {
  const names = String(value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) {
    names.push('Accept-Encoding')
  }
  return names.join(', ')
}

/**
 * The prerendered pages of one build: `serve` answers a request from the files when its page has
 * been learned, `learn` watches Next.js answer one that has not.
 *
 * @param {string} distDir the build's `.next` folder
 */
export function prerenderedPages(distDir) {
  const routes = prerenderedRoutes(distDir)
  /** @type {Map<string, Learned | null>} null: Next.js answered differently; not kept. */
  const learned = new Map()

  /**
   * Sends the page if it has been learned; false leaves the request to Next.js.
   *
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @returns {boolean}
   */
  function serve(request, response) {
    const candidate = candidateFor(distDir, routes, request)
    const page = candidate && learned.get(candidate.key)
    if (!page) return false
    const encoding = chooseEncoding(single(request, 'accept-encoding'), page.bodies)
    const body =
      encoding === 'br'
        ? page.bodies.br
        : encoding === 'gzip'
          ? page.bodies.gz
          : page.bodies.identity
    const etag = `"${page.bodies.etag}${encoding ? `-${encoding}` : ''}"`
    for (const [name, value] of page.headers) response.setHeader(name, value)
    response.setHeader('etag', etag)
    if (encoding) response.setHeader('content-encoding', encoding)
    const ifNoneMatch = single(request, 'if-none-match')
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
      response.writeHead(304)
      response.end()
      return true
    }
    response.setHeader('content-length', body.length)
    response.writeHead(200)
    response.end(request.method === 'HEAD' ? undefined : body)
    return true
  }

  /**
   * Watches Next.js answer a request whose page has not been learned yet (call before handing it
   * over, after the compressor is in place): the answer is kept if it is the file on disk.
   *
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  function learn(request, response) {
    const candidate = candidateFor(distDir, routes, request)
    if (!candidate || request.method !== 'GET' || learned.has(candidate.key)) return
    const ours = new Set(response.getHeaderNames())
    const chunks = []
    let size = 0
    const { write, end } = response
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding)
      size += buffer.length
      if (size <= MAX_LEARNED_BYTES) chunks.push(buffer)
    }
    response.write = function writeAndKeep(chunk, encoding, ...rest) {
      keep(chunk, typeof encoding === 'string' ? encoding : undefined)
      return write.call(this, chunk, encoding, ...rest)
    }
    response.end = function endAndKeep(chunk, encoding, ...rest) {
      keep(chunk, typeof encoding === 'string' ? encoding : undefined)
      return end.call(this, chunk, encoding, ...rest)
    }
    response.once('finish', () => {
      if (learned.has(candidate.key)) return
      const headers = response.getHeaders()
      const answeredAsTheFile =
        response.statusCode === 200 &&
        headers['set-cookie'] === undefined &&
        size <= MAX_LEARNED_BYTES &&
        fs.existsSync(candidate.file)
      if (!answeredAsTheFile) return
      const bodies = readBodies(candidate.file)
      if (!bodies.identity.equals(Buffer.concat(chunks))) {
        learned.set(candidate.key, null)
        return
      }
      const pageHeaders = Object.entries(headers)
        .filter(([name]) => !ours.has(name) && !NOT_THE_PAGES.has(name))
        .map(([name, value]) => [name, name === 'vary' ? varyWithEncoding(value) : value])
      if (!pageHeaders.some(([name]) => name === 'vary')) {
        pageHeaders.push(['vary', 'Accept-Encoding'])
      }
      learned.set(candidate.key, { headers: pageHeaders, bodies })
    })
  }

  /**
   * Asks the server at `origin` (this one, listening) for each page's HTML over http and https,
   * one request at a time, so every page is learned before a visitor asks for it: the first
   * visitor too gets the build's Brotli file rather than the on-the-fly compressor's. Asked
   * without compression, so the compressor does no work for it. Resolves with how many pages
   * were learned; a request that fails leaves its page to be learned from a visitor's, as before.
   *
   * Each request has a connection of its own, closed with its answer, and `signal` stops the
   * whole walk: a server draining its connections to shut down must not wait on the warm-up
   * (the mail worker keeps sending until the drain is done).
   *
   * @param {string} origin e.g. `http://127.0.0.1:3000`
   * @param {{ signal?: AbortSignal }} [options]
   * @returns {Promise<number>}
   */
  async function warm(origin, { signal } = {}) {
    for (const route of routes) {
      for (const scheme of ['http', 'https']) {
        if (signal?.aborted) return learnedCount()
        await new Promise((resolve) => {
          const request = http.get(
            new URL(route, origin),
            {
              agent: false,
              signal,
              headers: { 'accept-encoding': 'identity', 'x-forwarded-proto': scheme },
            },
            (answer) => answer.on('end', resolve).on('error', resolve).resume(),
          )
          // The server is shutting down, or the page failed: a visitor's request will teach it.
          request.on('error', resolve)
        })
      }
    }
    return learnedCount()
  }

  const learnedCount = () => [...learned.values()].filter((page) => page !== null).length

  return { routes, serve, learn, warm }
}
