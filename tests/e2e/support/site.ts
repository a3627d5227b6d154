import type { APIRequestContext } from '@playwright/test'
import { NOT_FOUND_PATHS } from '#test-support/not-found-screens'

/** The configured public origin (canonical links, sitemap, structured data). */
export const SITE_ORIGIN = 'https://northbridge.example'

/** Pages that exist but stay out of the sitemap: placeholders, alias routes and account screens. */
export const UNLISTED_PATHS = [
  '/working-on-it',
  '/career',
  '/social/linkedin',
  '/privacy',
  '/terms',
  '/case-studies',
  '/services/cloud',
  '/clients',
  '/faq',
  '/insights/neocloud-providers',
  // The account screens: for visitors, not search engines (noindex).
  '/auth',
  '/auth/reset-password',
  // A session's registration page (noindex): one step of registering.
  '/insights/webinars/data-products-that-last/register',
]

/**
 * Pages for one person only, rendered per request: behind an e-mailed link's token, or for the
 * signed-in account. In no sitemap or search index, noindex, no referrer.
 */
export const PRIVATE_PATHS = [
  '/consultations/cancel',
  '/consultations/reschedule',
  '/account/consultations',
  '/insights/webinars/subscription/confirm',
  '/insights/webinars/subscription/unsubscribe',
  '/insights/webinars/subscription/resubscribe',
  '/insights/webinars/registration/cancel',
  '/insights/webinars/registration/join',
]

/** '… Not Found' screens of dynamic routes (HTTP 404, still full pages). */
export { NOT_FOUND_PATHS }

/**
 * The sitemap's paths as the config read them before any test loaded (support/page-list.ts): the
 * per-page tests are generated from them. seo.spec.ts checks them against the served sitemap.
 */
export const LISTED_PATHS: readonly string[] = JSON.parse(
  process.env.E2E_SITEMAP_PATHS ?? '[]',
) as string[]

/** Every page served with 200, known before the tests run: the sitemap plus the unlisted ones. */
export const PAGE_PATHS: readonly string[] = [...LISTED_PATHS, ...UNLISTED_PATHS]

/** A missing file: the catch-all route's plain 404 (the not-found page, rendered per request). */
export const MISSING_FILE = '/images/no-such-picture.png'

/** Every page a visitor can land on, with whatever status it is served. */
export const EVERY_PAGE: readonly string[] = [
  ...PAGE_PATHS,
  ...PRIVATE_PATHS,
  ...NOT_FOUND_PATHS,
  MISSING_FILE,
]

/** Site paths from the sitemap, the list search engines get. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname || '/',
  )
}

/** Every page served with 200: the sitemap plus the unlisted ones. */
export async function allPagePaths(request: APIRequestContext): Promise<string[]> {
  return [...(await sitemapPaths(request)), ...UNLISTED_PATHS]
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      const parsed = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[]
      return Array.isArray(parsed) ? parsed : [parsed]
    },
  )
}
