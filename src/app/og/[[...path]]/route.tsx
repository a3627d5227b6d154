import { findSitePage, sitePages } from '@/content/site-pages'
import { socialCard } from '../social-card'

// One social card per page, rendered once at build time and served as a static file.
export const dynamic = 'force-static'
export const dynamicParams = false

type Params = { params: Promise<{ path?: string[] }> }

/** Pages under /insights/webinars/ get their cards from og/insights/webinars/[slug] instead. */
const drawnOnRequest = (path: string) => path.startsWith('/insights/webinars/')

export function generateStaticParams() {
  return sitePages()
    .filter((page) => !drawnOnRequest(page.path))
    .map((page) => ({ path: page.path === '/' ? [] : page.path.slice(1).split('/') }))
}

export async function GET(_request: Request, { params }: Params) {
  const segments = (await params).path ?? []
  const page = findSitePage(`/${segments.join('/')}`)
  if (!page) return new Response('Not found', { status: 404 })
  return socialCard(page)
}
