import { ClosingCta } from '@/components/sections/closing-cta'
import { ImageLinkCard } from '@/components/sections/image-link-card'
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
            <ImageLinkCard
              key={area.id}
              href={`${expertiseHref(area.id)}#success-stories`}
              title={area.title}
              image={area.image}
              imageAlt={area.imageAlt}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              cta="Read the stories"
            >
              <ul className="space-y-1.5">
                {area.successStories.map((story) => (
                  <li key={story.name}>{story.name}</li>
                ))}
              </ul>
            </ImageLinkCard>
          ))}
        </ul>
      </section>
      <ClosingCta title="Your organization could be our next success story" />
    </>
  )
}
