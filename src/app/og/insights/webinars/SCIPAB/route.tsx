import { findSitePage } from '@/content/site-pages'
import { scipabWebinar } from '@/content/scipab-webinar'
import { socialCard } from '../../../social-card'

// The SCIPAB session's page is content, not a database row, so its card is drawn once at build
// time and served as a file, like every other page's (og/[[...path]]). This folder takes the
// path before og/insights/webinars/[slug], which draws the database's webinars.
export const dynamic = 'force-static'

export async function GET() {
  const page = findSitePage(scipabWebinar.path)
  if (!page) throw new Error(`no site page at ${scipabWebinar.path}`)
  return socialCard(page)
}
