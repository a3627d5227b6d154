import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { htmlFiles, routeOfHtmlFile } from './first-load'

// The Content-Security-Policy's hashes, per prerendered page (decision 023). Next.js inlines its
// bootstrap and the page's RSC payload as `<script>` elements without `src`, so a policy without
// 'unsafe-inline' must name each one. Nonces would force every page to render per request; the
// prerendered HTML never changes after the build, so its inline scripts can be hashed once here
// and `src/proxy.ts` sends each page its own list.

/** Where the build writes the map; `src/proxy.ts` reads it (same name there). */
export const CSP_HASHES_FILE = 'csp-hashes.json'

export type RouteHashes = {
  /** `'sha256-…'` sources of the page's inline scripts, in document order, once each. */
  scripts: string[]
  /**
   * `'sha256-…'` sources of the page's inline `<style>` elements: recorded, not sent while the
   * policy allows inline styles (decision 023: widgets insert `<style>` elements at run time).
   */
  styles: string[]
}

export type CspHashes = {
  version: 2
  routes: Record<string, RouteHashes>
  /**
   * Routes of fixed paths, prerendered or not ('/insights/webinars', '/insights/feed.xml'): the
   * proxy never takes one of them for an id a `[param]` route did not list (decision 031).
   */
  fixedPages: string[]
}

// Script and style elements are raw text: their content runs, unescaped, to the first closing
// tag of the same name, which is what these patterns take.
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const styleElement = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi
const srcAttribute = /(?:^|\s)src\s*=/i
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i

/** Types a browser runs as script (HTML's JavaScript MIME types, `module`, or none at all). */
const EXECUTABLE_TYPES =
  /^(|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/jscript|text\/livescript|text\/javascript1\.[0-5])$/i

/**
 * The text a browser hashes: the element's content after the HTML parser's newline
 * normalisation (CR LF and lone CR become LF), encoded as UTF-8.
 */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`
}

function isExecutable(attributes: string): boolean {
  const match = typeAttribute.exec(attributes)
  if (!match) return true
  return EXECUTABLE_TYPES.test((match[1] ?? match[2] ?? match[3] ?? '').trim())
}

/**
 * The hashes an HTML document needs: every inline script the browser would run (no `src`, a
 * JavaScript type; JSON-LD and other data blocks are never run, so need none) and every inline
 * `<style>` element.
 */
export function hashesOfHtml(html: string): RouteHashes {
  const scripts = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes) || !isExecutable(attributes)) continue
    scripts.add(cspHash(text))
  }
  const styles = new Set<string>()
  for (const [, , text = ''] of html.matchAll(styleElement)) styles.add(cspHash(text))
  return { scripts: [...scripts], styles: [...styles] }
}

type RoutesManifest = { staticRoutes: { page: string }[] }
type PrerenderManifest = { dynamicRoutes: Record<string, { fallback: unknown }> }

/**
 * The routes of fixed paths, from the build's routing manifest. Throws when a `[param]` route
 * with `generateStaticParams` would render a value it did not list on demand and keep the render
 * (`fallback` other than false): every such value, `/industries/<random>` say, would add a page to
 * the disk (issue 25). Such routes set `dynamicParams = false`; src/proxy.ts sends unlisted values
 * to a twin rendered per request instead (decision 031).
 */
export function fixedPagesOf(distDir: string): string[] {
  const read = <T>(name: string) =>
    JSON.parse(fs.readFileSync(path.join(distDir, name), 'utf8')) as T
  const routing = read<RoutesManifest>('routes-manifest.json')
  const prerender = read<PrerenderManifest>('prerender-manifest.json')
  const cachedOnDemand = Object.entries(prerender.dynamicRoutes)
    .filter(([, route]) => route.fallback !== false)
    .map(([page]) => page)
  if (cachedOnDemand.length > 0) {
    throw new Error(
      `${cachedOnDemand.join(', ')} would render ids the build did not list on demand and ` +
        'cache each render: set `export const dynamicParams = false` (decision 031)',
    )
  }
  return routing.staticRoutes.map((route) => route.page)
}

/** The hashes of every prerendered page of a build, keyed by route ('/', '/about', '/_not-found'). */
export function collectCspHashes(distDir: string): CspHashes {
  const appDir = path.join(distDir, 'server', 'app')
  const routes: Record<string, RouteHashes> = {}
  for (const file of htmlFiles(appDir).sort()) {
    routes[routeOfHtmlFile(appDir, file)] = hashesOfHtml(fs.readFileSync(file, 'utf8'))
  }
  return { version: 2, routes, fixedPages: fixedPagesOf(distDir) }
}

/** Writes the map beside the build, where the server reads it at start. */
export function writeCspHashes(distDir: string): CspHashes {
  const hashes = collectCspHashes(distDir)
  fs.writeFileSync(path.join(distDir, CSP_HASHES_FILE), `${JSON.stringify(hashes)}\n`)
  return hashes
}
