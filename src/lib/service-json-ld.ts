import type { Service, WithContext } from 'schema-dts'
import { ORGANIZATION_ID } from './json-ld'
import { absoluteUrl } from './urls'

/** A consulting service offered by the firm (expertise pages). */
export function serviceJsonLd(input: {
  name: string
  description: string
  path: string
  offers: readonly string[]
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    serviceType: 'Consulting',
    areaServed: { '@type': 'Country', name: 'United States' },
    provider: { '@id': ORGANIZATION_ID },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${input.name} services`,
      itemListElement: input.offers.map((offer) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: offer },
      })),
    },
  }
}
