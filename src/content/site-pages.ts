import { site } from '@/config/site'
import { articleHref, articles } from './articles.server'
import { caseStudies, caseStudyHref } from './case-studies'
import { expertiseAreas, expertiseHref } from './expertise-areas'
import { industries, industryHref } from './industries'
import { staticPages } from './pages'
import { scipabWebinar } from './scipab-webinar'
import type { SitePath, StaticPage } from './schemas'

/** Every page of the site with what its metadata, Open Graph image and sitemap entry need. */
export type SitePage = Omit<StaticPage, 'path'> & { path: SitePath | `/social/${string}` }

function socialPages(): SitePage[] {
  return site.socials.map((social) => ({
    path: `/social/${social.platform}`,
    title: 'Social Media Coming Soon',
    description: `${site.name} on ${social.label} is launching soon. Until then, reach us by phone or e-mail from any page.`,
    keywords: [],
    indexable: false,
  }))
}

function collectionPages(): SitePage[] {
  return [
    ...expertiseAreas.map((area) => ({
      path: expertiseHref(area.id),
      title: area.title,
      description: area.description,
      keywords: area.services,
      indexable: true,
    })),
    ...industries.map((industry) => ({
      path: industryHref(industry.id),
      title: industry.title,
      description: industry.description,
      keywords: industry.sectors,
      indexable: true,
    })),
    ...articles.map((article) => ({
      path: articleHref(article.slug),
      title: article.title,
      description: article.description,
      keywords: article.keywords,
      indexable: true,
    })),
    ...caseStudies.map((study) => ({
      path: caseStudyHref(study.id),
      title: study.title,
      description: study.summary,
      keywords: study.technologies,
      indexable: true,
    })),
    // The one webinar with a page of its own; the others live in the database.
    {
      path: scipabWebinar.path,
      title: scipabWebinar.title,
      description: scipabWebinar.summary,
      keywords: scipabWebinar.keywords,
      indexable: true,
    },
  ]
}

/** All pages, static ones first. Collections add their pages here as they arrive. */
export function sitePages(): SitePage[] {
  return [...staticPages, ...collectionPages(), ...socialPages()]
}

export function sitePagePaths(): string[] {
  return sitePages().map((page) => page.path)
}

/**
 * Breadcrumb steps that are not pages of their own but whose content another page shows: the
 * step links there, so every step before the current page has a URL (the visible trail and its
 * BreadcrumbList data alike). /case-studies shows the services screen (spec route table), whose
 * 'Case studies' section lists them all; its canonical page is /services.
 */
export const breadcrumbStepLinks: Readonly<Record<string, string>> = {
  '/case-studies': '/services#case-studies',
}

export function findSitePage(path: string): SitePage | undefined {
  return sitePages().find((page) => page.path === path)
}
