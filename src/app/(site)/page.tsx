import { Hero } from '@/components/sections/hero'
import { Button } from '@/components/ui/button'
import { contactLink } from '@/config/nav'
import { site } from '@/config/site'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'
import Link from 'next/link'

const page = getStaticPage('/')

export const metadata = buildMetadata(page)

export default function HomePage() {
  return (
    <Hero
      title={site.tagline}
      lead="We help enterprises turn AI, data and cloud into measurable results, with senior consultants who stay from the first workshop to the last release."
      actions={
        <>
          <Button asChild variant="inverse" size="lg">
            <Link href={contactLink.href}>{contactLink.label}</Link>
          </Button>
          <Button asChild variant="inverse-outline" size="lg">
            <Link href="/services">Explore Our Services</Link>
          </Button>
        </>
      }
    />
  )
}
