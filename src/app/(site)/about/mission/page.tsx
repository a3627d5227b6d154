import { PageHeader } from '@/components/sections/page-header'
import { TextCard } from '@/components/sections/text-card'
import { acronym, drivers, mission } from '@/content/about'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'
import { AcronymLetters } from '../_components/acronym-letters'

const page = getStaticPage('/about/mission')

export const metadata = buildMetadata(page)

export default function MissionPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <section
        aria-labelledby="approach"
        className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:px-8"
      >
        <h2 id="approach" className="text-3xl font-bold tracking-tight text-navy-900">
          Our approach, letter by letter
        </h2>
        <p className="mt-3 text-muted-foreground">
          Hover over or focus a letter to see what it stands for.
        </p>
        <div className="mt-10">
          <AcronymLetters values={acronym} />
        </div>
      </section>
      <section aria-labelledby="mission-statement" className="bg-navy-900 py-16 text-white">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h2
            id="mission-statement"
            className="text-sm font-semibold tracking-wide text-teal-300 uppercase"
          >
            Our mission
          </h2>
          <p className="mt-4 text-2xl leading-10 font-medium text-balance">{mission}</p>
        </div>
      </section>
      <section aria-labelledby="drivers" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="drivers" className="text-center text-3xl font-bold tracking-tight text-navy-900">
          What drives us
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {drivers.map((driver) => (
            <TextCard key={driver.title} title={driver.title}>
              {driver.description}
            </TextCard>
          ))}
        </ul>
      </section>
    </>
  )
}
