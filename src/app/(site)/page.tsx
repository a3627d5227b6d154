import type { Metadata } from 'next'
import { Hero } from '@/components/sections/hero'
import { site } from '@/config/site'

export const metadata: Metadata = {
  title: { absolute: `${site.name} | ${site.tagline}` },
}

export default function HomePage() {
  return (
    <Hero
      title={site.tagline}
      lead="We help enterprises turn AI, data and cloud into measurable results, with senior consultants who stay from the first workshop to the last release."
      actions={
        <>
          <a
            href={`mailto:${site.email}`}
            className="rounded-md bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-navy-100"
          >
            Email {site.email}
          </a>
          <a
            href={`tel:${site.phone.e164}`}
            className="rounded-md px-5 py-3 font-semibold text-white ring-1 ring-white/60 ring-inset hover:bg-white/10"
          >
            Call {site.phone.display}
          </a>
        </>
      }
    />
  )
}
