import type {
  BreadcrumbList,
  Organization,
  Thing,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts'
import { site } from '@/config/site'
import type { Crumb } from './breadcrumbs'
import { isoDuration } from './dates'
import { absoluteUrl } from './urls'

/**
 * JSON for a <script type="application/ld+json"> block. `<` is escaped so no value can close the
 * script element early, whatever text a title or description holds.
 */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export const ORGANIZATION_ID = `${site.url}/#organization`

export function organizationJsonLd(): WithContext<Organization> {
  const office = site.headquarters
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    description: site.description,
    foundingDate: String(site.foundingYear),
    numberOfEmployees: {
      '@type': 'QuantitativeValue',
      minValue: site.employees.min,
      maxValue: site.employees.max,
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    },
    telephone: site.phone.e164,
    email: site.email,
    sameAs: site.socials.map((social) => social.profileUrl),
  }
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: 'en-US',
    publisher: { '@id': ORGANIZATION_ID },
  }
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      // The current page and steps that are not pages of their own carry no URL.
      ...(crumb.href && index < crumbs.length - 1 ? { item: absoluteUrl(crumb.href) } : {}),
    })),
  }
}

export type VideoJsonLdInput = {
  name: string
  description: string
  /** The page the video plays on: its embed URL. */
  pagePath: string
  /** A picture of the video (its poster). */
  thumbnailPath: string
  /** The video file search engines may fetch (the MP4, which every client plays). */
  contentPath: string
  /** ISO date the video was first published. */
  uploadDate: string
  durationMinutes: number
  author?: { name: string; jobTitle: string }
}

/** A video hosted on the site, published by the organisation. */
export function videoObjectJsonLd(input: VideoJsonLdInput): WithContext<VideoObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: input.name,
    description: input.description,
    thumbnailUrl: absoluteUrl(input.thumbnailPath),
    uploadDate: input.uploadDate,
    duration: isoDuration(input.durationMinutes),
    contentUrl: absoluteUrl(input.contentPath),
    embedUrl: absoluteUrl(input.pagePath),
    inLanguage: 'en-US',
    isFamilyFriendly: true,
    publisher: { '@id': ORGANIZATION_ID },
    ...(input.author
      ? { author: { '@type': 'Person', name: input.author.name, jobTitle: input.author.jobTitle } }
      : {}),
  }
}
