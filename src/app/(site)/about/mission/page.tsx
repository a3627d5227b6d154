import { PageHeader } from '@/components/sections/page-header'
import { TextCard } from '@/components/sections/text-card'
import { acronym, drivers, mission } from '@/content/about'
import { getStaticPage } from '@/content/pages'
import { missionCopy } from '@/content/page-copy'
import { buildMetadata } from '@/lib/metadata'
import { AcronymLetters } from '../_components/acronym-letters'

const page = getStaticPage('/about/mission')
const { approach, statement, drivers: driversSection } = missionCopy.sections

export const metadata = buildMetadata(page)

export default function MissionPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <section
        aria-labelledby={approach.anchor}
        className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 lg:px-8"
      >
        <h2 id={approach.anchor} className="text-3xl font-bold tracking-tight text-navy-900">
          {approach.title}
        </h2>
        {/* An instruction for the widget, not words about the firm: not indexed. */}
        <p className="mt-3 text-muted-foreground">
          Hover over or focus a letter to see what it stands for.
        </p>
        <div className="mt-10">
          <AcronymLetters values={acronym} />
        </div>
      </section>
      <section aria-labelledby={statement.anchor} className="bg-navy-900 py-16 text-white">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h2
            id={statement.anchor}
            className="text-sm font-semibold tracking-wide text-teal-300 uppercase"
          >
            {statement.title}
          </h2>
          <p className="mt-4 text-2xl leading-10 font-medium text-balance">{mission}</p>
        </div>
      </section>
      <section
        aria-labelledby={driversSection.anchor}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2
          id={driversSection.anchor}
          className="text-center text-3xl font-bold tracking-tight text-navy-900"
        >
          {driversSection.title}
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
