import { Mail, MapPin, Phone } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { PageHeader } from '@/components/sections/page-header'
import { Button } from '@/components/ui/button'
import { directionsUrl, formatOfficeAddress, site } from '@/config/site'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/about/locations')

export const metadata = buildMetadata(page)

export default function LocationsPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      {/* A plain block: each office is an article with its own heading. */}
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        {site.offices.map((office) => (
          <article key={office.id} className="rounded-card border border-border p-8 shadow-card">
            <h2 className="text-2xl font-bold text-navy-900">
              {office.city}, {office.region}
            </h2>
            <p className="mt-1 text-sm font-medium text-teal-700">{office.name}</p>
            <ul className="mt-6 space-y-3">
              <li className="flex gap-3">
                <SvgIcon icon={MapPin} className="mt-0.5 size-5 shrink-0 text-teal-700" />
                <address className="not-italic">{formatOfficeAddress(office)}</address>
              </li>
              <li className="flex gap-3">
                <SvgIcon icon={Phone} className="mt-0.5 size-5 shrink-0 text-teal-700" />
                <a
                  href={`tel:${site.phone.e164}`}
                  className="text-teal-700 underline-offset-4 hover:underline"
                >
                  {site.phone.display}
                </a>
              </li>
              <li className="flex gap-3">
                <SvgIcon icon={Mail} className="mt-0.5 size-5 shrink-0 text-teal-700" />
                <a
                  href={`mailto:${site.email}`}
                  className="text-teal-700 underline-offset-4 hover:underline"
                >
                  {site.email}
                </a>
              </li>
            </ul>
            <Button asChild variant="outline" className="mt-8">
              <a href={directionsUrl(office)} target="_blank" rel="noopener noreferrer">
                Get Directions
                <span className="sr-only"> to our {office.city} office (opens in a new tab)</span>
              </a>
            </Button>
          </article>
        ))}
      </div>
    </>
  )
}
