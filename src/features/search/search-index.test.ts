import { describe, expect, it } from 'vitest'
import { curatedEntries, type SearchEntry } from './curated-entries'
import { rankCurated } from './rank-curated'
import { buildSearchDocuments } from './search-documents.server'
import {
  MAX_FULL_TEXT_HITS,
  createSearchIndex,
  createSearchIndexAsync,
  highlightParts,
  searchSite,
  snippet,
  type SearchDocument,
  type SearchHit,
} from './search-index'
import { isTitleMatch } from './title-match'

function page(id: string, title: string, text: string, description = ''): SearchDocument {
  return { id, title, keywords: [], text, ...(description ? { description } : {}) }
}

function section(id: string, title: string, pageTitle: string, text: string): SearchDocument {
  return { id, title, pageTitle, keywords: [], text }
}

const documents: SearchDocument[] = [
  // Titled so that the query 'cloud' names no page (see the title-match tests below).
  page(
    '/cloud',
    'Cloud Computing',
    'Migration waves and landing zones.',
    'Cloud work from plan to run.',
  ),
  section(
    '/cloud#overview',
    'Overview',
    'Cloud Computing',
    'We move workloads to the cloud in waves.',
  ),
  page('/data', 'Data', 'Pipelines and dashboards for finance teams.', 'Trusted data.'),
  section('/data#governance', 'Governance', 'Data', 'Lineage and quality rules for the warehouse.'),
  page('/legal', 'Legal', ''),
  section('/legal#cookies', 'Cookies', 'Legal', 'Essential cookies keep you signed in.'),
]
const index = createSearchIndex(documents)

const entries: SearchEntry[] = [
  {
    title: 'Cloud Services',
    description: 'Curated entry for the cloud overview.',
    path: '/cloud#overview',
    keywords: ['cloud'],
  },
]

describe('searchSite', () => {
  it('puts curated entries first and leaves out a page whose best hit they already show', () => {
    const hits = searchSite(index, entries, 'cloud')
    expect(hits.map((hit) => [hit.source, hit.path])).toEqual([
      ['curated', '/cloud#overview'],
      // '/cloud' itself scores best for its page, so the page's section is not repeated.
      ['full-text', '/cloud'],
    ])
  })

  it('keeps one hit per page and links a section hit to its anchor', () => {
    const hits = searchSite(index, [], 'lineage warehouse')
    expect(hits.map((hit) => hit.path)).toEqual(['/data#governance'])
    expect(hits[0]).toMatchObject({ title: 'Governance', context: 'Data', source: 'full-text' })
  })

  it('falls back to any word when no document has them all', () => {
    expect(searchSite(index, [], 'cookies dashboards').map((hit) => hit.path)).toEqual(
      expect.arrayContaining(['/legal#cookies', '/data']),
    )
  })

  it('shows the description when the title or description matched, else a snippet', () => {
    expect(searchSite(index, [], 'trusted')[0]?.summary).toBe('Trusted data.')
    expect(searchSite(index, [], 'pipelines')[0]?.summary).toBe(
      'Pipelines and dashboards for finance teams.',
    )
  })

  it('ignores case, surrounding space and stop words', () => {
    expect(searchSite(index, [], '  THE Cookies  ').map((hit) => hit.path)).toEqual([
      '/legal#cookies',
    ])
  })

  it('finds the same with an index built in batches', async () => {
    const batched = await createSearchIndexAsync(documents)
    for (const query of ['cloud', 'lineage', 'cookies dashboards']) {
      expect(searchSite(batched, entries, query)).toEqual(searchSite(index, entries, query))
    }
  })

  it('returns nothing for a blank query', () => {
    expect(searchSite(index, entries, ' ')).toEqual([])
  })

  it('shows at most MAX_FULL_TEXT_HITS full-text hits', () => {
    const many = Array.from({ length: MAX_FULL_TEXT_HITS + 5 }, (_, i) =>
      page(`/page-${i}`, `Page ${i}`, 'Every page mentions widgets.'),
    )
    expect(searchSite(createSearchIndex(many), [], 'widgets')).toHaveLength(MAX_FULL_TEXT_HITS)
  })
})

describe('searchSite: a query naming a page puts that page first', () => {
  const pages: SearchDocument[] = [
    page(
      '/guide',
      'Moving Payroll Onto One Modern Platform',
      'Payroll systems and pay runs.',
      'A payroll guide.',
    ),
    section('/guide#plan', 'The Plan', 'Moving Payroll Onto One Modern Platform', 'Payroll waves.'),
    page('/payroll', 'Payroll', 'Everything about payroll.', 'Payroll services.'),
    page('/insights', 'Insights', 'Articles on payroll and platforms.', 'What we think.'),
  ]
  const pageIndex = createSearchIndex(pages)
  const curated: SearchEntry[] = [
    {
      title: 'Payroll Migration',
      description: 'Curated entry leading to the guide.',
      path: '/guide',
      keywords: ['payroll', 'platform'],
    },
    {
      title: 'Insights',
      description: 'Curated entry for the insights page.',
      path: '/insights',
      keywords: ['insights', 'platform'],
    },
    {
      title: 'Platforms',
      description: 'Curated entry.',
      path: '/guide#plan',
      keywords: ['platform'],
    },
  ]
  const shown = (hits: SearchHit[]) => hits.map((hit) => [hit.source, hit.path, hit.title])

  it('puts a page whose title is the query above the curated entries, and does not repeat it', () => {
    expect(
      shown(searchSite(pageIndex, curated, 'moving payroll onto one modern platform')),
    ).toEqual([
      ['full-text', '/guide', 'Moving Payroll Onto One Modern Platform'],
      // 'Payroll Migration' leads to /guide too, so it is left out; the others keep their order,
      // and no section of /guide is listed again.
      ['curated', '/insights', 'Insights'],
      ['curated', '/guide#plan', 'Platforms'],
    ])
  })

  it('does the same for a near title with a typo MiniSearch does not forgive', () => {
    // 'Onot' for 'onto': four letters get no fuzzy matching, so only the any-word search finds it.
    const hits = searchSite(pageIndex, curated, 'Moving Payroll Onot One Modern Platform')
    expect(hits[0]).toMatchObject({ path: '/guide', source: 'full-text' })
  })

  it('finds a named page even when MiniSearch does not return it', () => {
    // Only '/other' has every word of the query, so MiniSearch returns only it.
    const withOther = createSearchIndex([
      ...pages,
      page('/other', 'Other', 'Moving payroll unto one modern platform, as nobody says.'),
    ])
    const hits = searchSite(withOther, [], 'Moving Payroll Unto One Modern Platform')
    expect(hits.map((hit) => hit.path)).toEqual(['/guide', '/other'])
    expect(hits[0]).toEqual({
      path: '/guide',
      title: 'Moving Payroll Onto One Modern Platform',
      summary: 'A payroll guide.',
      highlight: ['moving', 'payroll', 'unto', 'one', 'modern', 'platform'],
      source: 'full-text',
    })
  })

  it('shows a curated entry in the page’s place when the query names it too', () => {
    expect(shown(searchSite(pageIndex, curated, 'INSIGHTS'))).toEqual([
      ['curated', '/insights', 'Insights'],
    ])
  })

  it('leaves the curated entries first for a query that names no page', () => {
    expect(shown(searchSite(pageIndex, curated, 'platform')).slice(0, 3)).toEqual([
      ['curated', '/insights', 'Insights'],
      ['curated', '/guide#plan', 'Platforms'],
      ['curated', '/guide', 'Payroll Migration'],
    ])
  })

  it('puts the page with that exact title first, and shows a short title only when typed', () => {
    expect(searchSite(pageIndex, [], 'payroll')[0]).toMatchObject({ path: '/payroll' })
    expect(searchSite(pageIndex, [], 'payroll guide')[0]?.path).not.toBe('/payroll')
  })
})

describe('searchSite over the site’s pages and curated entries', () => {
  const documents = buildSearchDocuments()
  const siteIndex = createSearchIndex(documents)
  const sitePages = documents.filter((document) => !document.pageTitle)
  const ISSUE_TITLE = 'Modernizing Patient Access and Data for a Regional Health System'

  it.each(sitePages.map((document) => [document.title, document.id]))(
    'searching %j shows %s first, under its title',
    (title, path) => {
      const hits = searchSite(siteIndex, curatedEntries, title)
      expect(hits[0]).toMatchObject({ path, title })
      expect(hits.filter((hit) => hit.path === path)).toHaveLength(1)
    },
  )

  it('covers every page', () => {
    expect(sitePages.length).toBeGreaterThan(40)
  })

  it('matches no page’s title with another page’s title', () => {
    for (const document of sitePages) {
      const others = sitePages.filter(
        (other) => other !== document && isTitleMatch(document.title, other.title),
      )
      expect(
        others.map((other) => other.id),
        document.title,
      ).toEqual([])
    }
  })

  it('puts the case study first for its title, not the curated Healthcare entry (the issue)', () => {
    for (const query of [
      ISSUE_TITLE,
      ISSUE_TITLE.toLowerCase(),
      'modernizing patient access and data for a regional helth system',
    ]) {
      const hits = searchSite(siteIndex, curatedEntries, query)
      expect(hits[0], query).toMatchObject({
        path: '/case-studies/healthcare-digital-transformation',
        title: ISSUE_TITLE,
        source: 'full-text',
      })
      // The curated entry leads to the same page, so it is not shown a second time.
      expect(
        hits.map((hit) => hit.title),
        query,
      ).not.toContain('Healthcare')
      expect(hits[1], query).toMatchObject({ source: 'curated', title: 'Data & Analytics' })
    }
  })

  it('leaves a short query to the curated entries', () => {
    for (const query of ['ai', 'retail', 'health system', 'patient access']) {
      expect(searchSite(siteIndex, curatedEntries, query)[0]?.source, query).toBe(
        rankCurated(curatedEntries, query).length > 0 ? 'curated' : 'full-text',
      )
    }
  })

  const curatedTitles = (query: string) =>
    searchSite(siteIndex, curatedEntries, query)
      .filter((hit) => hit.source === 'curated')
      .map((hit) => hit.title)
  const rankedTitles = (query: string) => rankCurated(curatedEntries, query).map((e) => e.title)

  it.each(['ai', 'data', 'strategy', 'high-tech', 'healthcare', 'manufacturing', 'contact'])(
    'keeps rankCurated’s order among the curated entries for %j',
    (query) => {
      expect(curatedTitles(query)).toEqual(rankedTitles(query))
    },
  )

  it('drops only the curated entry that leads to the page named by the query', () => {
    // 'cloud' names the page /expertise/cloud, where 'Cloud Transformation' also leads.
    expect(searchSite(siteIndex, curatedEntries, 'cloud')[0]).toMatchObject({
      path: '/expertise/cloud',
      title: 'Cloud',
    })
    expect(curatedTitles('cloud')).toEqual(
      rankedTitles('cloud').filter((title) => title !== 'Cloud Transformation'),
    )
  })

  it('shows the curated entry named by the query in its page’s place', () => {
    const [first] = searchSite(siteIndex, curatedEntries, 'high-tech')
    expect(first).toMatchObject({
      path: '/industries/high-tech',
      title: 'High-tech',
      source: 'curated',
    })
  })
})

describe('snippet', () => {
  const text =
    'Cookies are small text files that a website asks your browser to store on your device. ' +
    'The site uses them for three purposes, and you can turn off analytics cookies at any time ' +
    'in the settings of your browser, which also lets you delete the cookies already stored.'

  it('starts at the beginning when the match is near it', () => {
    expect(snippet(text, ['website'])).toMatch(/^Cookies are small text files/)
    expect(snippet(text, ['website'])).toMatch(/ …$/)
  })

  it('cuts around a later match at word breaks', () => {
    const result = snippet(text, ['settings'])
    expect(result).toMatch(/^… /)
    expect(result).toContain('settings')
    expect(result.replace(/^… | …$/g, '').length).toBeLessThanOrEqual(160)
    expect(result).not.toMatch(/^… \S*[a-z]-/)
  })

  it('matches whole words only', () => {
    expect(snippet('Notes on a site. Later: the site map.', ['map'])).toContain('map')
    expect(snippet('abc', [])).toBe('abc')
  })
})

describe('highlightParts', () => {
  it.each([
    [
      'Cloud Transformation',
      ['cloud'],
      [
        ['Cloud', true],
        [' Transformation', false],
      ],
    ],
    [
      'Agentic AI and MCP',
      ['ai'],
      [
        ['Agentic ', false],
        ['AI', true],
        [' and MCP', false],
      ],
    ],
    // 'ai' inside a word is not marked: matches start where a word starts.
    ['Maintain', ['ai'], [['Maintain', false]]],
    [
      'High-tech',
      ['tech'],
      [
        ['High-', false],
        ['tech', true],
      ],
    ],
    [
      'Clouds and cloud',
      ['cloud'],
      [
        ['Cloud', true],
        ['s and ', false],
        ['cloud', true],
      ],
    ],
    ['Plain', [], [['Plain', false]]],
    [
      'A (b) c',
      ['(b)'],
      [
        ['A ', false],
        ['(b)', true],
        [' c', false],
      ],
    ],
  ])('%j with %j', (text, highlight, expected) => {
    expect(highlightParts(text, highlight).map((part) => [part.text, part.match])).toEqual(expected)
  })

  it('prefers the longer of two overlapping highlights', () => {
    expect(highlightParts('data privacy', ['data', 'data privacy'])).toEqual([
      { text: 'data privacy', match: true },
    ])
  })
})
