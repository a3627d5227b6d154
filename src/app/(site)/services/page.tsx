import { ArrowRight, Check } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { ContentIcon } from '@/components/sections/content-icon'
import { ImageLinkCard } from '@/components/sections/image-link-card'
import { Badge } from '@/components/ui/badge'
import { caseStudies, caseStudyHref } from '@/content/case-studies'
import { deliveryApproaches } from '@/content/delivery-approaches'
import { PageHeader } from '@/components/sections/page-header'
import { expertiseAreas, expertiseHref } from '@/content/expertise-areas'
import { servicesCopy } from '@/content/page-copy'
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
                <SvgIcon icon={ArrowRight} className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {deliveryApproaches.map((approach, index) => (
        <section
          key={approach.anchor}
          id={approach.anchor}
          aria-labelledby={`${approach.anchor}-title`}
          className={index % 2 === 0 ? 'scroll-mt-24 bg-navy-50 py-16' : 'scroll-mt-24 py-16'}
        >
          <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
            <div>
              <h2
                id={`${approach.anchor}-title`}
                className="text-3xl font-bold tracking-tight text-navy-900"
              >
                {approach.title}
              </h2>
              {approach.paragraphs.map((paragraph) => (
                <p
                  key={paragraph.slice(0, 40)}
                  className="mt-5 text-lg leading-8 text-muted-foreground"
                >
                  {paragraph}
                </p>
              ))}
            </div>
            <ul data-reveal className="space-y-3 self-center">
              {approach.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-3 rounded-card bg-white p-4 shadow-card">
                  <SvgIcon icon={Check} className="mt-0.5 size-5 shrink-0 text-teal-700" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section
        aria-labelledby={servicesCopy.sections.caseStudies.anchor}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2
          id={servicesCopy.sections.caseStudies.anchor}
          className="text-3xl font-bold tracking-tight text-navy-900"
        >
          {servicesCopy.sections.caseStudies.title}
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {caseStudies.map((study) => (
            <ImageLinkCard
              key={study.id}
              href={caseStudyHref(study.id)}
              title={study.title}
              image={study.image}
              imageAlt={study.imageAlt}
              sizes="(min-width: 768px) 33vw, 100vw"
              eyebrow={<Badge className="mb-3 w-fit">{study.industry}</Badge>}
              titleClassName="text-lg"
            >
              <p>{study.summary}</p>
            </ImageLinkCard>
          ))}
        </ul>
      </section>
    </>
  )
}
