import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { ContentIcon } from '@/components/sections/content-icon'
import { PageHeader } from '@/components/sections/page-header'
import { expertiseAreas, expertiseHref } from '@/content/expertise-areas'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/services')

export const metadata = buildMetadata(page)

export default function ServicesPage() {
  return (
    <>
      <PageHeader
        title={page.title}
        lead="Six practice areas, one accountable team. Each engagement is led by a senior consultant who stays from the first workshop to the last release."
      />
      <section
        aria-labelledby="service-areas"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2 id="service-areas" className="sr-only">
          Service areas
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {expertiseAreas.map((area) => (
            <li
              key={area.id}
              data-reveal
              className="flex flex-col rounded-card border border-border bg-white p-7 shadow-card transition-shadow hover:shadow-card-hover"
            >
              <span className="flex size-12 items-center justify-center rounded-control bg-teal-50 text-teal-700">
                <ContentIcon name={area.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-navy-900">{area.title}</h3>
              <ul className="mt-3 flex-1 space-y-1.5 text-muted-foreground">
                {area.services.slice(0, 2).map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
              <Link
                href={expertiseHref(area.id)}
                className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-teal-700 underline-offset-4 hover:underline"
              >
                View Service<span className="sr-only">: {area.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
