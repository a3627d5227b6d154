import type { Metadata } from 'next'
import { site } from '@/config/site'
import { INSIGHTS_FEED_PATH, INSIGHTS_FEED_TITLE } from './insights-feed-link'
import { absoluteUrl } from './urls'

export type PageMetadataInput = {
  /** The page's own title; the brand is added here, never by the page. */
  title: string
  description: string
  keywords?: readonly string[]
  /** The canonical path. Alias routes pass their primary page's path. */
  path: string
  /** false keeps the page out of search engines (placeholders, utility screens). */
  indexable?: boolean
  /**
   * The page whose generated social card to show, when the page has none of its own (cards are
   * made at build time; a page from the database borrows its section's).
   */
  cardPath?: string
}

/** Where the generated Open Graph image of a page is served (see src/app/og). */
export function ogImagePath(path: string): string {
  return path === '/' ? '/og' : `/og${path}`
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Search engines show about 160 characters; longer texts are cut at a word boundary. */
export const MAX_DESCRIPTION_LENGTH = 160

export function fitDescription(text: string, max: number = MAX_DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  // eslint-disable-next-line regexp/no-super-linear-move -- runs on the cut, fewer than `max` characters
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`
}

/** The one metadata builder every page uses. */
export function buildMetadata({
  title,
  description,
  keywords = [],
  path,
  indexable = true,
  cardPath = path,
}: PageMetadataInput): Metadata {
  const fullTitle = path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`
  description = fitDescription(description)
  const url = absoluteUrl(path)
  const image = { url: absoluteUrl(ogImagePath(cardPath)), ...OG_IMAGE_SIZE, alt: fullTitle }
  return {
    title: { absolute: fullTitle },
    description,
    keywords: keywords.length > 0 ? [...keywords] : undefined,
    alternates: {
      canonical: url,
      // Every insights page names the feed, so a reader's feed finder picks it up there.
      ...(path === '/insights' || path.startsWith('/insights/')
        ? {
            types: {
              'application/atom+xml': [
                { url: absoluteUrl(INSIGHTS_FEED_PATH), title: INSIGHTS_FEED_TITLE },
              ],
            },
          }
        : {}),
    },
    openGraph: {
      type: 'website',
      url,
      siteName: site.name,
      locale: 'en_US',
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
    robots: indexable ? undefined : { index: false, follow: true },
  }
}
