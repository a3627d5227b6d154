// The routes the benchmark measures and the page-load e2e test checks (tests/e2e/page-load.spec.ts).

/** The routes Lighthouse measures by default: one of each kind of page. */
export const KEY_ROUTES = [
  '/',
  '/expertise/artificial-intelligence',
  '/industries/high-tech',
  '/case-studies/retail-ai-transformation',
  '/insights/thought-leadership',
  '/insights/thought-leadership/ai-agent-frameworks',
  '/about/leadership',
  '/contact',
  '/privacy-and-terms',
  '/insights/webinars',
  '/auth',
] as const

/**
 * Key routes kept out of search engines on purpose: `/auth` says `noindex` (decision 022). There
 * Lighthouse's `is-crawlable` fails by design, so their SEO score is taken without it; every other
 * SEO audit must still pass.
 */
export const UNINDEXED_ROUTES: ReadonlySet<string> = new Set(['/auth'])
