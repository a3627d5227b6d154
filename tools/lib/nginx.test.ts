import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkNginxConfig,
  CONTAINER_CACHE_ROOT,
  DEPLOY_NGINX_DIR,
  renderNginxConfig,
  renderUpstreams,
  startNginx,
  type RunningNginx,
} from './nginx'

// The deployment's nginx configuration (deploy/nginx/) in front of a small local server that
// answers the way the site does: prerendered pages with `s-maxage`, dynamic pages and APIs with
// `private, no-store`, hashed static files with `immutable`, compressed per Accept-Encoding.

const workDirs: string[] = []
function workDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'northbridge-nginx-'))
  workDirs.push(folder)
  return folder
}

afterAll(() => {
  for (const folder of workDirs) fs.rmSync(folder, { recursive: true, force: true })
})

describe('rendering the deployment configuration for this machine', () => {
  const main = fs.readFileSync(path.join(DEPLOY_NGINX_DIR, 'nginx.conf'), 'utf8')
  const upstreams = fs.readFileSync(path.join(DEPLOY_NGINX_DIR, 'upstreams.conf'), 'utf8')

  it('rewrites only the port, the folders and the logs', () => {
    const rendered = renderNginxConfig(main, '/tmp/x', 4100)
    expect(rendered).not.toContain(CONTAINER_CACHE_ROOT)
    expect(rendered).toContain('listen 127.0.0.1:4100 default_server;')
    expect(rendered).toContain('proxy_cache_path /tmp/x/cache/pages ')
    expect(rendered).toContain('access_log /tmp/x/access.log northbridge_json;')
    const differing = rendered.split('\n').filter((line, index) => line !== main.split('\n')[index])
    expect(differing.length).toBeLessThanOrEqual(12)
  })

  it('lists the given instances with the deployment’s options', () => {
    const rendered = renderUpstreams(upstreams, ['127.0.0.1:4101', '127.0.0.1:4102'])
    expect(rendered).toContain('server 127.0.0.1:4101 max_fails=2 fail_timeout=10s;')
    expect(rendered).toContain('server 127.0.0.1:4102 max_fails=2 fail_timeout=10s;')
    expect(rendered).not.toMatch(/server app\d/)
    expect(rendered).toContain('keepalive 16;')
  })

  it('passes `nginx -t`', async () => {
    const output = await checkNginxConfig({ upstreams: ['127.0.0.1:4101'], workDir: workDir() })
    expect(output).toBe('')
  })

  it('takes the visitor’s address from the TLS front, trusting private addresses only', () => {
    const active = main
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean)
    const trusted = active
      .filter((line) => line.startsWith('set_real_ip_from '))
      .map((line) => line.slice('set_real_ip_from '.length, -1))
    expect(trusted).toEqual(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'])
    expect(active).toContain('real_ip_header X-Forwarded-For;')
    expect(active).toContain('real_ip_recursive on;')
  })

  it('puts the given front in place of the private ranges', () => {
    const rendered = renderNginxConfig(main, '/tmp/x', 4100, '127.0.0.2')
    const trusted = rendered.split('\n').filter((line) => /^\s*set_real_ip_from /.test(line))
    expect(trusted.map((line) => line.trim())).toEqual(['set_real_ip_from 127.0.0.2;'])
  })
})

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A request without decompression, so the stored variant is visible as the app sent it. */
function request(
  base: string,
  pathname: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: string
    /** The address the connection comes from (any of 127.0.0.0/8 on this machine). */
    from?: string
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${base}${pathname}`,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
        localAddress: options.from,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

/** The access log's lines once one matching `last` is there (nginx logs after it answers). */
async function accessLog(nginx: RunningNginx, last: (line: string) => boolean): Promise<string[]> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const text = fs.existsSync(nginx.accessLog) ? fs.readFileSync(nginx.accessLog, 'utf8') : ''
    const lines = text.trim().split('\n')
    if (last(lines.at(-1) ?? '') || Date.now() > deadline) return lines
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const PAGE_CACHE = 's-maxage=31536000'
const POLICY = "default-src 'self'; frame-ancestors 'none'"
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'
// What Next.js 16 sends on an App Router page (base-server.js setVaryHeader) with the Accept-Encoding
// serve.mjs's compression adds. nginx stores nothing whose Vary is longer than 128 characters.
const APP_VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding'

describe('nginx in front of the site', () => {
  let upstream: http.Server
  let nginx: RunningNginx
  const seen: Seen[] = []
  const hits = (url: string) => seen.filter((entry) => entry.url === url).length

  beforeAll(async () => {
    upstream = http.createServer((incoming, response) => {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (body += chunk))
      incoming.on('end', () => {
        const url = incoming.url ?? '/'
        seen.push({ method: incoming.method ?? '', url, headers: incoming.headers, body })
        const count = hits(url)
        const pathname = url.split('?')[0]!
        const accepted = incoming.headers['accept-encoding'] ?? ''
        const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : ''
        const send = (headers: Record<string, string | string[]>, text: string) => {
          // Every page carries its policy, as the app's do (src/proxy.ts, server/serve.mjs).
          response.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': POLICY,
            ...headers,
          })
          response.end(text)
        }
        const compressed = (cacheControl: string) =>
          send(
            {
              'cache-control': cacheControl,
              vary: APP_VARY,
              ...(encoding ? { 'content-encoding': encoding } : {}),
            },
            `${pathname} ${encoding || 'identity'} ${incoming.headers.rsc ? 'rsc ' : ''}#${count}`,
          )
        switch (pathname) {
          case '/page':
          case '/other-page':
          case '/seen-by-staff':
          case '/purged':
            return compressed(PAGE_CACHE)
          case '/short':
            return compressed('s-maxage=1')
          case '/prefetched':
            return compressed(PAGE_CACHE)
          case '/unguarded':
          case '/unguarded.svg':
            response.writeHead(200, {
              'content-type': pathname.endsWith('.svg') ? 'image/svg+xml' : 'text/html',
              'cache-control': PAGE_CACHE,
            })
            return response.end(`${pathname} #${count}`)
          case '/og':
          case '/og/about':
          case '/picture.png':
            response.writeHead(200, {
              'content-type': 'image/png',
              'cache-control': 'public, max-age=86400',
            })
            return response.end(`${pathname} png #${count}`)
          case '/_next/static/chunks/app.js':
            return send(
              { 'cache-control': 'public, max-age=31536000, immutable' },
              `chunk #${count}`,
            )
          case '/with-cookie':
            return send({ 'cache-control': PAGE_CACHE, 'set-cookie': 'a=1; Path=/' }, `#${count}`)
          case '/account':
            return send({ 'cache-control': NO_STORE }, `account #${count}`)
          // The console as a faulty app might answer it: marked cacheable all the same.
          case '/staff':
          case '/staff/consultations':
            return send({ 'cache-control': PAGE_CACHE }, `staff #${count}`)
          case '/api/thing':
            return send({ 'cache-control': PAGE_CACHE }, `api #${count}`)
          case '/echo':
          case '/api/echo':
            response.writeHead(200, {
              'content-type': 'application/json',
              'cache-control': NO_STORE,
              ...(pathname.startsWith('/api/') ? { 'x-request-id': 'app-id' } : {}),
            })
            return response.end(JSON.stringify({ method: incoming.method, body }))
          default:
            response.writeHead(404, { 'cache-control': NO_STORE })
            return response.end('not found')
        }
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as AddressInfo
    nginx = await startNginx({ upstreams: [`127.0.0.1:${port}`], workDir: workDir() })
  })

  afterAll(async () => {
    await nginx?.stop()
    upstream?.closeAllConnections()
    await new Promise((resolve) => upstream?.close(resolve))
  })

  it('serves a prerendered page from the cache the second time', async () => {
    const first = await request(nginx.url, '/page')
    expect(first.headers['x-cache-status']).toBe('MISS')
    const second = await request(nginx.url, '/page')
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(second.body).toBe(first.body)
    expect(hits('/page')).toBe(1)
  })

  it('keeps the Brotli, gzip and plain copies of a page apart', async () => {
    const bodies: Record<string, string> = {}
    for (const acceptEncoding of ['br', 'gzip', '']) {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined
      const first = await request(nginx.url, '/other-page', { headers })
      bodies[acceptEncoding] = first.body
    }
    expect(bodies).toEqual({
      br: '/other-page br #1',
      gzip: '/other-page gzip #2',
      '': '/other-page identity #3',
    })
    // A browser's full header gets the copy of the best encoding it accepts.
    const chrome = await request(nginx.url, '/other-page', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(chrome.headers['content-encoding']).toBe('br')
    expect(chrome.body).toMatch(/^\/other-page br #/)
    const firefox = await request(nginx.url, '/other-page', {
      headers: { 'accept-encoding': 'gzip, deflate' },
    })
    expect(firefox.headers['content-encoding']).toBe('gzip')
    expect(firefox.body).toMatch(/^\/other-page gzip #/)
    const again = await request(nginx.url, '/other-page', { headers: { 'accept-encoding': 'br' } })
    expect(again.headers['x-cache-status']).toBe('HIT')
    expect(again.body).toBe('/other-page br #1')
  })

  it('honours the app’s Vary: an RSC request never gets the HTML copy', async () => {
    await request(nginx.url, '/page')
    const rsc = await request(nginx.url, '/page', { headers: { rsc: '1' } })
    expect(rsc.body).toContain('rsc')
    const html = await request(nginx.url, '/page')
    expect(html.body).not.toContain('rsc')
  })

  it('never stores a document that came without a Content-Security-Policy', async () => {
    for (const pathname of ['/unguarded', '/unguarded.svg']) {
      await request(nginx.url, pathname)
      const second = await request(nginx.url, pathname)
      expect(second.headers['x-cache-status'], pathname).toBe('MISS')
      expect(hits(pathname), pathname).toBe(2)
    }
    // An image needs no policy, and is stored.
    await request(nginx.url, '/picture.png')
    expect((await request(nginx.url, '/picture.png')).headers['x-cache-status']).toBe('HIT')
  })

  it('sends document prefetches to the app and stores nothing from them', async () => {
    const prefetches: Record<string, string>[] = [
      { purpose: 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { 'next-router-prefetch': '1' },
    ]
    for (const headers of prefetches) {
      const answer = await request(nginx.url, '/prefetched', { headers })
      expect(answer.headers['x-cache-status'], JSON.stringify(headers)).toBe('BYPASS')
    }
    expect(hits('/prefetched')).toBe(3)
    // Nothing of theirs was kept: the first plain request is the first one stored.
    const plain = await request(nginx.url, '/prefetched')
    expect(plain.headers['x-cache-status']).toBe('MISS')
    expect(plain.body).toBe('/prefetched identity #4')
    // The app router's own prefetches ask for RSC data, kept apart by the app's Vary: cached.
    const rscPrefetch = { rsc: '1', 'next-router-prefetch': '1' }
    await request(nginx.url, '/prefetched', { headers: rscPrefetch })
    const again = await request(nginx.url, '/prefetched', { headers: rscPrefetch })
    expect(again.headers['x-cache-status']).toBe('HIT')
    expect(again.body).toContain('rsc')
  })

  it('keeps one copy of a social card whatever the query string', async () => {
    for (const pathname of ['/og', '/og/about']) {
      const first = await request(nginx.url, `${pathname}?v=1`)
      expect(first.headers['x-cache-status'], pathname).toBe('MISS')
      for (const query of ['?v=2', '?utm_source=x&v=3', '']) {
        const again = await request(nginx.url, `${pathname}${query}`)
        expect(again.headers['x-cache-status'], `${pathname}${query}`).toBe('HIT')
        expect(again.body).toBe(`${pathname} png #1`)
      }
    }
    expect(hits('/og?v=1') + hits('/og/about?v=1')).toBe(2)
    expect(seen.filter((entry) => entry.url.startsWith('/og')).length).toBe(2)
  })

  it('caches the hashed static files', async () => {
    await request(nginx.url, '/_next/static/chunks/app.js')
    const second = await request(nginx.url, '/_next/static/chunks/app.js')
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(hits('/_next/static/chunks/app.js')).toBe(1)
  })

  it('never stores an answer that sets a cookie', async () => {
    await request(nginx.url, '/with-cookie')
    const second = await request(nginx.url, '/with-cookie')
    expect(second.headers['x-cache-status']).not.toBe('HIT')
    expect(second.headers['set-cookie']).toEqual(['a=1; Path=/'])
    expect(hits('/with-cookie')).toBe(2)
  })

  it('never stores the staff console, even an answer marked cacheable', async () => {
    for (const pathname of ['/staff', '/staff/consultations']) {
      await request(nginx.url, pathname)
      const second = await request(nginx.url, pathname)
      expect(second.body, pathname).toBe('staff #2')
      expect(second.headers['x-cache-status'], pathname).toBeUndefined()
      expect(hits(pathname), pathname).toBe(2)
    }
  })

  it('treats a staff session like a visitor’s: public pages go to the app for it', async () => {
    await request(nginx.url, '/seen-by-staff')
    const staff = await request(nginx.url, '/seen-by-staff', {
      headers: { cookie: 'northbridge.staff.session_token=abc.def' },
    })
    expect(staff.headers['x-cache-status']).toBe('BYPASS')
  })

  it('never stores a private, no-store answer', async () => {
    await request(nginx.url, '/account')
    await request(nginx.url, '/account')
    expect(hits('/account')).toBe(2)
  })

  it('never caches the API, whatever it answers', async () => {
    await request(nginx.url, '/api/thing')
    const second = await request(nginx.url, '/api/thing')
    expect(second.headers['x-cache-status']).toBeUndefined()
    expect(hits('/api/thing')).toBe(2)
  })

  it('sends a signed-in visitor to the app and stores nothing for them', async () => {
    await request(nginx.url, '/page')
    const before = hits('/page')
    for (const cookie of [
      'northbridge.session_token=abc',
      'theme=dark; __Secure-northbridge.session_token=abc',
      'northbridge_signed_in=1',
      '__Secure-northbridge_signed_in=1',
    ]) {
      const answer = await request(nginx.url, '/page', { headers: { cookie } })
      expect(answer.headers['x-cache-status'], cookie).toBe('BYPASS')
    }
    expect(hits('/page')).toBe(before + 4)
    const other = await request(nginx.url, '/page', { headers: { cookie: 'theme=dark' } })
    expect(other.headers['x-cache-status']).toBe('HIT')
  })

  it('passes a POST through with its body', async () => {
    for (const pathname of ['/echo', '/api/echo']) {
      const answer = await request(nginx.url, pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      })
      expect(JSON.parse(answer.body)).toEqual({ method: 'POST', body: '{"a":1}' })
    }
  })

  it('turns away bodies far above the app’s largest limit', async () => {
    const answer = await request(nginx.url, '/api/echo', {
      method: 'POST',
      body: 'x'.repeat(200 * 1024),
    })
    expect(answer.status).toBe(413)
  })

  it('tells the app the connection’s address, whatever the client claims', async () => {
    await request(nginx.url, '/echo', {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' },
    })
    const { headers } = seen.at(-1)!
    expect(headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(headers['x-real-ip']).toBe('127.0.0.1')
  })

  it('gives every request an id the app sees and the access log records', async () => {
    await request(nginx.url, '/api/echo')
    const sent = seen.at(-1)!.headers['x-request-id']
    expect(sent).toMatch(/^[0-9a-f]{32}$/)
    const lines = await accessLog(nginx, (line) => line.includes(sent as string))
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      request_id: sent,
      app_request_id: 'app-id',
      path: '/api/echo',
    })
  })

  it('adds no second request id to the API’s own', async () => {
    const answer = await request(nginx.url, '/api/echo')
    expect(answer.headers['x-request-id']).toBe('app-id')
  })

  it('passes the visitor’s scheme on and caches per scheme', async () => {
    await request(nginx.url, '/echo')
    expect(seen.at(-1)!.headers['x-forwarded-proto']).toBe('http')
    await request(nginx.url, '/echo', { headers: { 'x-forwarded-proto': 'https' } })
    expect(seen.at(-1)!.headers['x-forwarded-proto']).toBe('https')
    const https = await request(nginx.url, '/page', { headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers['x-cache-status']).toBe('MISS')
  })

  it('logs no addresses and no query strings', async () => {
    const answer = await request(nginx.url, '/page?token=secret-value', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    const sent = seen.at(-1)!.headers['x-request-id'] as string
    expect(answer.body).toMatch(/^\/page /)
    const lines = await accessLog(nginx, (line) => line.includes(sent))
    const last = JSON.parse(lines.at(-1)!) as Record<string, unknown>
    // The query string is part of the cache key, not of the log.
    expect(last).toMatchObject({ method: 'GET', path: '/page', status: 200, cache: 'MISS' })
    expect(Object.keys(last).sort()).toEqual(
      [
        'app_request_id',
        'bytes',
        'cache',
        'duration',
        'method',
        'path',
        'request_id',
        'status',
        'time',
        'upstream',
        'upstream_duration',
        'upstream_status',
      ].sort(),
    )
    const log = lines.join('\n')
    expect(log).not.toContain('secret-value')
    expect(log).not.toContain('203.0.113.9')
  })

  it('logs paths without the tokens, ids and addresses in them', async () => {
    const paths = {
      '/api/auth/reset-password/Zx81LmQ0pT7vYk2Rw9sJ': '/api/auth/reset-password/:id',
      '/api/account/consultations/6f1c2b0e-8a4d-4e6b-9c3f-1d2e3f4a5b6c/cancel':
        '/api/account/consultations/:id/cancel',
      '/someone@client.example': '/:redacted',
      '/insights/cloud-migration': '/insights/cloud-migration',
    }
    for (const [sentPath, logged] of Object.entries(paths)) {
      await request(nginx.url, sentPath)
      const sent = seen.at(-1)!.headers['x-request-id'] as string
      const lines = await accessLog(nginx, (line) => line.includes(sent))
      expect((JSON.parse(lines.at(-1)!) as { path: string }).path, sentPath).toBe(logged)
    }
  })

  it('forgets the pages once their files are deleted (the purge after a deploy)', async () => {
    await request(nginx.url, '/purged')
    expect((await request(nginx.url, '/purged')).headers['x-cache-status']).toBe('HIT')
    // What docs/operations.md tells operators to run: delete the files, keep the folders.
    const pages = path.join(nginx.cacheDir, 'pages')
    for (const entry of fs.readdirSync(pages, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) fs.rmSync(path.join(entry.parentPath, entry.name))
    }
    const after = await request(nginx.url, '/purged')
    expect(after.headers['x-cache-status']).toBe('MISS')
    expect(after.body).toBe('/purged identity #2')
  })

  it('keeps answering cached pages while the app is down', async () => {
    await request(nginx.url, '/page')
    await request(nginx.url, '/short')
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    upstream.closeAllConnections()
    await new Promise((resolve) => upstream.close(resolve))

    const fresh = await request(nginx.url, '/page')
    expect(fresh.status).toBe(200)
    expect(fresh.headers['x-cache-status']).toBe('HIT')
    const expired = await request(nginx.url, '/short')
    expect(expired.status).toBe(200)
    expect(expired.headers['x-cache-status']).toBe('STALE')
    expect(expired.body).toBe('/short identity #1')
    const uncached = await request(nginx.url, '/account')
    expect(uncached.status).toBe(502)
  })
})

describe('nginx behind a TLS front', () => {
  // The deployment trusts the private ranges a front connects from; on this machine the front is
  // 127.0.0.2 (renderNginxConfig's trustedFront) and a client elsewhere is 127.0.0.3.
  const FRONT = '127.0.0.2'
  const ELSEWHERE = '127.0.0.3'
  let upstream: http.Server
  let nginx: RunningNginx
  const seen: http.IncomingHttpHeaders[] = []

  beforeAll(async () => {
    upstream = http.createServer((incoming, response) => {
      seen.push(incoming.headers)
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': NO_STORE })
      response.end('{}')
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as AddressInfo
    nginx = await startNginx({
      upstreams: [`127.0.0.1:${port}`],
      workDir: workDir(),
      trustedFront: FRONT,
    })
  })

  afterAll(async () => {
    await nginx?.stop()
    upstream?.closeAllConnections()
    await new Promise((resolve) => upstream?.close(resolve))
  })

  /** The address the app is told (X-Real-IP, its TRUSTED_PROXY_HEADER) for one request. */
  async function clientSeen(from: string, forwardedFor?: string): Promise<unknown> {
    await request(nginx.url, '/api/echo', {
      from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
    const headers = seen.at(-1)!
    expect(headers['x-forwarded-for']).toBe(headers['x-real-ip'])
    return headers['x-real-ip']
  }

  it('tells the app each visitor’s own address, as the front reports it', async () => {
    expect(await clientSeen(FRONT, '198.51.100.7')).toBe('198.51.100.7')
    expect(await clientSeen(FRONT, '198.51.100.8')).toBe('198.51.100.8')
    expect(await clientSeen(FRONT, '2001:db8::8')).toBe('2001:db8::8')
    // A front that appends: what the visitor claimed comes first and is not believed.
    expect(await clientSeen(FRONT, '203.0.113.66, 198.51.100.9')).toBe('198.51.100.9')
    // Without the header, the front itself is the client.
    expect(await clientSeen(FRONT)).toBe(FRONT)
  })

  it('ignores the header from anyone but the front', async () => {
    expect(await clientSeen(ELSEWHERE, '198.51.100.7')).toBe(ELSEWHERE)
    expect(await clientSeen(ELSEWHERE, `198.51.100.7, ${FRONT}`)).toBe(ELSEWHERE)
    expect(await clientSeen('127.0.0.1', '198.51.100.7')).toBe('127.0.0.1')
  })
})
