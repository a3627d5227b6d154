import type { Metadata } from 'next'
import {
  Clock,
  DollarSign,
  Gauge,
  Percent,
  ShieldCheck,
  TrendingDown,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { StaticImage as Image } from '@/components/ui/static-image'
import Link from 'next/link'
import { DetailHeader } from '@/components/sections/detail-header'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { caseStudies, caseStudyHref, findCaseStudy } from '@/content/case-studies'
import { timelineHeading } from '@/content/page-copy'
import type { CaseStudy } from '@/content/schemas'
import { buildMetadata } from '@/lib/metadata'
import CaseStudyNotFound from './not-found'

type Props = { params: Promise<{ caseStudyId: string }> }

const METRIC_ICONS: Record<CaseStudy['metrics'][number]['icon'], LucideIcon> = {
  'trending-up': TrendingUp,
  'trending-down': TrendingDown,
  clock: Clock,
  'dollar-sign': DollarSign,
  users: Users,
  'shield-check': ShieldCheck,
  gauge: Gauge,
  percent: Percent,
}

// Only the ids generateStaticParams lists: src/proxy.ts sends any other to this route's twin
// under /unlisted, rendered per request, so no made-up id is rendered here and kept on disk
// (decision 031).
export const dynamicParams = false

export function generateStaticParams() {
  return caseStudies.map((study) => ({ caseStudyId: study.id }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = findCaseStudy((await params).caseStudyId)
  if (!study) return { title: 'Case Study Not Found', robots: { index: false } }
  return buildMetadata({
    title: study.title,
    description: study.summary,
    keywords: [study.industry, ...study.technologies],
    path: caseStudyHref(study.id),
  })
}

function StoryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      data-reveal
      aria-label={title}
      className="rounded-card border border-border bg-white p-8 shadow-card"
    >
      <h2 className="text-2xl font-bold text-navy-900">{title}</h2>
      <div className="mt-4 leading-7 text-muted-foreground">{children}</div>
    </section>
  )
}

export default async function CaseStudyPage({ params }: Props) {
  const study = findCaseStudy((await params).caseStudyId)
  // Rendered here, not thrown with notFound(): Next.js sends a thrown one as an empty shell
  // that only JavaScript fills in. src/proxy.ts gives this answer its 404 status (decision 029).
  if (!study) return <CaseStudyNotFound />

  return (
    <article>
      <DetailHeader
        back={{ href: '/services', label: 'Back to Services' }}
        badge={study.industry}
        title={study.title}
        width="wide"
      >
        <p className="mt-3 text-navy-100">{study.client}</p>
        <p className="mt-6 max-w-3xl text-lg leading-8 text-navy-100">
          <span className="font-semibold text-white">The challenge: </span>
          {study.challenge}
        </p>
      </DetailHeader>

      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 className="sr-only">Results at a glance</h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {study.metrics.map((metric) => {
            const Icon = METRIC_ICONS[metric.icon]
            return (
              <li key={metric.label} className="rounded-card bg-navy-50 p-6">
                <SvgIcon icon={Icon} className="size-6 text-teal-700" />
                <p className="mt-3 text-3xl font-bold text-navy-900">{metric.value}</p>
                <p className="mt-1 text-sm text-muted-foreground">{metric.label}</p>
              </li>
            )
          })}
        </ul>

        <Image
          src={study.image}
          alt={study.imageAlt}
          width={1200}
          height={800}
          sizes="(min-width: 1280px) 80rem, 100vw"
          className="mt-12 aspect-[21/9] w-full rounded-card object-cover"
          // Above the fold on a desktop screen, where it is the largest thing painted.
          lcp
        />

        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <StoryCard title="Situation">
            <p>{study.situation}</p>
          </StoryCard>
          <StoryCard title="Task">
            <p>{study.task}</p>
          </StoryCard>
          <StoryCard title="Action">
            <ol className="list-decimal space-y-2 pl-5">
              {study.action.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </StoryCard>
          <StoryCard title="Result">
            <p>{study.result}</p>
            <h3 className="mt-6 font-semibold text-navy-900">Technologies</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {study.technologies.map((technology) => (
                <li key={technology}>
                  <Badge variant="secondary">{technology}</Badge>
                </li>
              ))}
            </ul>
            <h3 className="mt-6 font-semibold text-navy-900">{timelineHeading(study)}</h3>
            <ol className="mt-3 space-y-2">
              {study.timeline.phases.map((phase) => (
                <li
                  key={phase.name}
                  className="flex justify-between gap-4 border-b border-border pb-2 last:border-0"
                >
                  <span className="text-navy-900">{phase.name}</span>
                  <span className="shrink-0 text-sm">{phase.duration}</span>
                </li>
              ))}
            </ol>
          </StoryCard>
        </div>

        <div className="mt-14 flex justify-center">
          <Button asChild size="lg">
            <Link href="/contact">Schedule a Consultation</Link>
          </Button>
        </div>
      </div>
    </article>
  )
}
