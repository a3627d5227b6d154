import { ArrowRight, Check, Rss } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { PageHeader } from '@/components/sections/page-header'
import { insightsHubs } from '@/content/insights'
import { getStaticPage } from '@/content/pages'
import { INSIGHTS_FEED_PATH } from '@/lib/insights-feed-link'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/insights')

export const metadata = buildMetadata(page)

export default function InsightsPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <ul className="mx-auto grid max-w-5xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        {insightsHubs.map((hub) => (
          <li
            key={hub.href}
            data-reveal
            className="relative flex flex-col rounded-card border border-border p-8 shadow-card transition-shadow hover:shadow-card-hover"
          >
            <h2 className="text-2xl font-bold text-navy-900">
              <Link href={hub.href} className="after:absolute after:inset-0">
                {hub.title}
              </Link>
            </h2>
            <p className="mt-3 leading-7 text-muted-foreground">{hub.text}</p>
            <ul className="mt-6 flex-1 space-y-2">
              {hub.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <SvgIcon icon={Check} className="size-5 text-teal-700" />
                  {feature}
                </li>
              ))}
            </ul>
            <SvgIcon icon={ArrowRight} className="mt-6 size-5 text-teal-700" />
          </li>
        ))}
      </ul>
      <p className="mx-auto max-w-5xl px-4 pb-16 text-muted-foreground sm:px-6 lg:px-8">
        <a
          href={INSIGHTS_FEED_PATH}
          className="inline-flex items-center gap-2 font-semibold text-teal-700 underline"
        >
          <SvgIcon icon={Rss} className="size-4" />
          Follow our insights in your feed reader
        </a>{' '}
        (Atom feed).
      </p>
    </>
  )
}
