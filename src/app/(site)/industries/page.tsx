import { ArrowRight } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { ContentIcon } from '@/components/sections/content-icon'
import { PageHeader } from '@/components/sections/page-header'
import { industries, industryHref } from '@/content/industries'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'
import { cn } from '@/lib/cn'

const page = getStaticPage('/industries')

export const metadata = buildMetadata(page)

export default function IndustriesPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <section
        aria-labelledby="industries-list"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2 id="industries-list" className="sr-only">
          Industries we serve
        </h2>
        {/* Four cards in the first row and three in the second on wide screens. */}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-12">
          {industries.map((industry, index) => (
            <li
              key={industry.id}
              data-reveal
              className={cn(
                'flex flex-col rounded-card border border-border bg-white p-7 shadow-card',
                index < 4 ? 'lg:col-span-3' : 'lg:col-span-4',
              )}
            >
              <span className="flex size-12 items-center justify-center rounded-control bg-teal-50 text-teal-700">
                <ContentIcon name={industry.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-navy-900">{industry.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-muted-foreground">{industry.description}</p>
              <Link
                href={industryHref(industry.id)}
                className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-teal-700 underline-offset-4 hover:underline"
              >
                Learn More<span className="sr-only"> about {industry.title}</span>
                <SvgIcon icon={ArrowRight} className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
