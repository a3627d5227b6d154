import { PageHeader } from '@/components/sections/page-header'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'
import { WebinarSections } from './_components/webinar-sections'
import { loadPublishedWebinars } from './load-webinars'

const page = getStaticPage('/insights/webinars')

export const metadata = buildMetadata(page)

// Rendered on each request from the database, so a webinar staff publish with `npm run webinars`
// is on the page at once, with no rebuild (decision 015).
export const dynamic = 'force-dynamic'

export default async function WebinarsPage() {
  const webinars = await loadPublishedWebinars()
  return (
    <>
      <PageHeader title="Webinars" lead={<p>{page.description}</p>} />
      <WebinarSections webinars={webinars} now={new Date()} />
    </>
  )
}
