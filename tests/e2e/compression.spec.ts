import fs from 'node:fs'
import path from 'node:path'
import { COMPILE_HINT, getsCompileHint } from '../../scripts/lib/compile-hints'
import { firstLoadScripts } from '../../scripts/lib/first-load'
import { PRECOMPRESS_MIN_BYTES } from '../../scripts/lib/precompress'
import { expect, test } from './support/fixtures'

// Every text response is compressed when the client accepts it: pages, the search index,
// metadata routes and API answers alike (Next.js's own compression skips route handlers).

const TEXT_RESPONSES = [
  '/',
  '/about/leadership',
  '/search-index.json',
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/api/health',
]

test.describe('compression', () => {
  test('text responses are sent with Brotli, or gzip, as the client accepts', async ({
    request,
  }) => {
    for (const path of TEXT_RESPONSES) {
      const brotli = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(brotli.status(), path).toBe(200)
      expect(brotli.headers()['content-encoding'], path).toBe('br')
      expect(brotli.headers()['vary'], path).toMatch(/accept-encoding/i)

      const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
      expect(gzip.headers()['content-encoding'], path).toBe('gzip')
      // The body still reads as the same document once decoded.
      expect((await gzip.body()).length, path).toBe((await brotli.body()).length)
    }
  })

  test('a client that accepts no encoding gets the plain body', async ({ request }) => {
    const plain = await request.get('/search-index.json', {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    const body = (await plain.body()).toString()
    expect(() => JSON.parse(body)).not.toThrow()
  })

  test("the build's scripts and styles go out as the build compressed them, scripts with their compile hint", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const scripts = firstLoadScripts(html)
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map(
      (match) => match[1]!,
    )
    expect(stylesheets.length).toBeGreaterThan(0)
    expect(scripts.length).toBeGreaterThan(3)
    const assets = [...scripts, ...stylesheets]
    for (const asset of new Set(assets)) {
      const file = path.join('.next', 'static', asset.slice('/_next/static/'.length))
      if (fs.statSync(file).size < PRECOMPRESS_MIN_BYTES) {
        // Too small to gain from compression (the build leaves it as it is): sent as written.
        const response = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } })
        const body = (await response.body()).toString()
        expect(body, asset).toBe(fs.readFileSync(file, 'utf8'))
        if (asset.endsWith('.js'))
          expect(body.startsWith(COMPILE_HINT), asset).toBe(getsCompileHint(asset))
        continue
      }
      for (const [accept, encoding, suffix] of [
        ['br, gzip', 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
      ] as const) {
        const response = await request.get(asset, { headers: { 'accept-encoding': accept } })
        expect(response.headers()['content-encoding'], asset).toBe(encoding)
        // The bytes on the wire are the file the build wrote, not a fresh on-the-fly encoding.
        expect(Number(response.headers()['content-length']), asset).toBe(
          fs.statSync(file + suffix).size,
        )
        expect(response.headers()['cache-control'], asset).toBe('public,max-age=31536000,immutable')
        const body = (await response.body()).toString()
        expect(body, asset).toBe(fs.readFileSync(file, 'utf8'))
        if (asset.endsWith('.js'))
          expect(body.startsWith(COMPILE_HINT), asset).toBe(getsCompileHint(asset))
      }
    }
  })

  test('a prerendered page and its RSC payload go out as the files the build compressed, with the headers Next.js gave them', async ({
    request,
  }) => {
    for (const [pagePath, file] of [
      ['/about/leadership', '.next/server/app/about/leadership.html'],
      ['/industries', '.next/server/app/industries.html'],
    ] as const) {
      // Next.js taught the server the page's headers, on its first answer or the server's own
      // warm-up at start; either way these two answers must carry the same ones.
      const fromNext = await request.get(pagePath, { headers: { 'accept-encoding': 'br' } })
      const fromFile = await request.get(pagePath, { headers: { 'accept-encoding': 'br' } })
      expect(fromFile.status(), pagePath).toBe(200)
      expect(fromFile.headers()['content-encoding'], pagePath).toBe('br')
      expect(Number(fromFile.headers()['content-length']), pagePath).toBe(
        fs.statSync(`${file}.br`).size,
      )
      expect(await fromFile.text(), pagePath).toBe(fs.readFileSync(file, 'utf8'))
      for (const name of [
        'content-security-policy',
        'content-type',
        'cache-control',
        'reporting-endpoints',
        'strict-transport-security',
        'x-frame-options',
      ]) {
        expect(fromFile.headers()[name], `${pagePath}: ${name}`).toBe(fromNext.headers()[name])
      }
      expect(fromFile.headers()['content-security-policy'], pagePath).toContain("'sha256-")
      expect(fromFile.headers()['vary'], pagePath).toMatch(/\brsc\b.*accept-encoding/i)
      const etag = fromFile.headers()['etag']!
      const again = await request.get(pagePath, {
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      })
      expect(again.status(), pagePath).toBe(304)
    }

    // A client-side navigation's payload, the way the router asks for it.
    const rsc = { rsc: '1', 'accept-encoding': 'br' }
    await request.get('/industries?_rsc=first', { headers: rsc })
    const payload = await request.get('/industries?_rsc=second', { headers: rsc })
    expect(payload.headers()['content-type']).toMatch(/^text\/x-component/)
    expect(payload.headers()['content-encoding']).toBe('br')
    expect(await payload.text()).toBe(fs.readFileSync('.next/server/app/industries.rsc', 'utf8'))
  })
})
