import { describe, expect, it } from 'vitest'
import {
  contentTerms,
  createPassageIndex,
  singular,
  splitIntoPassages,
  type PassageSource,
} from './passages'

const documents: PassageSource[] = [
  {
    id: '/industries/gaming',
    title: 'Gaming',
    description: 'Player analytics and fraud controls for casino operators and game studios.',
    keywords: ['casinos', 'studios'],
    parts: [
      'Casino Operators',
      'Game Studios',
      'We help casino operators spot bonus abuse within minutes.',
      'Live-ops teams see churn risk by cohort every morning.',
    ],
  },
  {
    id: '/industries/gaming#results',
    title: 'Results',
    pageTitle: 'Gaming',
    keywords: [],
    parts: ['A regional casino group cut chargebacks by 31% in two quarters.'],
  },
  {
    id: '/about/locations',
    title: 'Our Locations',
    description: 'Visit our offices in Rohnert Park and Las Vegas.',
    keywords: [],
    parts: ['Both offices host client workshops.'],
  },
]

const exactTitle = (query: string, title: string) =>
  query.trim().toLowerCase() === title.toLowerCase()

describe('singular', () => {
  it.each([
    ['casinos', 'casino'],
    ['studies', 'study'],
    ['businesses', 'business'],
    ['process', 'process'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['aws', 'aws'],
    ['data', 'data'],
  ])('%s → %s', (plural, expected) => {
    expect(singular(plural)).toBe(expected)
  })
})

describe('contentTerms', () => {
  it('keeps the words that say what a question is about, in the singular, once each', () => {
    expect(contentTerms("What do you do for Casinos? Tell me about your casino's studios")).toEqual(
      ['casino', 'studio'],
    )
  })

  it('has nothing to say about a question of stop words alone', () => {
    expect(contentTerms('can you tell me more about it?')).toEqual([])
  })
})

describe('splitIntoPassages', () => {
  const passages = splitIntoPassages(documents)

  it('leads each page with its description, then its parts as whole sentences and items', () => {
    const gaming = passages.filter((p) => p.path === '/industries/gaming')
    expect(gaming[0]?.units).toEqual([documents[0]?.description])
    expect(gaming.slice(1).flatMap((p) => p.units)).toEqual(documents[0]?.parts)
  })

  it('gives a section its page, page title, heading and the page’s keywords', () => {
    const section = passages.find((p) => p.path === '/industries/gaming#results')
    expect(section).toMatchObject({
      page: '/industries/gaming',
      pageTitle: 'Gaming',
      heading: 'Results',
      keywords: ['casinos', 'studios'],
    })
  })

  it('keeps passages short enough to quote: about 360 characters', () => {
    const long = splitIntoPassages([
      {
        id: '/long',
        title: 'Long',
        keywords: [],
        parts: Array(20).fill('A sentence of some forty characters here.'),
      },
    ])
    expect(long.length).toBeGreaterThan(1)
    for (const passage of long) expect(passage.text.length).toBeLessThanOrEqual(400)
  })
})

describe('createPassageIndex', () => {
  const index = createPassageIndex(splitIntoPassages(documents), exactTitle)

  it('finds a plural question’s singular words, best page first', () => {
    const { passages, unknownTerms } = index.retrieve('Do you work with casinos?')
    expect(passages[0]?.page).toBe('/industries/gaming')
    expect(passages[0]?.matchedTerms).toContain('casino')
    expect(unknownTerms).toEqual([])
  })

  it('names the words the site never uses', () => {
    expect(index.retrieve('casino weather forecast').unknownTerms).toEqual(['weather', 'forecast'])
  })

  it('puts a page named by its title first, led by its description', () => {
    const { passages } = index.retrieve('our locations')
    expect(passages[0]).toMatchObject({ page: '/about/locations', titleMatch: true })
    expect(passages[0]?.text).toBe(documents[2]?.description)
  })

  it('searches one page, and gives its first passages when nothing on it matches', () => {
    const matched = index.retrieve('chargebacks', { page: '/industries/gaming' }).passages
    expect(matched.map((p) => p.path)).toEqual(['/industries/gaming#results'])
    const fallback = index.retrieve('weather', { page: '/about/locations' }).passages
    expect(fallback.map((p) => p.text)).toEqual([
      documents[2]?.description,
      'Both offices host client workshops.',
    ])
  })
})
