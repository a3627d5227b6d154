import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CSP_HASHES_FILE,
  collectCspHashes,
  cspHash,
  hashesOfHtml,
  writeCspHashes,
} from './csp-hashes'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('cspHash', () => {
  it('is the CSP source of the SHA-256 of the UTF-8 text, base64', () => {
    // The example from the CSP specification's hash-source section.
    expect(cspHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    )
    expect(cspHash('é')).toBe(sha('é'))
  })

  it('hashes newlines as the HTML parser leaves them', () => {
    expect(cspHash('a\r\nb\rc')).toBe(sha('a\nb\nc'))
  })
})

describe('hashesOfHtml', () => {
  const page = [
    '<!DOCTYPE html><html><head>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<style>.a{color:red}</style>',
    '<script>self.__next_f=self.__next_f||[]</script>',
    '</head><body>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script>self.__next_f.push([1,"<\\/div>"])</script>',
    '<SCRIPT type="module">import "/x.js"</SCRIPT >',
    '<script type="text/javascript">one()</script>',
    '<script type="importmap">{}</script>',
    '<script>self.__next_f=self.__next_f||[]</script>',
    '<script></script>',
    '</body></html>',
  ].join('')

  it('hashes inline scripts the browser runs, once each, in document order', () => {
    expect(hashesOfHtml(page).scripts).toEqual([
      sha('self.__next_f=self.__next_f||[]'),
      sha('self.__next_f.push([1,"<\\/div>"])'),
      sha('import "/x.js"'),
      sha('one()'),
      sha(''),
    ])
  })

  it('leaves out external scripts and data blocks (JSON-LD, import maps are not run as code)', () => {
    const { scripts } = hashesOfHtml(page)
    expect(scripts).not.toContain(sha('{"@type":"Organization"}'))
    expect(scripts).not.toContain(sha('{}'))
  })

  it('hashes inline style elements', () => {
    expect(hashesOfHtml(page).styles).toEqual([sha('.a{color:red}')])
    expect(hashesOfHtml('<p style="color:red">x</p>').styles).toEqual([])
  })
})

describe('the build step', () => {
  let dist: string
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true })
    fs.writeFileSync(path.join(dist, relative), content)
  }

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-hashes-test-'))
    write('server/app/index.html', '<script>home()</script>')
    write('server/app/about/leadership.html', '<script>lead()</script><style>b{}</style>')
    write('server/app/_not-found.html', '<script>missing()</script>')
    write('server/app/about/leadership.rsc', 'not html')
    write(
      'routes-manifest.json',
      JSON.stringify({
        staticRoutes: [{ page: '/' }, { page: '/industries/overview' }],
        dynamicRoutes: [
          { page: '/industries/[id]', regex: '^/industries/([^/]+?)(?:/)?$' },
          { page: '/[...unknown]', regex: '^/(.+?)(?:/)?$' },
        ],
      }),
    )
    write(
      'prerender-manifest.json',
      JSON.stringify({ dynamicRoutes: { '/industries/[id]': { fallback: false } } }),
    )
  })
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

  it('maps every prerendered page to its hashes, with the routes of fixed paths', () => {
    expect(collectCspHashes(dist)).toEqual({
      version: 2,
      routes: {
        '/': { scripts: [sha('home()')], styles: [] },
        '/_not-found': { scripts: [sha('missing()')], styles: [] },
        '/about/leadership': { scripts: [sha('lead()')], styles: [sha('b{}')] },
      },
      fixedPages: ['/', '/industries/overview'],
    })
  })

  it('refuses a route that would render unlisted ids on demand and keep them (decision 031)', () => {
    write(
      'prerender-manifest.json',
      JSON.stringify({
        dynamicRoutes: {
          '/industries/[id]': { fallback: null },
          '/og/[[...path]]': { fallback: false },
        },
      }),
    )
    expect(() => collectCspHashes(dist)).toThrow(
      /\/industries\/\[id\] would render ids the build did not list on demand .* dynamicParams = false/,
    )
  })

  it('writes the map beside the build', () => {
    const written = writeCspHashes(dist)
    const read = JSON.parse(fs.readFileSync(path.join(dist, CSP_HASHES_FILE), 'utf8')) as unknown
    expect(read).toEqual(written)
    expect(written.routes['/']?.scripts[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  })
})
