import fs from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { firstLoadScripts } from './first-load'
import { LOADER_SOURCE, loaderForBrowsers, startScriptsAfterPaint } from './start-after-paint'

const LOADER = '/_next/static/chunks/start-after-paint.0123456789abcdef.js'

/** The shape of a page Next.js 16 prerenders: the head's script tags and the bootstrap's. */
const nextPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<link rel="expect" href="#main" blocking="render"/><title>Contact</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main id="main"><h1>Contact</h1></main>',
  '<script>(self.TURBOPACK=self.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"b\\":\\"build\\"}\\n"])</script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"\\u003cContact\\"}]\\n"])</script>',
  '</body></html>',
].join('')

const PAYLOAD = '/_next/static/chunks/page-payload.fedcba9876543210.js'

/** The page rewritten, and the payload code handed over for its file. */
function rewrite(html: string): { html: string | undefined; payloads: string[] } {
  const payloads: string[] = []
  const rewritten = startScriptsAfterPaint(html, LOADER, (code) => {
    payloads.push(code)
    return PAYLOAD
  })
  return { html: rewritten, payloads }
}

describe('startScriptsAfterPaint', () => {
  const { html: rewritten = '', payloads } = rewrite(nextPage)

  it('lists every framework script once on the loader, which takes the first one’s place', () => {
    expect(rewritten).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
        `<script src="${LOADER}" async="" data-scripts="/_next/static/chunks/boot.js ` +
        '/_next/static/chunks/react.js /_next/static/chunks/turbopack-runtime.js" ' +
        `data-payload="${PAYLOAD}"></script>` +
        '<link rel="expect"',
    )
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(?:boot|react)/)
    expect(rewritten).not.toContain('as="script"')
  })

  it('leaves the font preload, the stylesheet, inline scripts and nomodule polyfills alone', () => {
    for (const kept of [
      'as="font"',
      'rel="stylesheet"',
      '<script>(self.TURBOPACK=self.TURBOPACK||[]).push({})</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    ]) {
      expect(rewritten).toContain(kept)
    }
  })

  it('takes the inline payload out, whole and in order, into the one file the loader names', () => {
    expect(rewritten).not.toContain('__next_f')
    expect(payloads).toEqual([
      [
        '(self.__next_f=self.__next_f||[]).push([0])',
        'self.__next_f.push([1,"0:{\\"b\\":\\"build\\"}\\n"])',
        'self.__next_f.push([1,"1:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"\\u003cContact\\"}]\\n"])',
      ].join(';\n'),
    ])
    // The file runs the same statements the inline scripts did, in the same order.
    const pushed: unknown[] = []
    new Function('self', payloads[0]!)({ __next_f: pushed })
    expect(pushed).toEqual([
      [0],
      [1, '0:{"b":"build"}\n'],
      [1, '1:["$","h1",null,{"children":"<Contact"}]\n'],
    ])
  })

  it('keeps the page’s first-load scripts the same for the size check and compile hints', () => {
    expect(new Set(firstLoadScripts(rewritten))).toEqual(
      new Set([LOADER, ...firstLoadScripts(nextPage)]),
    )
  })

  it('does nothing to a page rewritten already or without framework scripts', () => {
    expect(rewrite(rewritten).html).toBeUndefined()
    expect(rewrite('<html><head></head><body>Hi</body></html>').html).toBeUndefined()
  })
})

describe('the loader (src/browser/start-after-paint.js)', () => {
  const source = fs.readFileSync(LOADER_SOURCE, 'utf8')
  const served = loaderForBrowsers(source)

  it('is served minified, and small', () => {
    expect(served).not.toContain('decision 056')
    expect(served.split('\n').filter(Boolean)).toHaveLength(1)
    expect(gzipSync(served, { level: 9 }).length).toBeLessThanOrEqual(512)
  })

  it('waits for the first contentful paint, with a way out when there is none to wait for', () => {
    expect(source).toContain("getEntriesByName('first-contentful-paint')")
    expect(source).toContain("d.visibilityState !== 'visible'")
    expect(source).toContain('setTimeout(start, 3000)')
  })

  it('runs the payload before the framework, once the document is parsed', () => {
    expect(source).toContain("d.readyState === 'loading'")
    expect(source).toContain('sources.forEach(preload)')
    expect(source).toContain('addScript(payload).onload = run')
  })
})
