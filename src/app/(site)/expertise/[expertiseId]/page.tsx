import type { Metadata } from 'next'
import { Check } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { StaticImage as Image } from '@/components/ui/static-image'
import { ClosingCta } from '@/components/sections/closing-cta'
import { ContentIcon } from '@/components/sections/content-icon'
import { PageHeader } from '@/components/sections/page-header'
import { SuccessStories } from '@/components/sections/success-stories'
import { JsonLd } from '@/components/seo/json-ld'
import { expertiseAreas, expertiseHref, findExpertiseArea } from '@/content/expertise-areas'
import { expertiseCopy } from '@/content/page-copy'
import { buildMetadata } from '@/lib/metadata'
import { serviceJsonLd } from '@/lib/service-json-ld'
import ExpertiseNotFound from './not-found'

type Props = { params: Promise<{ expertiseId: string }> }

// Only the ids generateStaticParams lists: src/proxy.ts sends any other to this route's twin
// under /unlisted, rendered per request, so no made-up id is rendered here and kept on disk
// (decision 031).
export const dynamicParams = false

export function generateStaticParams() {
  return expertiseAreas.map((area) => ({ expertiseId: area.id }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const area = findExpertiseArea((await params).expertiseId)
  if (!area) return { title: 'Expertise Not Found', robots: { index: false } }
  return buildMetadata({
    title: area.title,
    description: area.description,
    keywords: area.services,
    path: expertiseHref(area.id),
  })
}

export default async function ExpertisePage({ params }: Props) {
  const area = findExpertiseArea((await params).expertiseId)
  // Rendered here, not thrown with notFound(): Next.js sends a thrown one as an empty shell
  // that only JavaScript fills in. src/proxy.ts gives this answer its 404 status (decision 029).
  if (!area) return <ExpertiseNotFound />

  const copy = expertiseCopy(area)
  return (
    <>
      <PageHeader eyebrow="Expertise" title={area.title} lead={<p>{area.description}</p>} />

      <section aria-labelledby={copy.sections.overview.anchor} className="py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
          <div>
            <h2
              id={copy.sections.overview.anchor}
              className="text-3xl font-bold tracking-tight text-navy-900"
            >
              {copy.sections.overview.title}
            </h2>
            {area.overview.map((paragraph) => (
              <p
                key={paragraph.slice(0, 40)}
                className="mt-5 text-lg leading-8 text-muted-foreground"
              >
                {paragraph}
              </p>
            ))}
            <Image
              src={area.image}
              alt={area.imageAlt}
              width={1200}
              height={800}
              sizes="(min-width: 1024px) 55vw, 100vw"
              className="mt-10 aspect-[3/2] w-full rounded-card object-cover"
            />
          </div>
          <div data-reveal className="self-start rounded-card border border-border p-8 shadow-card">
            <h3 className="flex items-center gap-3 text-xl font-semibold text-navy-900">
              <ContentIcon name={area.icon} className="size-6 text-teal-700" />
              {copy.servicesHeading}
            </h3>
            <ul className="mt-6 space-y-5">
              {area.services.map((service, index) => (
                <li key={service} className="flex gap-3">
                  <SvgIcon icon={Check} className="mt-1 size-5 shrink-0 text-teal-700" />
                  <div>
                    <p className="font-semibold text-navy-900">{service}</p>
                    <p className="mt-1 text-sm leading-6 text-muted-foreground">
                      {area.serviceSummaries[index]}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <SuccessStories stories={area.successStories} />

      <ClosingCta title={copy.closingTitle} />

      <JsonLd
        data={serviceJsonLd({
          name: area.title,
          description: area.description,
          path: expertiseHref(area.id),
          offers: area.services,
        })}
      />
    </>
  )
}
