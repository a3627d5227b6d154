import { hashesForPath, isCachedOnDemand, type CspHashMap } from '@/lib/content-security-policy'

// The '… Not Found' screens (Industry, Expertise, Case Study, Article, Webinar) must arrive as
// whole pages in the server's HTML with status 404. Next.js sends a page that throws notFound()
// while it renders on demand as an empty document that only JavaScript fills in
// (vercel/next.js#95613), so those pages render their screen themselves, and the proxy, which
// knows which paths name nothing, marks the answer; scripts/serve.mjs turns the mark into the
// 404 status and removes it (decision 029).

/** The response header carrying the status; the same name as in scripts/lib/status-from-proxy.mjs. */
export const STATUS_HEADER = 'x-northbridge-status'

/** Routes whose pages answer an unknown id with a '… Not Found' screen of their own. */
const CONTENT_SCREEN_ROUTES: readonly RegExp[] = [
  /^\/industries\/[^/]+$/,
  /^\/expertise\/[^/]+$/,
  /^\/case-studies\/[^/]+$/,
  /^\/insights\/thought-leadership\/[^/]+$/,
  /^\/insights\/[^/]+$/,
]

const WEBINAR_PAGE = /^\/insights\/webinars\/([^/]+)$/

/**
 * True for a path of a content route (ids fixed at build time) that the build did not prerender:
 * an id that does not exist, such as /industries/no-such-industry.
 */
export function namesMissingContent(map: CspHashMap, pathname: string): boolean {
  return (
    CONTENT_SCREEN_ROUTES.some((route) => route.test(pathname)) &&
    hashesForPath(map, pathname) === undefined &&
    isCachedOnDemand(map, pathname)
  )
}

/**
 * True for a webinar page whose slug names no published webinar. Webinars live in the database,
 * so `isPublished` asks it; when it cannot answer, the page decides (and fails on its own).
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
