import { ArrowRight } from 'lucide-react'
import Image from 'next/image'
import Link from 'next/link'
import { ClosingCta } from '@/components/sections/closing-cta'
import { PageHeader } from '@/components/sections/page-header'
import { expertiseAreas, expertiseHref } from '@/content/expertise-areas'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/client-success-stories')

export const metadata = buildMetadata(page)

export default function ClientSuccessStoriesPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <section aria-labelledby="offerings" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="offerings" className="sr-only">
          Stories by service offering
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {expertiseAreas.map((area) => (
            <li
              key={area.id}
              data-reveal
              className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-card-hover"
            >
              <Image
                src={area.image}
                alt={area.imageAlt}
                width={1200}
                height={800}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-navy-900">
                  <Link
                    href={`${expertiseHref(area.id)}#success-stories`}
                    className="after:absolute after:inset-0"
                  >
                    {area.title}
                  </Link>
                </h3>
                <ul className="mt-3 flex-1 space-y-1.5 text-muted-foreground">
                  {area.successStories.map((story) => (
                    <li key={story.name}>{story.name}</li>
                  ))}
                </ul>
                <span
                  aria-hidden="true"
                  className="mt-5 inline-flex items-center gap-1.5 font-semibold text-teal-700 group-hover:underline"
                >
                  Read the stories <ArrowRight className="size-4" />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ClosingCta title="Your organization could be our next success story" />
    </>
  )
}
