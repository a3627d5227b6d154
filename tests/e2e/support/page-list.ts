import { sitePages } from '@/content/site-pages'
import { webinarSeeds } from '@/content/webinars'
import { webinarPath } from '@/features/webinars/webinar'

// Run by playwright.config.ts before any test file loads (`node --conditions=react-server
// --import tsx`): the paths the e2e server's sitemap lists, from the same sources the sitemap
// reads (the site's pages and the webinars a new database is seeded with), printed as JSON. The
// per-page tests are generated from it; every-page-html.spec.ts checks it against the sitemap the
// server actually sends, so a page missing here fails there by name.

const pages = sitePages()
  .filter((page) => page.indexable)
  .map((page) => page.path)
const webinars = webinarSeeds
  .filter((seed) => seed.isPublished)
  .map((seed) => webinarPath(seed.slug))
  .filter((path) => path !== '/insights/webinars/SCIPAB')

console.log(JSON.stringify([...pages, ...webinars]))
