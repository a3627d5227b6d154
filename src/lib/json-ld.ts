import type {
  Article,
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

/**
 * BreadcrumbList data for a trail, or null when a step before the current page links nowhere:
 * search engines require the URL of every step but the last, so such a trail (only the noindex
 * utility screens have one) gets no structured data rather than invalid data.
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> | null {
  if (crumbs.slice(0, -1).some((crumb) => !crumb.href)) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      // The current page carries no URL (Google reads the page's own URL for it).
      ...(crumb.href && index < crumbs.length - 1 ? { item: absoluteUrl(crumb.href) } : {}),
    })),
  }
}

export type ArticleJsonLdInput = {
  headline: string
  description: string
  /** The article's canonical page. */
  path: string
  imagePath: string
  /** ISO dates from the article's content, never the build time. */
  datePublished: string
  dateModified: string
  keywords: readonly string[]
  wordCount: number
  /** `path` and `sameAs` only for an author with a page of their own here (a leader). */
  author: { name: string; path?: string; jobTitle?: string; sameAs?: string }
  /** The original work a curated article summarises. */
  isBasedOn?: string
}

/** An article published on the site by the organisation. */
export function articleJsonLd(input: ArticleJsonLdInput): WithContext<Article> {
  const { author } = input
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    image: absoluteUrl(input.imagePath),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: {
      '@type': 'Person',
      name: author.name,
      ...(author.path ? { url: absoluteUrl(author.path) } : {}),
      ...(author.jobTitle ? { jobTitle: author.jobTitle } : {}),
      ...(author.sameAs ? { sameAs: author.sameAs } : {}),
    },
    publisher: { '@id': ORGANIZATION_ID },
    mainEntityOfPage: absoluteUrl(input.path),
    keywords: input.keywords.join(', '),
    wordCount: input.wordCount,
    inLanguage: 'en-US',
    ...(input.isBasedOn ? { isBasedOn: input.isBasedOn } : {}),
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
