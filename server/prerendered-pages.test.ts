import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { shouldCompress } from './compress-filter.mjs'
import { candidateFor, chooseEncoding, prerenderedPages } from './prerendered-pages.mjs'

// A build folder with three prerendered pages and a server wired as serve.mjs wires it: the
// files first, then the compressor and a stand-in for Next.js's handler that answers each page
// as Next.js does (its HTML or RSC file, the page's policy), except where a test says otherwise.

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-pages-'))
const appDir = path.join(distDir, 'server', 'app')
const HOME = `<!DOCTYPE html><html><body>${'<p>Northbridge Digital helps insurers.</p>'.repeat(200)}</body></html>`
const RSC = `0:{"b":"build"}\n${'1:["$","p",null,{"children":"Northbridge"}]\n'.repeat(100)}`
const TREE = `0:{"tree":"/"}\n${'2:"segment"\n'.repeat(100)}`
const PAGE_SEGMENT = `0:{"page":"/"}\n${'3:"page"\n'.repeat(100)}`

function writeWithCopies(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content))
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content))
}

/** How many requests reached the stand-in for Next.js. */
let handled = 0
/** Per path: what the stand-in does differently from Next.js serving the file. */
let quirks: Record<string, 'other-body' | 'cookie' | 'not-found'> = {}

function fileFor(request: IncomingMessage): string {
  const pathname = (request.url ?? '/').split('?')[0]!
  const base = path.join(appDir, pathname === '/' ? 'index' : pathname.slice(1))
  if (request.headers.rsc !== '1') return `${base}.html`
  const segment = request.headers['next-router-segment-prefetch']
  return typeof segment === 'string' ? `${base}.segments${segment}.segment.rsc` : `${base}.rsc`
}

function standInForNext(request: IncomingMessage, response: ServerResponse) {
  handled++
  const pathname = (request.url ?? '/').split('?')[0]!
  const quirk = quirks[pathname]
  const https = request.headers['x-forwarded-proto'] === 'https'
  response.statusCode = quirk === 'not-found' ? 404 : 200
  response.setHeader(
    'content-type',
    request.headers.rsc === '1' ? 'text/x-component' : 'text/html; charset=utf-8',
  )
  response.setHeader(
    'content-security-policy',
    `script-src 'self' 'sha256-${pathname}'${https ? '; upgrade-insecure-requests' : ''}`,
  )
  response.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch')
  response.setHeader('x-nextjs-cache', 'HIT')
  response.setHeader('etag', '"next-own-etag"')
  if (quirk === 'cookie') response.setHeader('set-cookie', 'session=abc')
  const body =
    quirk === 'other-body' ? 'rendered per request' : fs.readFileSync(fileFor(request), 'utf8')
  // In two writes, as a stream would.
  response.write(body.slice(0, 100))
  response.end(body.slice(100))
}

let server: http.Server
let base: string

beforeAll(async () => {
  writeWithCopies(path.join(appDir, 'index.html'), HOME)
  writeWithCopies(path.join(appDir, 'index.rsc'), RSC)
  writeWithCopies(path.join(appDir, 'index.segments', '_tree.segment.rsc'), TREE)
  writeWithCopies(
    path.join(appDir, 'index.segments', '!KHNpdGUp', '__PAGE__.segment.rsc'),
    PAGE_SEGMENT,
  )
  for (const page of ['services', 'insights/changing', 'account/cookie']) {
    writeWithCopies(path.join(appDir, `${page}.html`), HOME.replace('insurers', page))
  }
  const route = { initialRevalidateSeconds: false }
  fs.writeFileSync(
    path.join(distDir, 'prerender-manifest.json'),
    JSON.stringify({
      routes: {
        '/': route,
        '/services': route,
        '/insights/changing': route,
        '/account/cookie': route,
        '/revalidated': { initialRevalidateSeconds: 60 },
        '/_not-found': route,
      },
    }),
  )
  ;({ server, base } = await listen(prerenderedPages(distDir)))
})

/** A server over `pages`, wired as serve.mjs wires it. */
async function listen(pages: ReturnType<typeof prerenderedPages>) {
  const compress = compression({ filter: shouldCompress, threshold: 1024 })
  const server = http.createServer((request, response) => {
    response.setHeader('x-content-type-options', 'nosniff')
    if (pages.serve(request, response)) return
    compress(request as never, response as never, () => {
      pages.learn(request, response)
      standInForNext(request, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(distDir, { recursive: true, force: true })
})

beforeEach(() => {
  quirks = {}
})

/** A raw answer (fetch would decode the body): status, headers and the bytes as sent. */
function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${pathname}`, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
      .end()
  })
}

describe('prerendered pages sent as the build wrote them', () => {
  it('learns a page from Next.js’s first answer, then sends its Brotli file with the same headers', async () => {
    const first = await get('/', { 'accept-encoding': 'br' })
    const handledAfterFirst = handled
    const second = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(handled).toBe(handledAfterFirst)
    expect(second.status).toBe(200)
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.body.equals(fs.readFileSync(path.join(appDir, 'index.html.br')))).toBe(true)
    expect(zlib.brotliDecompressSync(second.body).toString()).toBe(HOME)
    expect(Number(second.headers['content-length'])).toBe(second.body.length)
    for (const name of ['content-security-policy', 'content-type', 'x-nextjs-cache']) {
      expect(second.headers[name], name).toBe(first.headers[name])
    }
    expect(second.headers.vary).toBe(
      'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding',
    )
    expect(second.headers['x-content-type-options']).toBe('nosniff')
    expect(second.headers['set-cookie']).toBeUndefined()
  })

  it('sends gzip or the file itself to clients without Brotli, each with its own ETag, and answers a matching one with 304', async () => {
    await get('/services')
    const gzip = await get('/services', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('Northbridge Digital helps services')
    const plain = await get('/services')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('Northbridge Digital helps services')
    expect(new Set([gzip.headers.etag, plain.headers.etag]).size).toBe(2)

    const before = handled
    const notModified = await get('/services', {
      'accept-encoding': 'gzip',
      'if-none-match': gzip.headers.etag!,
    })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    const head = await get('/services', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(Number(head.headers['content-length'])).toBe(gzip.body.length)
    expect(head.body.length).toBe(0)
    expect(handled).toBe(before)
  })

  it('keeps the http and https answers apart: the policy differs', async () => {
    await get('/')
    const https = await get('/', { 'x-forwarded-proto': 'https' })
    expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    const before = handled
    const again = await get('/', { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' })
    expect(handled).toBe(before)
    expect(again.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    expect((await get('/')).headers['content-security-policy']).not.toContain('upgrade')
  })

  it('sends RSC payloads and segments as files, apart from the HTML', async () => {
    const kinds: Record<string, string>[] = [
      { rsc: '1' },
      { rsc: '1', 'next-router-segment-prefetch': '/_tree' },
      { rsc: '1', 'next-router-segment-prefetch': '/!KHNpdGUp/__PAGE__' },
    ]
    for (const headers of kinds) {
      await get('/?_rsc=abc', headers)
      const before = handled
      const answer = await get('/?_rsc=def', { ...headers, 'accept-encoding': 'br' })
      expect(handled).toBe(before)
      expect(answer.headers['content-type']).toBe('text/x-component')
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(
        headers['next-router-segment-prefetch'] === '/_tree'
          ? TREE
          : headers['next-router-segment-prefetch']
            ? PAGE_SEGMENT
            : RSC,
      )
    }
  })

  it('leaves to Next.js a page it answers otherwise: another body, a cookie, a 404', async () => {
    for (const [pathname, quirk] of [
      ['/insights/changing', 'other-body'],
      ['/account/cookie', 'cookie'],
    ] as const) {
      quirks = { [pathname]: quirk }
      await get(pathname)
      const before = handled
      await get(pathname)
      expect(handled, pathname).toBe(before + 1)
    }
    quirks = { '/': 'not-found' }
    // A fresh scheme, so the page is not learned yet.
    await get('/', { 'x-forwarded-proto': 'HTTPS, http', rsc: '1', 'next-router-prefetch': '1' })
    const before = handled
    await get('/', { 'x-forwarded-proto': 'HTTPS, http', rsc: '1', 'next-router-prefetch': '1' })
    expect(handled).toBe(before + 1)
  })
})

describe('candidateFor', () => {
  const routes = new Set(['/', '/services'])
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, headers, socket: {} }) as unknown as IncomingMessage

  it('answers only GET and HEAD of a prerendered route, whatever its query', () => {
    expect(candidateFor(distDir, routes, request('/services?utm_source=x'))?.file).toBe(
      path.join(appDir, 'services.html'),
    )
    expect(candidateFor(distDir, routes, request('/services', {}, 'POST'))).toBeUndefined()
    expect(candidateFor(distDir, routes, request('/services/'))).toBeUndefined()
    expect(candidateFor(distDir, routes, request('/contact'))).toBeUndefined()
  })

  it('refuses a segment name that could leave the page’s folder', () => {
    for (const segment of ['/../../secrets', '/a/..', 'no-slash', `/${'a'.repeat(201)}`]) {
      expect(
        candidateFor(
          distDir,
          routes,
          request('/', { rsc: '1', 'next-router-segment-prefetch': segment }),
        ),
        segment,
      ).toBeUndefined()
    }
    expect(candidateFor(distDir, routes, request('/', { rsc: '2' }))).toBeUndefined()
    expect(candidateFor(distDir, routes, request('/', { 'next-action': 'abc' }))).toBeUndefined()
  })

  it('lists neither revalidated nor framework routes', () => {
    expect([...prerenderedPages(distDir).routes].sort()).toEqual([
      '/',
      '/account/cookie',
      '/insights/changing',
      '/services',
    ])
  })
})

describe('warm', () => {
  it('learns every page over http and https before a visitor asks, so the first visitor gets the Brotli file', async () => {
    const pages = prerenderedPages(distDir)
    const warmed = await listen(pages)
    try {
      quirks = { '/account/cookie': 'cookie' }
      // Four pages over two schemes; the one answered with a cookie is never kept.
      expect(await pages.warm(warmed.base)).toBe(6)
      const before = handled
      const first = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(
          `${warmed.base}/insights/changing`,
          { headers: { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' } },
          resolve,
        ),
      )
      first.resume()
      expect(first.headers['content-encoding']).toBe('br')
      expect(first.headers['content-security-policy']).toContain('upgrade-insecure-requests')
      expect(handled).toBe(before)
    } finally {
      await new Promise((resolve) => warmed.server.close(resolve))
    }
  })

  it('stops when told to, and leaves no connection open for a shutdown to wait on', async () => {
    const pages = prerenderedPages(distDir)
    const warmed = await listen(pages)
    const stopping = new AbortController()
    const before = handled
    // Stopped while its first answer is being written: the rest of the walk never starts.
    warmed.server.once('request', () => stopping.abort())
    expect(await pages.warm(warmed.base, { signal: stopping.signal })).toBeLessThanOrEqual(1)
    expect(handled - before).toBe(1)
    // A server closing now has no connection left to drain (a kept-alive one would hold it
    // for its five-second idle timeout).
    const closing = performance.now()
    await new Promise((resolve) => warmed.server.close(resolve))
    expect(performance.now() - closing).toBeLessThan(1_000)
  })
})

describe('chooseEncoding', () => {
  const bodies = {
    identity: Buffer.from('x'),
    br: Buffer.from('b'),
    gz: Buffer.from('g'),
    etag: 'e',
  }
  it('prefers Brotli, honours q=0, and falls back to what the build wrote', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', bodies)).toBe('br')
    expect(chooseEncoding('br;q=0, gzip;q=0.8', bodies)).toBe('gzip')
    expect(chooseEncoding('*', bodies)).toBe('br')
    expect(chooseEncoding('identity', bodies)).toBeUndefined()
    expect(chooseEncoding(undefined, bodies)).toBeUndefined()
    expect(chooseEncoding('br', { ...bodies, br: undefined })).toBeUndefined()
  })
})
