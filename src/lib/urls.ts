import { site } from '@/config/site'

/** The absolute URL of a site path, on the configured public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString()
}

/** True for links that leave the site (they open in a new tab with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href)
}
