import { ArrowRight } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { PageHeader } from '@/components/sections/page-header'
import { expertiseSections } from '@/content/expertise-overview'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/expertise')

export const metadata = buildMetadata(page)

export default function ExpertiseOverviewPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>}>
        <nav aria-label="Expertise sections" className="mt-8">
          <ul className="flex flex-wrap gap-3">
            {expertiseSections.map((section) => (
              <li key={section.anchor}>
                <a
                  href={`#${section.anchor}`}
                  className="inline-block rounded-full bg-white/10 px-4 py-2 text-sm font-medium hover:bg-white/20"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {expertiseSections.map((section, index) => (
        <section
          key={section.anchor}
          id={section.anchor}
          aria-labelledby={`${section.anchor}-title`}
          className={index % 2 === 1 ? 'scroll-mt-24 bg-navy-50 py-16' : 'scroll-mt-24 py-16'}
        >
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2
              id={`${section.anchor}-title`}
              className="text-3xl font-bold tracking-tight text-navy-900"
            >
              {section.title}
            </h2>
            <p className="mt-3 max-w-3xl text-lg leading-8 text-muted-foreground">
              {section.intro}
            </p>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {section.cards.map((card) => (
                <li
                  key={card.title}
                  data-reveal
                  className="relative flex flex-col rounded-card border border-border bg-white p-6 shadow-card transition-shadow hover:shadow-card-hover"
                >
                  <h3 className="text-lg font-semibold text-navy-900">
                    <Link href={card.href} className="after:absolute after:inset-0">
                      {card.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 leading-7 text-muted-foreground">{card.description}</p>
                  <SvgIcon icon={ArrowRight} className="mt-4 size-5 text-teal-700" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  )
}
