import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

// First-load JavaScript of a prerendered page, computed from the build alone (no server, no
// browser, no timing): every external script its HTML loads on first paint (script tags, script
// preloads, which the runtime then executes, and the scripts a prerendered page's loader starts
// after the paint, listed on its tag: decision 056), gzipped (budgets are stated in gzip;
// browsers that accept Brotli get less). `nomodule` scripts are left out because no browser we
// serve runs them (they are Next.js's polyfills for browsers without ES modules).

export type RouteWeight = {
  route: string
  /** Gzipped bytes of the scripts the HTML loads. */
  gzipBytes: number
  scripts: string[]
}

const scriptOrPreloadTag = /<script\b[^>]*>|<link\b[^>]*>/gi
const srcAttribute = /\bsrc="([^"]+)"/i
const hrefAttribute = /\bhref="([^"]+)"/i
const scriptPreload = /\brel="preload"/i
const asScript = /\bas="script"/i
const noModuleAttribute = /\bnomodule\b/i
const startedAfterPaint = /\bdata-scripts="([^"]{0,4000})"/i

/**
 * The external, module-capable scripts an HTML document loads, in document order, once each:
 * `<script src>`, `<link rel="preload" as="script">` and the ones the after-paint loader's
 * `data-scripts` lists.
 */
export function firstLoadScripts(html: string): string[] {
  const sources = new Set<string>()
  for (const [tag] of html.matchAll(scriptOrPreloadTag)) {
    if (noModuleAttribute.test(tag)) continue
    const src = tag.startsWith('<script')
      ? srcAttribute.exec(tag)?.[1]
      : scriptPreload.test(tag) && asScript.test(tag)
        ? hrefAttribute.exec(tag)?.[1]
        : undefined
    if (src) sources.add(src)
    const listed = tag.startsWith('<script') ? startedAfterPaint.exec(tag)?.[1] : undefined
    for (const source of listed?.split(' ') ?? []) if (source) sources.add(source)
  }
  return [...sources]
}

/** Gzip at zlib's default level. Budgets are stated in gzip; browsers get Brotli, which is smaller. */
export function gzipSize(content: Buffer | string): number {
  return zlib.gzipSync(content).length
}

/** '/about/leadership' for '<appDir>/about/leadership.html'; '/' for 'index.html'. */
export function routeOfHtmlFile(appDir: string, file: string): string {
  const relative = path.relative(appDir, file).split(path.sep).join('/')
  const route = `/${relative.replace(/\.html$/, '')}`
  return route === '/index' ? '/' : route
}

/** The build's file for a `/_next/…` script source. */
export function staticFileOf(distDir: string, src: string): string {
  if (!src.startsWith('/_next/')) throw new Error(`unexpected script source ${src}`)
  return path.join(distDir, src.slice('/_next/'.length).split('?')[0]!)
}

/** Every prerendered HTML file under a folder, recursively. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/**
 * Every prerendered page of a production build with its first-load JavaScript. Next.js's own
 * error shells (`/_not-found`, `/_global-error`) are included: visitors land on them too.
 */
export function measureBuild(distDir: string): RouteWeight[] {
  const appDir = path.join(distDir, 'server', 'app')
  const cache = new Map<string, number>()
  const sizeOf = (src: string) => {
    const known = cache.get(src)
    if (known !== undefined) return known
    const size = gzipSize(fs.readFileSync(staticFileOf(distDir, src)))
    cache.set(src, size)
    return size
  }
  return htmlFiles(appDir)
    .map((file) => {
      const scripts = firstLoadScripts(fs.readFileSync(file, 'utf8'))
      return {
        route: routeOfHtmlFile(appDir, file),
        scripts,
        gzipBytes: scripts.reduce((total, src) => total + sizeOf(src), 0),
      }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
