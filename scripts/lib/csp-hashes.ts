import { createHash, randomBytes } from 'node:crypto'
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

/**
 * How the proxy recognises a page Next.js renders on demand and then caches (a `[param]` route
 * with `generateStaticParams` asked for a value it did not prerender: the '… Not Found' screens).
 * Its HTML keeps the nonce of its first render, so it gets a nonce derived from the path with a
 * key made for this build instead of a random one (decision 023).
 */
export type OnDemandRoutes = {
  /** HMAC key for the derived nonces, new with every build. */
  key: string
  /** Pages of fixed paths: never rendered on demand for another path. */
  staticPages: string[]
  /** Dynamic routes in Next.js's matching order; `cached` when rendered on demand and kept. */
  dynamicRoutes: { regex: string; cached: boolean }[]
}

export type CspHashes = {
  version: 1
  routes: Record<string, RouteHashes>
  onDemand: OnDemandRoutes
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

type RoutesManifest = {
  staticRoutes: { page: string }[]
  dynamicRoutes: { page: string; regex: string }[]
}
type PrerenderManifest = { dynamicRoutes: Record<string, { fallback: unknown }> }

/** From the build's routing manifests: which request paths Next.js renders on demand and caches. */
export function onDemandRoutes(distDir: string, key: string): OnDemandRoutes {
  const read = <T>(name: string) =>
    JSON.parse(fs.readFileSync(path.join(distDir, name), 'utf8')) as T
  const routing = read<RoutesManifest>('routes-manifest.json')
  const prerender = read<PrerenderManifest>('prerender-manifest.json')
  return {
    key,
    staticPages: routing.staticRoutes.map((route) => route.page),
    dynamicRoutes: routing.dynamicRoutes.map((route) => ({
      regex: route.regex,
      // `fallback: null`: values not prerendered are rendered when asked for, then cached.
      cached: prerender.dynamicRoutes[route.page]?.fallback === null,
    })),
  }
}

/** The hashes of every prerendered page of a build, keyed by route ('/', '/about', '/_not-found'). */
export function collectCspHashes(
  distDir: string,
  key = randomBytes(32).toString('base64'),
): CspHashes {
  const appDir = path.join(distDir, 'server', 'app')
  const routes: Record<string, RouteHashes> = {}
  for (const file of htmlFiles(appDir).sort()) {
    routes[routeOfHtmlFile(appDir, file)] = hashesOfHtml(fs.readFileSync(file, 'utf8'))
  }
  return { version: 1, routes, onDemand: onDemandRoutes(distDir, key) }
}

/** Writes the map beside the build, where the server reads it at start. */
export function writeCspHashes(distDir: string): CspHashes {
  const hashes = collectCspHashes(distDir)
  fs.writeFileSync(path.join(distDir, CSP_HASHES_FILE), `${JSON.stringify(hashes)}\n`)
  return hashes
}
