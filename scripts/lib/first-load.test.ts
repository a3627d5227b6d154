import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { firstLoadScripts, gzipSize, measureBuild, routeOfHtmlFile } from './first-load'
import { checkFirstLoad, checkUnshippedCode } from './first-load-budget'

let dist: string
const write = (relative: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true })
  fs.writeFileSync(path.join(dist, relative), content)
}
const page = (...sources: string[]) =>
  `<!DOCTYPE html><html><head>${sources.join('')}</head><body><script>self.x=1</script></body></html>`
// Random bytes do not compress, so a chunk's gzip size is close to its length.
const incompressible = (bytes: number) => crypto.randomBytes(bytes)

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-test-'))
})

afterEach(() => {
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('firstLoadScripts', () => {
  it('lists external scripts once each, leaving out nomodule polyfills and inline scripts', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{}</script>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    )
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ])
  })

  it('counts scripts the HTML preloads (the runtime executes them) but no other preloads', () => {
    const html = page(
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin=""/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/page.js" async=""></script>',
    )
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/a.js',
    ])
  })

  it('counts the loader and the scripts it starts after the first paint (decision 056)', () => {
    const html = page(
      '<script src="/_next/static/chunks/start-after-paint.0a.js" async="" data-scripts="/_next/static/chunks/a.js /_next/static/chunks/b.js"></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    )
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/start-after-paint.0a.js',
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ])
  })
})

describe('routeOfHtmlFile', () => {
  it('maps prerendered files to their routes', () => {
    expect(routeOfHtmlFile('/b/server/app', '/b/server/app/index.html')).toBe('/')
    expect(routeOfHtmlFile('/b/server/app', '/b/server/app/about/leadership.html')).toBe(
      '/about/leadership',
    )
  })
})

describe('measureBuild and checkFirstLoad', () => {
  beforeEach(() => {
    write('static/chunks/framework.js', incompressible(100 * 1024))
    write('static/chunks/toaster.js', 'const toaster = "data-sonner-toaster";'.repeat(10))
    write('static/chunks/big.js', incompressible(60 * 1024))
    write(
      'server/app/index.html',
      page('<script src="/_next/static/chunks/framework.js"></script>'),
    )
    write(
      'server/app/about.html',
      page(
        '<script src="/_next/static/chunks/framework.js"></script>',
        '<script src="/_next/static/chunks/toaster.js"></script>',
      ),
    )
    write(
      'server/app/heavy/page.html',
      page(
        '<script src="/_next/static/chunks/framework.js"></script>',
        '<script src="/_next/static/chunks/big.js"></script>',
      ),
    )
  })

  it('sums the gzipped scripts of every prerendered page', () => {
    const routes = measureBuild(dist)
    expect(routes.map((route) => route.route)).toEqual(['/', '/about', '/heavy/page'])
    const framework = gzipSize(fs.readFileSync(path.join(dist, 'static/chunks/framework.js')))
    expect(routes[0]!.gzipBytes).toBe(framework)
    expect(routes[2]!.gzipBytes).toBeGreaterThan(150 * 1024)
  })

  it('fails a page over budget and a page that loads a lazy feature up front', () => {
    const report = checkFirstLoad(measureBuild(dist), (src) => path.join(dist, src.slice(7)))
    expect(report.passed).toBe(1)
    expect(report.problems).toHaveLength(2)
    expect(report.problems[0]).toMatch(/^\/about: toasts \(sonner\) is in the first load/)
    expect(report.problems[1]).toMatch(
      /^\/heavy\/page: 1\d\d\.\d KB of first-load JavaScript, budget 150\.0 KB$/,
    )
  })

  it('fails a public page that carries staff console code', () => {
    write('static/chunks/console.js', 'fetch("/api/staff/auth/sign-in/email")')
    write(
      'server/app/services.html',
      page('<script src="/_next/static/chunks/console.js"></script>'),
    )
    const report = checkFirstLoad(measureBuild(dist), (src) => path.join(dist, src.slice(7)))
    expect(report.problems).toContainEqual(
      expect.stringMatching(/^\/services: staff console is in the first load/),
    )
  })
})

describe('checkUnshippedCode', () => {
  it("fails a client script, first-load or lazy, that carries zod's messages in other languages", () => {
    write('static/chunks/form.js', 'const en = "Invalid input";')
    expect(checkUnshippedCode(path.join(dist, 'static/chunks'))).toEqual([])
    write('static/chunks/lazy/all-locales.js', 'const de = "Ungültige Eingabe";')
    expect(checkUnshippedCode(path.join(dist, 'static/chunks'))).toEqual([
      "zod's error messages in other languages in a client script (lazy/all-locales.js); never ship it",
    ])
  })
})
