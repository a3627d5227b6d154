import { describe, expect, it } from 'vitest'
import { MAX_FIRST_LOAD_JS_GZIP_BYTES } from './budgets'
import { budgetCounts, machineLine, renderMarkdown } from './report'
import type { BenchResult, LighthouseMetrics, LighthouseTarget } from './results'
import { evaluateBudgets } from './verdicts'

const metrics = (overrides: Partial<LighthouseMetrics> = {}): LighthouseMetrics => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 40,
  cls: 0,
  totalBytes: 300_000,
  scriptBytes: 200_000,
  requests: 20,
  ...overrides,
})

const target = (name: string, median: LighthouseMetrics): LighthouseTarget => ({
  name,
  url: `http://127.0.0.1:1234${name}`,
  runs: [],
  median,
  lcpElement: 'main > h1 "Hello"',
})

function fixture(): BenchResult {
  const lighthouse = {
    order: ['/#1', '/contact#1', 'floor#1'],
    targets: [
      target('/', metrics()),
      {
        ...target('/contact', metrics({ performance: 91, lcpMs: 2600, tbtMs: 180, cls: 0.05 })),
        lcpPath: {
          estimateMs: 1810,
          cpuMs: 262,
          requests: [
            { path: '/contact', kind: 'document' as const, transferBytes: 13_687, endMs: 843 },
            { path: '/a.css', kind: 'stylesheet' as const, transferBytes: 12_493, endMs: 993 },
            { path: '/i.woff2', kind: 'font' as const, transferBytes: 23_654, endMs: 1143 },
            { path: '/a.js', kind: 'script' as const, transferBytes: 7_475, endMs: 1293 },
            { path: '/b.js', kind: 'script' as const, transferBytes: 61_440, endMs: 1593 },
          ],
        },
      },
    ],
    floor: {
      ...target('floor', metrics({ lcpMs: 1400, tbtMs: 30, scriptBytes: 137_000 })),
      lcpPath: {
        estimateMs: 814,
        cpuMs: 62,
        requests: [{ path: '/', kind: 'document' as const, transferBytes: 2_218, endMs: 752 }],
      },
    },
    ratios: [{ route: '/', lcp: 2.31, tbt: null, scriptBytes: 1.46, totalBytes: 2.2 }],
  }
  const javascript = {
    keyRoutes: [
      { route: '/', gzipBytes: 140 * 1024, scripts: 9 },
      { route: '/contact', gzipBytes: 190 * 1024, scripts: 11 },
    ],
    max: { route: '/about/mission', gzipBytes: 199 * 1024, scripts: 11 },
    contentPages: 57,
    floor: { route: '/', gzipBytes: 132 * 1024, scripts: 6 },
    allRoutes: [],
    onUse: [
      {
        feature: 'Search',
        page: '/',
        status: 'measured' as const,
        addedScriptGzipBytes: 10_400,
        addedScripts: [],
        addedOtherGzipBytes: 51_000,
        deferredScriptGzipBytes: 1_300,
      },
      {
        feature: 'Chat',
        page: '/',
        status: 'error' as const,
        note: 'no chat launcher on /',
        addedScriptGzipBytes: null,
        addedScripts: [],
        addedOtherGzipBytes: null,
        deferredScriptGzipBytes: null,
      },
    ],
  }
  const search = {
    index: {
      bytes: 156_000,
      gzipBytes: 51_000,
      contentEncoding: null,
      documents: 146,
      entries: 20,
    },
    query: {
      queries: 50,
      repeats: 25,
      buildMs: 37,
      medianMs: 0.12,
      p90Ms: 0.4,
      slowest: { query: 'cloud', ms: 1.2 },
    },
  }
  return {
    date: '2026-11-23',
    mode: 'full',
    startedAt: '2026-11-23T01:00:00.000Z',
    finishedAt: '2026-11-23T01:10:00.000Z',
    durationMs: 600_000,
    commit: '0123456789abcdef',
    dirty: false,
    nextVersion: '16.4.5',
    options: { runs: 3, routes: ['/', '/contact'] },
    machine: {
      cores: 2,
      cpuModel: 'Test CPU',
      totalMemoryBytes: 8 * 1024 ** 3,
      node: 'v20.20.2',
      chromium: 'Chromium 156',
      platform: 'Linux',
      loadAverageStart: [0.5, 0.4, 0.3],
      loadAverageEnd: [1.5, 1, 0.5],
    },
    build: { site: 'current', floor: 'current' },
    lighthouse,
    javascript,
    interactions: [
      {
        name: 'Search: query typed → results shown',
        status: 'measured',
        medianMs: 14.2,
        samplesMs: [14.2],
      },
      {
        name: 'Chat: open → greeting shown',
        status: 'error',
        medianMs: null,
        samplesMs: [],
        note: 'the panel never opened',
      },
    ],
    search,
    budgets: evaluateBudgets({ lighthouse, javascript, search }),
    errors: [],
  }
}

describe('the budget verdicts', () => {
  const verdicts = fixture().budgets
  const verdict = (budget: string, subject: string) =>
    verdicts.find((entry) => entry.budget === budget && entry.subject === subject)

  it('passes a route within every Lighthouse budget', () => {
    for (const budget of [
      'Performance',
      'Accessibility',
      'Best Practices',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
    ]) {
      expect(verdict(budget, '/')?.pass, budget).toBe(true)
    }
  })

  it('fails each figure over its budget, and only those', () => {
    expect(verdict('Performance', '/contact')).toMatchObject({
      pass: false,
      actual: '91',
      limit: '≥ 98',
    })
    expect(verdict('LCP', '/contact')).toMatchObject({
      pass: false,
      actual: '2,600 ms',
      limit: '≤ floor + 300 ms = 1,700 ms',
    })
    expect(verdict('TBT', '/contact')).toMatchObject({
      pass: false,
      limit: '≤ floor + 25 ms = 55 ms',
    })
    expect(verdict('CLS', '/contact')).toMatchObject({ pass: false, actual: '0.050' })
    expect(verdict('SEO', '/contact')?.pass).toBe(true)
  })

  it('holds every content page to the JavaScript budget through the heaviest one', () => {
    expect(MAX_FIRST_LOAD_JS_GZIP_BYTES).toBe(150 * 1024)
    expect(verdict('First-load JS', '/')?.pass).toBe(true)
    expect(verdict('First-load JS', '/contact')).toMatchObject({ pass: false, actual: '190.0 KB' })
    expect(
      verdict('First-load JS', 'all 57 content pages (heaviest: /about/mission)'),
    ).toMatchObject({ pass: false, actual: '199.0 KB' })
  })

  it('checks search speed, index size and that the index is sent compressed', () => {
    expect(verdict('Search query (median)', 'search')?.pass).toBe(true)
    expect(verdict('Search index size', '/search-index.json')?.pass).toBe(true)
    expect(verdict('Search index compressed', '/search-index.json')).toMatchObject({
      pass: false,
      actual: 'none',
    })
  })

  it('calls a figure that was not measured neither pass nor fail', () => {
    const result = fixture()
    const verdicts = evaluateBudgets({ ...result, search: { index: null, query: null } })
    expect(verdicts.find((entry) => entry.budget === 'Search query (median)')).toMatchObject({
      pass: null,
      actual: 'not measured',
    })
    expect(budgetCounts(verdicts).missing).toBe(3)
  })

  it('holds LCP and TBT to the floor of the same run, and judges neither without one', () => {
    const result = fixture()
    const slowerFloor = evaluateBudgets({
      ...result,
      lighthouse: {
        ...result.lighthouse,
        floor: target('floor', metrics({ lcpMs: 2400, tbtMs: 160 })),
      },
    })
    const contact = (budget: string) =>
      slowerFloor.find((entry) => entry.budget === budget && entry.subject === '/contact')
    expect(contact('LCP')?.pass).toBe(true)
    expect(contact('TBT')?.pass).toBe(true)

    const noFloor = evaluateBudgets({
      ...result,
      lighthouse: { ...result.lighthouse, floor: null },
    })
    expect(noFloor.find((entry) => entry.budget === 'LCP' && entry.subject === '/')).toMatchObject({
      pass: null,
      actual: '1,500 ms, no floor',
      limit: '≤ floor + 300 ms',
    })
  })
})

describe('the Markdown report', () => {
  const markdown = renderMarkdown(fixture())

  it('starts with the machine line', () => {
    const lines = markdown.split('\n')
    expect(lines[0]).toBe('# Performance benchmark, 2026-11-23')
    expect(lines[2]).toContain(machineLine(fixture()))
    expect(lines[2]).toContain('2 cores · Test CPU · 8.0 GB RAM · Node v20.20.2 · Chromium 156')
    expect(lines[2]).toContain('load average 0.50 0.40 0.30 at start, 1.50 1.00 0.50 at end')
  })

  it('counts the budgets and lists each failure', () => {
    const { passed, failed } = budgetCounts(fixture().budgets)
    expect(markdown).toContain(`**Budgets: ${passed} passed, ${failed} failed.**`)
    expect(markdown).toContain('- ✗ LCP on /contact: 2,600 ms (budget ≤ floor + 300 ms = 1,700 ms)')
    expect(markdown).toContain(
      '| Search index compressed | `/search-index.json` | Content-Encoding gzip or br | none | **FAIL** |',
    )
  })

  it('marks the Lighthouse cells and shows the floor and the ratios', () => {
    expect(markdown).toContain(
      '| `/contact` | 91 ✗ | 100 ✓ | 100 ✓ | 100 ✓ | 2,600 ms ✗ | 180 ms ✗ | 0.050 ✗ |',
    )
    expect(markdown).toContain(
      '| _floor (bare Next.js)_ | 99 | 100 | 100 | 100 | 1,400 ms | 30 ms |',
    )
    expect(markdown).toContain('| `/` | 2.31× | — | 1.46× | 2.20× |')
  })

  it('shows what each LCP waited for, and leaves a route without a recorded path out', () => {
    expect(markdown).toContain("## What each LCP waited for (Lighthouse's simulation, median run)")
    expect(markdown).toContain(
      '| `/contact` | 1,810 ms | 1 · 13.4 KB | 1 · 12.2 KB | 1 · 23.1 KB | — | 2 · 67.3 KB | — | 262 ms |',
    )
    expect(markdown).toContain(
      '| _floor (bare Next.js)_ | 814 ms | 1 · 2.2 KB | — | — | — | — | — | 62 ms |',
    )
    expect(markdown).not.toMatch(/^\| `\/` \| 1,500 ms/m)
  })

  it('has no such section for results recorded before it existed', () => {
    const older = fixture()
    older.lighthouse.targets = older.lighthouse.targets.map(({ lcpPath: _, ...rest }) => rest)
    older.lighthouse.floor = older.lighthouse.floor && { ...older.lighthouse.floor, lcpPath: null }
    expect(renderMarkdown(older)).not.toContain('What each LCP waited for')
  })

  it('shows JavaScript weights, and a feature that could not be measured as an error', () => {
    expect(markdown).toContain(
      '| heaviest of 57 content pages: `/about/mission` | 199.0 KB ✗ | 11 |',
    )
    expect(markdown).toContain('| Search | `/` | 10.2 KB | 49.8 KB | 1.3 KB | measured |')
    expect(markdown).toContain('| Chat | `/` | — | — | — | error: no chat launcher on / |')
    expect(markdown).toContain(
      '| Chat: open → greeting shown | error | 0 | the panel never opened |',
    )
  })
})
