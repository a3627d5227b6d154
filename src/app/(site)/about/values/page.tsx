import Link from 'next/link'
import { PageHeader } from '@/components/sections/page-header'
import { TextCard } from '@/components/sections/text-card'
import { Button } from '@/components/ui/button'
import { companyValues } from '@/content/about'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/about/values')

export const metadata = buildMetadata(page)

export default function ValuesPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <section aria-labelledby="values" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="values" className="sr-only">
          Our six values
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {companyValues.map((value) => (
            <TextCard key={value.title} title={value.title}>
              {value.description}
            </TextCard>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <p className="text-lg text-muted-foreground">
            Want to see these values at work on your project?
          </p>
          <Button asChild size="lg" className="mt-5">
            <Link href="/contact">Connect With Us</Link>
          </Button>
        </div>
      </section>
    </>
  )
}
