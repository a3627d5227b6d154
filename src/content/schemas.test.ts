import { describe, expect, it } from 'vitest'
import { z } from '@/lib/zod'
import { aboutLinks, leaders } from './about'
import { caseStudies } from './case-studies'
import { peopleCards } from './contact'
import { expertiseSections } from './expertise-overview'
import { serviceCards } from './home'
import { industries } from './industries'
import { insightsHubs } from './insights'
import {
  AboutLinkSchema,
  ArticleHrefSchema,
  ArticleSlugSchema,
  CaseStudyHrefSchema,
  CaseStudySchema,
  ExpertiseAreaIdSchema,
  ExpertiseCardSchema,
  ExpertiseHrefSchema,
  IndustriesSchema,
  IndustryHrefSchema,
  IndustryIdSchema,
  InsightsHubSchema,
  LeadersSchema,
  PeopleCardSchema,
  ServiceCardSchema,
  SitePathSchema,
  pathEnum,
} from './schemas'

function first<T>(list: readonly T[]): T {
  const [item] = list
  if (item === undefined) throw new Error('empty collection')
  return item
}

describe('references between content entries', () => {
  it("refuses a case study whose industry is no industry's id", () => {
    const study = first(caseStudies)
    expect(CaseStudySchema.safeParse(study).success).toBe(true)
    // Retail is a sector the firm names on a badge, not one of its seven industries.
    expect(CaseStudySchema.safeParse({ ...study, industryId: 'retail' }).success).toBe(false)
    const unknown = CaseStudySchema.safeParse({ ...study, industryId: 'no-such-industry' })
    expect(unknown.success).toBe(false)
    expect(unknown.error?.issues[0]?.path).toEqual(['industryId'])
    expect(CaseStudySchema.safeParse({ ...study, industryId: null }).success).toBe(true)
  })

  it('refuses an expertise card or a home service card linking to an unknown area', () => {
    const card = first(first(expertiseSections).cards)
    expect(ExpertiseCardSchema.safeParse(card).success).toBe(true)
    expect(
      ExpertiseCardSchema.safeParse({ ...card, href: '/expertise/no-such-area' }).success,
    ).toBe(false)
    expect(ExpertiseCardSchema.safeParse({ ...card, href: '/industries/media' }).success).toBe(
      false,
    )
    const serviceCard = first(serviceCards)
    expect(ServiceCardSchema.safeParse(serviceCard).success).toBe(true)
    expect(
      ServiceCardSchema.safeParse({ ...serviceCard, link: '/expertise/no-such-area' }).success,
    ).toBe(false)
  })

  it('refuses about, insights and people links to pages that are not in the page list', () => {
    const aboutLink = first(aboutLinks)
    expect(AboutLinkSchema.safeParse(aboutLink).success).toBe(true)
    expect(AboutLinkSchema.safeParse({ ...aboutLink, href: '/about/history' }).success).toBe(false)
    const hub = first(insightsHubs)
    expect(InsightsHubSchema.safeParse(hub).success).toBe(true)
    expect(InsightsHubSchema.safeParse({ ...hub, href: '/insights/podcasts' }).success).toBe(false)
    const card = first(peopleCards)
    expect(PeopleCardSchema.safeParse(card).success).toBe(true)
    expect(
      PeopleCardSchema.safeParse({ ...card, link: { ...card.link, href: '/jobs' } }).success,
    ).toBe(false)
  })

  it('refuses a collection that misses an id of its list or names one twice', () => {
    expect(IndustriesSchema.safeParse(industries).success).toBe(true)
    expect(IndustriesSchema.safeParse(industries.slice(1)).success).toBe(false)
    expect(
      IndustriesSchema.safeParse([first(industries), ...industries.slice(0, -1)]).success,
    ).toBe(false)
    expect(LeadersSchema.safeParse(leaders).success).toBe(true)
    expect(LeadersSchema.safeParse([...leaders, first(leaders)]).success).toBe(false)
  })
})

describe('links built from the id lists', () => {
  it('are the prefix and each id, in the order of the list', () => {
    expect(pathEnum('/things/', z.enum(['a', 'b-c'])).options).toEqual(['/things/a', '/things/b-c'])
    expect(ExpertiseHrefSchema.options).toEqual(
      ExpertiseAreaIdSchema.options.map((id) => `/expertise/${id}`),
    )
    expect(IndustryHrefSchema.options).toEqual(
      IndustryIdSchema.options.map((id) => `/industries/${id}`),
    )
    expect(CaseStudyHrefSchema.options).toContain('/case-studies/retail-ai-transformation')
    expect(ArticleHrefSchema.options).toHaveLength(ArticleSlugSchema.options.length)
  })

  it('make the site paths a link may name', () => {
    for (const path of [
      '/',
      '/about/mission',
      '/expertise/data',
      '/industries/gaming',
      '/case-studies/financial-services-merger',
      '/insights/thought-leadership/neocloud-providers',
      '/insights/webinars/SCIPAB',
    ]) {
      expect(SitePathSchema.safeParse(path).success, path).toBe(true)
    }
    for (const path of ['/industries/retail', '/expertise/', '/about/history', '/case-studies']) {
      expect(SitePathSchema.safeParse(path).success, path).toBe(false)
    }
  })
})
