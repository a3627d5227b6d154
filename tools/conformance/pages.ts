import path from 'node:path'
import { htmlFiles, routeOfHtmlFile } from '../../scripts/lib/first-load'

// Which pages the conformance check reads: the sitemap's, every other page the build
// prerendered, and addresses that must answer with a not-found screen.

/** Unknown ids under each dynamic route: each must answer 404 with a whole screen (issue 19). */
export { NOT_FOUND_PATHS } from '../../tests/support/not-found-screens'

/** A click budget: every sitemap page is this many clicks from `/` or fewer. */
export const MAX_CLICKS = 3

/** The `<loc>` URLs of a sitemap, in order (a plain `urlset`, as `src/app/sitemap.ts` writes). */
export function sitemapUrls(xml: string): string[] {
  const urls: string[] = []
  for (const match of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
    urls.push(
      match[1]!
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&apos;', "'")
        .replaceAll('&amp;', '&'),
    )
  }
  return urls
}

/** Next.js's own shells, which stand for no page of the site. */
const SHELLS = new Set(['/_not-found', '/_global-error'])

/** The paths of every page the build prerendered as HTML (its own error shells left out). */
export function prerenderedPages(distDir: string): string[] {
  const appDir = path.join(distDir, 'server', 'app')
  return htmlFiles(appDir)
    .map((file) => routeOfHtmlFile(appDir, file))
    .filter((route) => !SHELLS.has(route))
    .sort()
}
