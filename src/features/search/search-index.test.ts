import { describe, expect, it } from 'vitest'
import type { SearchEntry } from './curated-entries'
import {
  MAX_FULL_TEXT_HITS,
  createSearchIndex,
  createSearchIndexAsync,
  highlightParts,
  searchSite,
  snippet,
  type SearchDocument,
} from './search-index'

function page(id: string, title: string, text: string, description = ''): SearchDocument {
  return { id, title, keywords: [], text, ...(description ? { description } : {}) }
}

function section(id: string, title: string, pageTitle: string, text: string): SearchDocument {
  return { id, title, pageTitle, keywords: [], text }
}

const documents: SearchDocument[] = [
  page('/cloud', 'Cloud', 'Migration waves and landing zones.', 'Cloud work from plan to run.'),
  section('/cloud#overview', 'Overview', 'Cloud', 'We move workloads to the cloud in waves.'),
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
