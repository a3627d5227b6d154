import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shouldCompress } from './compress-filter.mjs'
import type { PagePayloadStore } from './page-payload-store.mjs'
import {
  findLoader,
  rewriteHeldPage,
  scriptsAfterPaintRewriter,
  startScriptsAfterPaint,
  takeOutInlinePayload,
} from './scripts-after-paint.mjs'

// A page rendered per request, as Next.js 16 writes it: the bootstrap preloaded in the head and
// its tag further down the body, the other scripts `async` in the head, each with the nonce.
const NONCE = 'qZFGuFmYXV3l4dcCIHmXcA=='
const LOADER = '/_next/static/chunks/start-after-paint.abd217a970ea018d.js'
const chunk = (name: string) => `/_next/static/chunks/${name}.js`
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="${NONCE}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="${chunk('boot')}"/>` +
  `<script src="${chunk('react')}" async="" nonce="${NONCE}"></script>` +
  `<script src="${chunk('next')}" async="" nonce="${NONCE}"></script>` +
  `<title>Webinars | Northbridge Digital</title>` +
  `<script src="${chunk('polyfills')}" noModule="" nonce="${NONCE}"></script>` +
  '</head><body><main><h1>Webinars</h1><p>Live sessions with our consultants — café hours.</p></main>' +
  `<script nonce="${NONCE}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>` +
  `<script src="${chunk('boot')}" nonce="${NONCE}" async=""></script>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,"0:{}\\n"])</script>` +
  '</body></html>'

const REWRITTEN =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="${NONCE}" data-precedence="next"/>` +
  `<script src="${LOADER}" async="" nonce="${NONCE}" data-scripts="${chunk('boot')} ${chunk('react')} ${chunk('next')}"></script>` +
  `<title>Webinars | Northbridge Digital</title>` +
  `<script src="${chunk('polyfills')}" noModule="" nonce="${NONCE}"></script>` +
  '</head><body><main><h1>Webinars</h1><p>Live sessions with our consultants — café hours.</p></main>' +
  `<script nonce="${NONCE}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,"0:{}\\n"])</script>` +
  '</body></html>'

// Next.js's inline payload as it ends a page rendered per request: the bootstrap, then the data,
// whose hints carry the request's nonce.
const PAYLOAD_SCRIPTS =
  `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,":HL[\\"/site.css\\",\\"style\\",{\\"nonce\\":\\"${NONCE}\\"}]\\n"])</script>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,"0:{}\\n"])</script>`
const PAYLOAD_PAGE = PAGE.replace(
  `<script nonce="${NONCE}">self.__next_f.push([1,"0:{}\\n"])</script>`,
  PAYLOAD_SCRIPTS,
)
/** The payload as kept: its pieces in order, without the nonce. */
const PAYLOAD_KEPT =
  '(self.__next_f=self.__next_f||[]).push([0]);\n' +
  'self.__next_f.push([1,":HL[\\"/site.css\\",\\"style\\",{\\"nonce\\":\\"\\"}]\\n"]);\n' +
  'self.__next_f.push([1,"0:{}\\n"])'
const PAYLOAD_ADDRESS = '/api/page-payloads/kept.js'
/** REWRITTEN without the payload, whose address the loader names. */
const REWRITTEN_HELD = REWRITTEN.replace(
  `<script nonce="${NONCE}">self.__next_f.push([1,"0:{}\\n"])</script>`,
  '',
).replace('"></script><title>', `" data-payload="${PAYLOAD_ADDRESS}"></script><title>`)

/** A store that keeps scripts in memory, or fails when told to. */
function memoryStore(fail = false) {
  const saved: string[] = []
  const store: PagePayloadStore = {
    save: async (script) => {
      if (fail) throw new Error('database unreachable')
      saved.push(script)
      return PAYLOAD_ADDRESS
    },
  }
  return { store, saved }
}

function rewrite(pieces: string[]): string {
  const rewriter = scriptsAfterPaintRewriter(LOADER)
  return pieces.map((piece) => rewriter.push(piece)).join('') + rewriter.end()
}

describe('scriptsAfterPaintRewriter', () => {
  it('puts the loader, with the nonce, in place of the first script and lists every script on it', () => {
    expect(rewrite([PAGE])).toBe(REWRITTEN)
  })

  it('comes out the same however the answer is cut into chunks', () => {
    for (let at = 1; at < PAGE.length; at++) {
      expect(rewrite([PAGE.slice(0, at), PAGE.slice(at)]), `cut at ${at}`).toBe(REWRITTEN)
    }
    expect(rewrite(PAGE.match(/[^]{1,7}/g)!)).toBe(REWRITTEN)
  })

  it('leaves a page without Next.js’s script tags as it is: a prerendered one, already rewritten', () => {
    const page = `<html><head><script src="${LOADER}" async="" data-scripts="${chunk('boot')}"></script></head><body><p>Prerendered</p></body></html>`
    expect(rewrite([page])).toBe(page)
    expect(rewrite(['<p>no head at all</p>'])).toBe('<p>no head at all</p>')
  })
})

describe('takeOutInlinePayload', () => {
  it('takes the payload out in document order, without the request’s nonce', () => {
    const taken = takeOutInlinePayload(PAYLOAD_PAGE)
    expect(taken?.script).toBe(PAYLOAD_KEPT)
    expect(taken?.html).toBe(PAYLOAD_PAGE.replace(PAYLOAD_SCRIPTS, ''))
    expect(taken?.html).not.toContain('__next_f')
  })

  it('finds nothing on a page without one (a prerendered page: the build made it a file)', () => {
    expect(takeOutInlinePayload('<html><body><p>Prerendered</p></body></html>')).toBeUndefined()
  })
})

describe('rewriteHeldPage', () => {
  it('keeps the payload in the store and names it on the loader', async () => {
    const { store, saved } = memoryStore()
    const page = await rewriteHeldPage(PAGE, LOADER, store, () => {})
    expect(page).toBe(REWRITTEN_HELD)
    expect(saved).toEqual(['self.__next_f.push([1,"0:{}\\n"])'])
  })

  it('keeps the payload inline, and says why, when the store fails', async () => {
    const errors: unknown[] = []
    const page = await rewriteHeldPage(PAGE, LOADER, memoryStore(true).store, (error) =>
      errors.push(error),
    )
    expect(page).toBe(REWRITTEN)
    expect(errors).toHaveLength(1)
  })
})

describe('findLoader', () => {
  it('finds the loader the build wrote, by its content-named file', () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'after-paint-'))
    const chunks = path.join(distDir, 'static', 'chunks')
    fs.mkdirSync(chunks, { recursive: true })
    expect(findLoader(distDir)).toBeUndefined()
    fs.writeFileSync(path.join(chunks, 'start-after-paint.abd217a970ea018d.js'), '')
    fs.writeFileSync(path.join(chunks, 'start-after-paint.abd217a970ea018d.js.br'), '')
    expect(findLoader(distDir)).toBe(LOADER)
    fs.rmSync(distDir, { recursive: true, force: true })
  })
})

describe('startScriptsAfterPaint on a server', () => {
  let server: http.Server
  let base: string
  const { store: payloadStore, saved } = memoryStore()

  beforeAll(async () => {
    const compress = compression({ filter: shouldCompress, threshold: 1024 })
    server = http.createServer((request, response) => {
      compress(request as never, response as never, () => {
        const held = request.url?.startsWith('/held/')
        startScriptsAfterPaint(LOADER, request, response, held ? { payloadStore } : {})
        if (request.url === '/data') {
          response.writeHead(request.url?.includes('missing') ? 404 : 200, {
            'content-type': 'application/json',
          })
          response.end(JSON.stringify({ page: PAGE }))
          return
        }
        // Headers given to writeHead, a length that will no longer hold, the text in three writes,
        // the first cut inside a tag, the second inside a character.
        response.writeHead(request.url?.includes('missing') ? 404 : 200, {
          'content-type': 'text/html; charset=utf-8',
          'content-length': String(Buffer.byteLength(PAGE)),
        })
        const bytes = Buffer.from(PAGE)
        const inCharacter = bytes.indexOf(Buffer.from('—')) + 1
        response.write(bytes.subarray(0, 301))
        response.write(bytes.subarray(301, inCharacter))
        response.end(bytes.subarray(inCharacter))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  function get(pathname: string, acceptEncoding: string, cookie?: string) {
    const headers = { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) }
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${pathname}`, { headers }, (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (piece: Buffer) => chunks.push(piece))
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  }

  it('rewrites an HTML page before the compressor, and sends it without the old length', async () => {
    const brotli = await get('/webinars', 'br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(REWRITTEN)
    const plain = await get('/webinars', 'identity')
    expect(plain.headers['content-length']).toBeUndefined()
    expect(plain.body.toString()).toBe(REWRITTEN)
  })

  it('holds the page, with a store, and sends it with its payload as a file', async () => {
    const brotli = await get('/held/webinars', 'br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(REWRITTEN_HELD)
    expect(saved.at(-1)).toBe('self.__next_f.push([1,"0:{}\\n"])')
  })

  it('keeps the payload inline where a query, a cookie or the address could make the page anyone’s own', async () => {
    const count = saved.length
    for (const pathname of [
      '/held/webinars/registration/cancel?token=abc',
      '/held/Webinars',
      '/held/%77ebinars',
      '/held/missing-page',
    ]) {
      expect((await get(pathname, 'identity')).body.toString(), pathname).toBe(REWRITTEN)
    }
    const signedIn = await get('/held/account/consultations', 'identity', 'northbridge.session=x')
    expect(signedIn.body.toString()).toBe(REWRITTEN)
    expect(saved).toHaveLength(count)
  })

  it('leaves other answers alone, and the staff console’s pages as Next.js wrote them', async () => {
    const data = await get('/data', 'identity')
    expect(JSON.parse(data.body.toString())).toEqual({ page: PAGE })
    for (const consolePage of ['/staff', '/staff/webinars?page=2']) {
      expect((await get(consolePage, 'identity')).body.toString(), consolePage).toBe(PAGE)
    }
    expect((await get('/staffing-insights', 'identity')).body.toString()).toBe(REWRITTEN)
  })
})
