import { ExternalLink } from 'lucide-react'
import { SvgIcon } from '@/components/ui/svg-icon'
import { StaticImage as Image } from '@/components/ui/static-image'
import { PageHeader } from '@/components/sections/page-header'
import { partners } from '@/content/about'
import { getStaticPage } from '@/content/pages'
import { buildMetadata } from '@/lib/metadata'

const page = getStaticPage('/about/partners')

export const metadata = buildMetadata(page)

export default function PartnersPage() {
  return (
    <>
      <PageHeader title={page.title} lead={<p>{page.description}</p>} />
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-3 lg:px-8">
        {partners.map((partner) => (
          <li
            key={partner.name}
            data-reveal
            className="flex flex-col rounded-card border border-border p-7 shadow-card"
          >
            <Image
              src={partner.logo}
              alt={`${partner.name} logo`}
              width={240}
              height={64}
              className="h-12 w-auto self-start"
            />
            <h2 className="mt-6 text-xl font-semibold text-navy-900">{partner.name}</h2>
            <p className="mt-2 flex-1 leading-7 text-muted-foreground">{partner.description}</p>
            <a
              href={partner.website}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-teal-700 underline-offset-4 hover:underline"
            >
              Visit {partner.name}
              <SvgIcon icon={ExternalLink} className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
