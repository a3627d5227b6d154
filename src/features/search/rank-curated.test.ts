import { describe, expect, it } from 'vitest'
import { curatedEntries, type SearchEntry } from './curated-entries'
import { rankCurated } from './rank-curated'

function entry(title: string, keywords: string[] = [], description = 'A plain description.') {
  return { title, description, path: '/', keywords } satisfies SearchEntry
}

// A small list where each rule can be seen on its own.
const entries: SearchEntry[] = [
  entry('Cloud Strategy & Cost Management', ['finops', 'cloud strategy']),
  entry('Data & Analytics', ['data', 'analytics']),
  entry('Cloud', ['hosting']),
  entry('Agile Transformation', ['agile', 'scrum'], 'Coaching teams to deliver sooner.'),
  entry('Clouds', [], 'Weather over the cloud platform.'),
  entry('Integration', ['apis'], 'Connecting every CLOUD application.'),
  entry('Strategy', ['cloud']),
  entry('Tactics', ['cloud']),
]

const titles = (query: string) => rankCurated(entries, query).map((e) => e.title)

describe('rankCurated', () => {
  it.each([
    // [what, query, expected titles in order]
    ['blank query', '', []],
    ['whitespace-only query', '  \t ', []],
    ['no entry matches', 'blockchain', []],
    ['query in a title', 'analyt', ['Data & Analytics']],
    ['query in a description', 'coaching', ['Agile Transformation']],
    ['query in a keyword', 'finop', ['Cloud Strategy & Cost Management']],
    ['case-insensitive everywhere', 'AgILe', ['Agile Transformation']],
    ['surrounding spaces are ignored', '  scrum ', ['Agile Transformation']],
    [
      'query contains a keyword',
      'agile coaching for teams',
      ['Agile Transformation'], // contains the keyword 'agile'
    ],
    ['query contains a keyword, exact title not needed', 'big data lake', ['Data & Analytics']],
  ])('%s: %j', (_what, query, expected) => {
    expect(titles(query)).toEqual(expected)
  })

  it('puts exact matches first: a title or keyword equal to the query', () => {
    // 'Strategy' and 'Tactics' have the keyword 'cloud', 'Cloud' is the title: all three exact.
    // The rest contain 'cloud' in their title or description and follow, shorter titles first.
    expect(titles('cloud')).toEqual([
      'Cloud',
      'Tactics',
      'Strategy',
      'Clouds',
      'Integration',
      'Cloud Strategy & Cost Management',
    ])
  })

  it('orders exact matches by title length too, and keeps list order on equal lengths', () => {
    const tied = [entry('Bravo', ['x']), entry('Alpha', ['x']), entry('Ch', ['x']), entry('Xenon')]
    expect(rankCurated(tied, 'x').map((e) => e.title)).toEqual(['Ch', 'Bravo', 'Alpha', 'Xenon'])
  })

  it('ranks an exact keyword match above a shorter title that only contains the query', () => {
    const list = [entry('Data', []), entry('Business Intelligence', ['dat'])]
    expect(rankCurated(list, 'dat').map((e) => e.title)).toEqual(['Business Intelligence', 'Data'])
  })

  it('treats the whole query as one string, not separate words', () => {
    // 'cloud data' is in no title, description or keyword, but it contains the keywords 'data'
    // and 'cloud'; 'Cloud' and 'Clouds' match only the word 'cloud', so they are left out.
    expect(titles('cloud data')).toEqual(['Tactics', 'Strategy', 'Data & Analytics'])
  })

  it('returns entries of the caller’s type unchanged', () => {
    const [first] = rankCurated([{ ...entry('Cloud'), extra: 1 }], 'cloud')
    expect(first?.extra).toBe(1)
  })
})

describe('rankCurated over the site’s 20 entries', () => {
  it.each([
    ['cloud', 'Cloud Transformation'],
    ['ai', 'Artificial Intelligence'],
    ['data', 'Data & Analytics'],
    ['strategy', 'Strategy & Transformation'],
    ['high-tech', 'High-tech'],
    ['healthcare', 'Healthcare'],
    ['manufacturing', 'Manufacturing'],
    ['contact', 'Contact Us'],
  ])('%j ranks %j first', (query, title) => {
    expect(rankCurated(curatedEntries, query)[0]?.title).toBe(title)
  })

  it('has 20 entries over 17 distinct paths', () => {
    expect(curatedEntries).toHaveLength(20)
    expect(new Set(curatedEntries.map((e) => e.path)).size).toBe(17)
  })

  it('leads the two industries the site lacks to the closest real content', () => {
    const byTitle = Object.fromEntries(curatedEntries.map((e) => [e.title, e.path]))
    expect(byTitle.Healthcare).toBe('/case-studies/healthcare-digital-transformation')
    expect(byTitle.Manufacturing).toBe('/industries/automotive')
    expect(curatedEntries.map((e) => e.path)).not.toContain('/industries/healthcare')
    expect(curatedEntries.map((e) => e.path)).not.toContain('/industries/manufacturing')
  })
})
