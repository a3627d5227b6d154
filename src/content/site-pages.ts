import { site } from '@/config/site'
import { staticPages, type StaticPage } from './pages'

/** Every page of the site with what its metadata, Open Graph image and sitemap entry need. */
export type SitePage = StaticPage

function socialPages(): SitePage[] {
  return site.socials.map((social) => ({
    path: `/social/${social.platform}`,
    title: 'Social Media Coming Soon',
    description: `${site.name} on ${social.label} is launching soon. Until then, reach us by phone or e-mail from any page.`,
    keywords: [],
    indexable: false,
  }))
}

/** All pages, static ones first. Collections add their pages here as they arrive. */
export function sitePages(): SitePage[] {
  return [...staticPages, ...socialPages()]
}

export function sitePagePaths(): string[] {
  return sitePages().map((page) => page.path)
}

export function findSitePage(path: string): SitePage | undefined {
  return sitePages().find((page) => page.path === path)
}
