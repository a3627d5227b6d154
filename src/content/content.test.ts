import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { footerQuickLinks, insightsMenu, mainMenus } from '@/config/nav'
import { site } from '@/config/site'
import { aboutLinks, acronym, certifications, companyValues, leaders, partners } from './about'
import { articles, curatedArticles, featuredArticle } from './articles.server'
import { caseStudies } from './case-studies'
import { deliveryApproaches } from './delivery-approaches'
import { expertiseAreas } from './expertise-areas'
import { expertiseSections } from './expertise-overview'
import { logos, serviceCards, stats, values } from './home'
import { findIndustry, industries } from './industries'
import { staticPages } from './pages'
import { segmentLabels } from './route-labels'
import { durationLabel, scipabSpeaker, scipabWebinar } from './scipab-webinar'
import { ArticleFrontmatterSchema, ScipabWebinarSchema } from './schemas'
import { buildBreadcrumbs } from '@/lib/breadcrumbs'
import { breadcrumbJsonLd } from '@/lib/json-ld'
import { breadcrumbStepLinks, sitePagePaths, sitePages } from './site-pages'

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size, `duplicates in ${values.join(', ')}`).toBe(values.length)
}

const publicFile = (src: string) => path.join(process.cwd(), 'public', src)

/** Every image content refers to, so a missing or misspelt picture fails here, not on a page. */
const referencedImages = [
  ...expertiseAreas.flatMap((area) => [area.image, ...area.successStories.map((s) => s.image)]),
  ...industries.flatMap((industry) => [
    industry.image,
    ...industry.successStories.map((s) => s.image),
  ]),
  ...caseStudies.map((study) => study.image),
  ...serviceCards.map((card) => card.image),
  ...logos.map((logo) => logo.src),
  ...articles.map((article) => article.image),
  ...leaders.map((leader) => leader.photo),
  ...partners.map((partner) => partner.logo),
  scipabWebinar.video.poster,
]

describe('content collections', () => {
  it('has the counts the spec names', () => {
    expect(serviceCards).toHaveLength(6)
    expect(logos).toHaveLength(12)
    expect(values).toHaveLength(6)
    expect(industries).toHaveLength(7)
    expect(caseStudies).toHaveLength(3)
    expect(expertiseAreas).toHaveLength(6) // the six success-story offerings
    expect(stats.map((stat) => stat.value)).toEqual(['25+', '50%', '50+', '200+'])
  })

  it('has the six expertise areas with the services the spec names', () => {
    const byMenuTitle = Object.fromEntries(expertiseAreas.map((a) => [a.menuTitle, a.services]))
    expect(Object.keys(byMenuTitle)).toEqual([
      'AI',
      'Data',
      'Business Operations',
      'Cloud',
      'Planning & Delivery',
      'Strategy',
    ])
    expect(byMenuTitle.AI).toEqual([
      'Machine learning',
      'Predictive Modeling',
      'Generative AI and LLMs',
      'Agentic AI and MCP',
      'Intelligent Automation',
      'Software Development',
    ])
    for (const area of expertiseAreas) {
      expect(area.serviceSummaries, area.id).toHaveLength(area.services.length)
    }
  })

  it('has the seven industries in the spec order', () => {
    expect(industries.map((industry) => industry.title)).toEqual([
      'High-tech',
      'Financial Services',
      'E-commerce',
      'Automotive',
      'Hospitality',
      'Gaming',
      'Media',
    ])
  })

  it('uses every id, name and anchor once', () => {
    expectUnique(staticPages.map((page) => page.path))
    expectUnique(sitePagePaths())
    expectUnique(logos.map((logo) => logo.name))
    expectUnique(expertiseSections.map((section) => section.anchor))
    expectUnique(deliveryApproaches.map((approach) => approach.anchor))
    expectUnique(
      [...expertiseAreas, ...industries].flatMap((e) => e.successStories.map((s) => s.name)),
    )
  })

  it("badges a case study with its industry's title, and keeps the sectors the firm does not list", () => {
    expect(caseStudies.map((study) => [study.industry, study.industryId])).toEqual([
      ['Financial Services', 'financial-services'],
      ['Retail', null],
      ['Healthcare', null],
    ])
    for (const study of caseStudies) {
      if (study.industryId)
        expect(findIndustry(study.industryId)?.title, study.id).toBe(study.industry)
      else
        expect(
          industries.map((industry) => industry.title),
          study.id,
        ).not.toContain(study.industry)
    }
  })

  it('links only to pages that exist', () => {
    const pages = new Set(sitePagePaths())
    const hrefs = [
      ...expertiseSections.flatMap((section) => section.cards.map((card) => card.href)),
      ...serviceCards.map((card) => card.link),
    ]
    for (const href of hrefs) expect(pages, href).toContain(href)
  })

  it('has every referenced image in public/', () => {
    for (const image of new Set(referencedImages)) {
      expect(fs.existsSync(publicFile(image)), image).toBe(true)
    }
  })

  it('names every segment of every page for breadcrumbs', () => {
    for (const pagePath of sitePagePaths()) {
      for (const segment of pagePath.split('/').filter(Boolean)) {
        expect(segmentLabels, pagePath).toHaveProperty(segment)
      }
    }
    expect(segmentLabels['artificial-intelligence']).toBe('Artificial Intelligence')
    expect(segmentLabels['high-tech']).toBe('High-tech')
    expect(segmentLabels.webinars).toBe('Webinars')
    expect(segmentLabels.SCIPAB).toBe('SCIPAB Webinar')
  })

  it('links every breadcrumb step before the current page on every indexable page', () => {
    const pages = new Set(sitePagePaths())
    for (const target of Object.values(breadcrumbStepLinks)) {
      expect(pages, target).toContain(target.split('#')[0])
    }
    for (const page of sitePages().filter((candidate) => candidate.indexable)) {
      const crumbs = buildBreadcrumbs(page.path, segmentLabels, pages, breadcrumbStepLinks)
      for (const crumb of crumbs.slice(0, -1)) expect(crumb.href, page.path).toBeDefined()
      expect(breadcrumbJsonLd(crumbs), page.path).not.toBeNull()
    }
    expect(
      buildBreadcrumbs(
        '/case-studies/retail-ai-transformation',
        segmentLabels,
        pages,
        breadcrumbStepLinks,
      )[1],
    ).toEqual({ name: 'Case Studies', path: '/case-studies', href: '/services#case-studies' })
  })
})

describe('menus', () => {
  it('link to real pages', () => {
    const pages = new Set(sitePagePaths())
    const hrefs = [
      ...mainMenus.flatMap((menu) =>
        menu.kind === 'links'
          ? [menu.overview.href, ...menu.links.map((link) => link.href)]
          : [menu.overview.href, ...menu.groups.map((group) => group.href)],
      ),
      ...footerQuickLinks.map((link) => link.href),
    ]
    for (const href of hrefs) {
      expect(pages.has(href), href).toBe(true)
    }
    expect(insightsMenu.kind).toBe('links')
  })
})

describe('insights and about content', () => {
  it('has the counts the spec names', () => {
    expect(articles).toHaveLength(5)
    expect(curatedArticles()).toHaveLength(4)
    expect(featuredArticle().isOriginal).toBe(true)
    expect(companyValues).toHaveLength(6)
    expect(leaders).toHaveLength(3)
    expect(site.offices).toHaveLength(2)
    expect(certifications.filter((item) => item.kind === 'certification')).toHaveLength(5)
    expect(certifications.filter((item) => item.kind === 'recognition')).toHaveLength(3)
    expect(partners).toHaveLength(3)
    expect(aboutLinks).toHaveLength(5)
    expect(acronym.map((value) => value.letter).join('')).toBe('AIDATA')
  })

  it('dates each article revision from its content, never before it was published', () => {
    for (const article of articles) {
      expect(article.modifiedDate, article.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(article.modifiedDate >= article.publishedDate, article.slug).toBe(true)
    }
    const frontmatter = {
      title: 'A title long enough',
      description: 'x'.repeat(80),
      keywords: ['one', 'two', 'three'],
      author: 'Someone',
      publishedDate: '2025-03-01',
      isOriginal: true,
      originalUrl: null,
      isVideo: false,
      videoId: null,
      image: '/images/articles/neocloud-providers.svg',
      imageAlt: 'An abstract illustration',
      category: 'AI & Data',
    }
    expect(ArticleFrontmatterSchema.safeParse(frontmatter).success).toBe(true)
    expect(
      ArticleFrontmatterSchema.safeParse({ ...frontmatter, modifiedDate: '2025-04-02' }).success,
    ).toBe(true)
    expect(
      ArticleFrontmatterSchema.safeParse({ ...frontmatter, modifiedDate: '2025-02-28' }).success,
    ).toBe(false)
  })

  it('has real articles of at least 700 words each', () => {
    for (const article of articles)
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(700)
  })

  it('dates the curated articles from December 2024 to July 2025', () => {
    for (const article of articles) {
      expect(article.publishedDate >= '2024-12-01' && article.publishedDate <= '2025-07-31').toBe(
        true,
      )
    }
    for (const article of curatedArticles()) expect(article.originalUrl).toMatch(/^https:\/\//)
  })

  it('has exactly one leader who always shows the full bio, and longer bios for the others', () => {
    expect(leaders.filter((leader) => leader.showFullBio)).toHaveLength(1)
    for (const leader of leaders.filter((candidate) => !candidate.showFullBio)) {
      expect(leader.bio.split(/\s+/).length, leader.name).toBeGreaterThan(50)
    }
  })
})

describe('the SCIPAB webinar', () => {
  it('walks through the six steps in order, given by a leader, in 2 minutes', () => {
    expect(scipabWebinar.steps.map((step) => step.title)).toEqual([
      'Situation',
      'Complication',
      'Implication',
      'Position',
      'Action',
      'Benefit',
    ])
    expect(scipabWebinar.steps.map((step) => step.letter).join('')).toBe('SCIPAB')
    expect(leaders).toContain(scipabSpeaker)
    expect(durationLabel(scipabWebinar.durationMinutes)).toBe('2 minutes')
  })

  it('is a page of the site, with its generated video files in public/', () => {
    expect(sitePagePaths()).toContain('/insights/webinars/SCIPAB')
    for (const file of [scipabWebinar.video.webm, scipabWebinar.video.mp4]) {
      expect(fs.existsSync(publicFile(file)), file).toBe(true)
    }
  })

  it('refuses steps out of order and a speaker who is not a leader', () => {
    const [first, second, ...rest] = scipabWebinar.steps
    expect(
      ScipabWebinarSchema.safeParse({ ...scipabWebinar, steps: [second, first, ...rest] }).success,
    ).toBe(false)
    expect(
      ScipabWebinarSchema.safeParse({ ...scipabWebinar, speakerId: 'someone-else' }).success,
    ).toBe(false)
    expect(ScipabWebinarSchema.safeParse(scipabWebinar).success).toBe(true)
  })
})
