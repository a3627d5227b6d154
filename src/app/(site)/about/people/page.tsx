import Link from 'next/link'
import { PageHeader } from '@/components/sections/page-header'
import { Button } from '@/components/ui/button'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/about/people')

export const metadata = buildMetadata(page)

export default function PeoplePage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <section className="mx-auto grid max-w-5xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        <div className="rounded-card border border-border p-8 shadow-card">
          <h2 className="text-2xl font-bold text-navy-900">Join the team</h2>
          <p className="mt-3 leading-7 text-muted-foreground">
            We hire consultants who like hard problems, share what they know and stay with a client
            until the work runs without them.
          </p>
          <Button asChild className="mt-6">
            <Link href="/career">See careers</Link>
          </Button>
        </div>
        <div className="rounded-card border border-border p-8 shadow-card">
          <h2 className="text-2xl font-bold text-navy-900">Work with our people</h2>
          <p className="mt-3 leading-7 text-muted-foreground">
            Talk to the practitioners who would lead your engagement before you sign anything.
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link href="/contact">Connect With Us</Link>
          </Button>
        </div>
      </section>
    </>
  )
}
