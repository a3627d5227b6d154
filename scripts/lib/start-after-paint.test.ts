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
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('')

describe('startScriptsAfterPaint', () => {
  const rewritten = startScriptsAfterPaint(nextPage, LOADER)!

  it('lists every framework script once on the loader, which takes the first one’s place', () => {
    expect(rewritten).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
        `<script src="${LOADER}" async="" data-scripts="/_next/static/chunks/boot.js ` +
        '/_next/static/chunks/react.js /_next/static/chunks/turbopack-runtime.js"></script>' +
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
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    ]) {
      expect(rewritten).toContain(kept)
    }
  })

  it('keeps the page’s first-load scripts the same for the size check and compile hints', () => {
    expect(new Set(firstLoadScripts(rewritten))).toEqual(
      new Set([LOADER, ...firstLoadScripts(nextPage)]),
    )
  })

  it('does nothing to a page rewritten already or without framework scripts', () => {
    expect(startScriptsAfterPaint(rewritten, LOADER)).toBeUndefined()
    expect(startScriptsAfterPaint('<html><head></head><body>Hi</body></html>', LOADER)).toBe(
      undefined,
    )
  })
})

describe('the loader (src/browser/start-after-paint.js)', () => {
  const served = loaderForBrowsers(fs.readFileSync(LOADER_SOURCE, 'utf8'))

  it('is served without its comment, and small', () => {
    expect(served.startsWith(';(function')).toBe(true)
    expect(gzipSync(served, { level: 9 }).length).toBeLessThanOrEqual(512)
  })

  it('waits for the first contentful paint, with a way out when there is none to wait for', () => {
    expect(served).toContain("getEntriesByName('first-contentful-paint')")
    expect(served).toContain("d.visibilityState !== 'visible'")
    expect(served).toContain('setTimeout(start, 3000)')
  })
})
