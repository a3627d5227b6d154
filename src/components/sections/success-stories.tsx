import { StaticImage as Image } from '@/components/ui/static-image'
import { successStoriesSection } from '@/content/page-copy'
import type { SuccessStory } from '@/content/schemas'
import { EnlargeableImage } from './enlargeable-image'

type SuccessStoriesProps = {
  stories: readonly SuccessStory[]
  /** The heading's id, also the #success-stories target of links from elsewhere. */
  id?: string
}

/** 'Selected Client Success Stories': three cards whose pictures open enlarged. */
export function SuccessStories({
  stories,
  id = successStoriesSection.anchor,
}: SuccessStoriesProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 bg-navy-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-navy-900">
          {successStoriesSection.title}
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {stories.map((story) => (
            <li
              key={story.name}
              data-reveal
              className="flex flex-col overflow-hidden rounded-card bg-white shadow-card"
            >
              <EnlargeableImage
                title={story.name}
                alt={story.imageAlt}
                preview={
                  <Image
                    src={story.image}
                    alt=""
                    width={800}
                    height={600}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    className="aspect-[4/3] w-full object-cover"
                  />
                }
                src={story.image}
                width={800}
                height={600}
              />
              <div className="p-6">
                <h3 className="text-lg font-semibold text-navy-900">{story.name}</h3>
                <p className="mt-2 leading-7 text-muted-foreground">{story.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
