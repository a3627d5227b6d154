import { hashesForPath, isFixedPage, type CspHashMap } from '@/lib/content-security-policy'

// The '… Not Found' screens (Industry, Expertise, Case Study, Article, Webinar) must arrive as
// whole pages in the server's HTML with status 404. Next.js sends a page that throws notFound()
// while it renders on demand as an empty document that only JavaScript fills in
// (vercel/next.js#95613), so those pages render their screen themselves, and the proxy, which
// knows which paths name nothing, marks the answer; server/serve.mjs turns the mark into the
// 404 status and removes it (decision 029).
//
// An id the build did not list must never be rendered by its own route: Next.js would keep that
// render on disk, about 225 KB for every made-up id (issue 25). Those routes take only the ids
// they list (`dynamicParams = false`); the proxy rewrites any other id to the route's twin under
// UNLISTED_PREFIX, the same page rendered per request and never cached, while the visitor's
// address (and so the breadcrumb trail) stays as requested (decision 031).

/** The response header carrying the status; the same name as in server/status-from-proxy.mjs. */
export const STATUS_HEADER = 'x-northbridge-status'

/** Where the twins live: `src/app/(site)/unlisted/…`, one per route below, same path beneath. */
export const UNLISTED_PREFIX = '/unlisted'

/**
 * Routes whose ids the build lists (`generateStaticParams` with `dynamicParams = false`), each
 * with a twin under UNLISTED_PREFIX. `notFound`: an unlisted id is a '… Not Found' screen (404);
 * otherwise the route shows the same screen for any id (the services screen, the coming-soon
 * placeholder), with status 200 as before.
 */
const LISTED_ROUTES: readonly { path: RegExp; notFound: boolean }[] = [
  { path: /^\/industries\/[^/]+$/, notFound: true },
  { path: /^\/expertise\/[^/]+$/, notFound: true },
  { path: /^\/case-studies\/[^/]+$/, notFound: true },
  { path: /^\/insights\/thought-leadership\/[^/]+$/, notFound: true },
  { path: /^\/insights\/[^/]+$/, notFound: true },
  { path: /^\/services\/[^/]+$/, notFound: false },
  { path: /^\/social\/[^/]+$/, notFound: false },
]

/**
 * For a path of a listed route whose id the build did not prerender (/industries/no-such-industry,
 * /services/anything): where its twin renders it, and whether the answer is a 404. Undefined for
 * prerendered pages, fixed paths (/insights/webinars) and every other route.
 */
export function unlistedId(
  map: CspHashMap,
  pathname: string,
): { rewriteTo: string; notFound: boolean } | undefined {
  const route = LISTED_ROUTES.find(({ path }) => path.test(pathname))
  if (!route || hashesForPath(map, pathname) !== undefined || isFixedPage(map, pathname)) {
    return undefined
  }
  return { rewriteTo: `${UNLISTED_PREFIX}${pathname}`, notFound: route.notFound }
}

/** A request for a twin's own address: only the proxy's rewrites may reach those. */
export function isUnlistedAddress(pathname: string): boolean {
  return pathname === UNLISTED_PREFIX || pathname.startsWith(`${UNLISTED_PREFIX}/`)
}

const WEBINAR_PAGE = /^\/insights\/webinars\/([^/]+)$/

/**
 * True for a webinar page whose slug names no published webinar. Webinars live in the database,
 * so `isPublished` asks it; when it cannot answer, the page decides (and fails on its own).
 * Webinar pages render per request, so nothing of an unknown slug is kept.
 */
export async function namesMissingWebinar(
  map: CspHashMap,
  pathname: string,
  isPublished: (slug: string) => Promise<boolean>,
): Promise<boolean> {
  const match = WEBINAR_PAGE.exec(pathname)
  // Fixed pages under /insights/webinars (the SCIPAB page) are prerendered.
  if (!match || hashesForPath(map, pathname) !== undefined) return false
  try {
    return !(await isPublished(decodeURIComponent(match[1] ?? '')))
  } catch {
    return false
  }
}
