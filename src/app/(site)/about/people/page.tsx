import Link from 'next/link'
import { PageHeader } from '@/components/sections/page-header'
import { Button } from '@/components/ui/button'
import { peopleCards } from '@/content/contact'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/about/people')

export const metadata = buildMetadata(page)

export default function PeoplePage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <section className="mx-auto grid max-w-5xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        {peopleCards.map((card, index) => (
          <div key={card.title} className="rounded-card border border-border p-8 shadow-card">
            <h2 className="text-2xl font-bold text-navy-900">{card.title}</h2>
            <p className="mt-3 leading-7 text-muted-foreground">{card.text}</p>
            <Button asChild variant={index === 0 ? 'primary' : 'outline'} className="mt-6">
              <Link href={card.link.href}>{card.link.label}</Link>
            </Button>
          </div>
        ))}
      </section>
    </>
  )
}
