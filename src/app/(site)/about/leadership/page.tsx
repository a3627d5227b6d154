import { PageHeader } from '@/components/sections/page-header'
import { leaders } from '@/content/about'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'
import { LeaderCard } from '../_components/leader-card'

const page = getStaticPage('/about/leadership')

export const metadata = buildMetadata(page)

export default function LeadershipPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      {/* A plain block: each leader card is an article with its own heading. */}
      <div className="bg-navy-50 py-16">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
          {leaders.map((leader, index) => (
            <li key={leader.id} className="flex">
              <LeaderCard leader={leader} lcp={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
