import type { Metadata } from 'next'
import { Check } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { StaticImage as Image } from '@/components/ui/static-image'
import { ClosingCta } from '@/components/sections/closing-cta'
import { PageHeader } from '@/components/sections/page-header'
import { SuccessStories } from '@/components/sections/success-stories'
import { findIndustry, industries, industryHref } from '@/content/industries'
import { industryCopy } from '@/content/page-copy'
import { buildMetadata } from '@/lib/metadata'
import IndustryNotFound from './not-found'

type Props = { params: Promise<{ industryId: string }> }

// Only the ids generateStaticParams lists: src/proxy.ts sends any other to this route's twin
// under /unlisted, rendered per request, so no made-up id is rendered here and kept on disk
// (decision 031).
export const dynamicParams = false

export function generateStaticParams() {
  return industries.map((industry) => ({ industryId: industry.id }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const industry = findIndustry((await params).industryId)
  if (!industry) return { title: 'Industry Not Found', robots: { index: false } }
  return buildMetadata({
    title: industry.title,
    description: industry.description,
    keywords: [industry.title, ...industry.sectors],
    path: industryHref(industry.id),
  })
}

export default async function IndustryPage({ params }: Props) {
  const industry = findIndustry((await params).industryId)
  // Rendered here, not thrown with notFound(): Next.js sends a thrown one as an empty shell
  // that only JavaScript fills in. src/proxy.ts gives this answer its 404 status (decision 029).
  if (!industry) return <IndustryNotFound />

  const copy = industryCopy(industry)
  return (
    <>
      <PageHeader
        eyebrow="Industries"
        title={industry.title}
        lead={<p>{industry.description}</p>}
      />

      <section
        aria-labelledby={copy.sections.overview.anchor}
        className="relative isolate overflow-hidden bg-navy-900 py-20 text-white"
      >
        <Image
          src={industry.image}
          alt={industry.imageAlt}
          fill
          sizes="100vw"
          className="-z-20 object-cover opacity-60"
          lcp
        />
        <div className="absolute inset-0 -z-10 bg-navy-950/75" />
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
          <div>
            <h2 id={copy.sections.overview.anchor} className="text-3xl font-bold tracking-tight">
              {copy.sections.overview.title}
            </h2>
            {industry.overview.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-5 text-lg leading-8 text-navy-100">
                {paragraph}
              </p>
            ))}
            <p className="mt-8 text-sm font-semibold tracking-wide text-teal-300 uppercase">
              Sectors
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {industry.sectors.map((sector) => (
                <li key={sector} className="rounded-full bg-white/10 px-3 py-1 text-sm">
                  {sector}
                </li>
              ))}
            </ul>
          </div>
          <div
            data-reveal
            className="self-start rounded-card bg-white p-8 text-foreground shadow-card"
          >
            <h3 className="text-xl font-semibold text-navy-900">{copy.servicesHeading}</h3>
            <ul className="mt-6 space-y-4">
              {industry.services.map((service) => (
                <li key={service} className="flex gap-3">
                  <SvgIcon icon={Check} className="mt-1 size-5 shrink-0 text-teal-700" />
                  <span className="leading-7">{service}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <SuccessStories stories={industry.successStories} />

      <ClosingCta title={copy.closingTitle} />
    </>
  )
}
