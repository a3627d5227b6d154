import { ArrowRight } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { PageHeader } from '@/components/sections/page-header'
import { aboutIntro, aboutLinks, acronym, mission } from '@/content/about'
import { getStaticPage } from '@/content/pages'
import { aboutCopy, approachHeading } from '@/content/page-copy'
import { buildMetadata } from '@/lib/metadata'
import { cn } from '@/lib/cn'

const page = getStaticPage('/about')

export const metadata = buildMetadata(page)

export default function AboutPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{aboutIntro}</p>} />
      <section
        aria-labelledby={aboutCopy.sections.mission.anchor}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2
              id={aboutCopy.sections.mission.anchor}
              className="text-3xl font-bold tracking-tight text-navy-900"
            >
              {aboutCopy.sections.mission.title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-muted-foreground">{mission}</p>
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-navy-900">
              {approachHeading(acronym.map((value) => value.letter).join(''))}
            </h2>
            <p className="mt-4 text-lg leading-8 text-muted-foreground">
              {acronym.map((value) => value.title).join(', ')}.
            </p>
          </div>
        </div>
      </section>
      <section aria-labelledby="learn-more" className="bg-navy-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="learn-more" className="sr-only">
            More about us
          </h2>
          {/* The first three in one row, the other two below them. */}
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
            {aboutLinks.map((link, index) => (
              <li
                key={link.href}
                data-reveal
                className={cn(
                  'flex flex-col rounded-card bg-white p-7 shadow-card',
                  index < 3 ? 'lg:col-span-2' : 'lg:col-span-3',
                )}
              >
                <h3 className="text-xl font-semibold text-navy-900">{link.title}</h3>
                <p className="mt-2 flex-1 leading-7 text-muted-foreground">{link.blurb}</p>
                <Link
                  href={link.href}
                  className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-teal-700 underline-offset-4 hover:underline"
                >
                  Learn More<span className="sr-only"> about {link.title}</span>
                  <SvgIcon icon={ArrowRight} className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
