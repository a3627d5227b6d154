import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import {
  STALL_THRESHOLD_FRAMES,
  describeNode,
  failedAudits,
  failedToRecord,
  heldBackFramesBeforeFirstPaint,
  metricsOf,
  summarise,
} from './lighthouse'
import type { LighthouseRun } from './results'

/** The parts of a Lighthouse 12 result the benchmark reads. */
function fakeResult(): Result {
  return {
    categories: {
      performance: { id: 'performance', score: 0.96, auditRefs: [] },
      accessibility: {
        id: 'accessibility',
        score: 1,
        auditRefs: [{ id: 'color-contrast', weight: 7 }],
      },
      'best-practices': {
        id: 'best-practices',
        score: 0.96,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'inspector-issues', weight: 0 },
        ],
      },
      seo: { id: 'seo', score: 1, auditRefs: [] },
    },
    audits: {
      'color-contrast': { score: 1 },
      'errors-in-console': { score: 0 },
      'inspector-issues': { score: 0 },
      'largest-contentful-paint': { numericValue: 2722.4 },
      'total-blocking-time': { numericValue: 99 },
      'cumulative-layout-shift': { numericValue: 0.004 },
      'total-byte-weight': { numericValue: 444_000 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', requestCount: 29, transferSize: 444_000 },
            { resourceType: 'script', requestCount: 12, transferSize: 203_000 },
          ],
        },
      },
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            {
              type: 'table',
              items: [
                {
                  node: {
                    selector: 'main#main > section.relative > img.-z-20',
                    snippet:
                      '<img alt="" fetchpriority="high" src="/_next/image?url=%2Fimages%2Fhero.webp&amp;w=828&amp;q=75">',
                    nodeLabel: 'main#main > section.relative > img.-z-20',
                  },
                },
              ],
            },
          ],
        },
      },
    },
  } as unknown as Result
}

describe('reading a Lighthouse result', () => {
  it('takes the scores, the metrics, the sizes and the LCP element', () => {
    expect(metricsOf(fakeResult())).toEqual({
      performance: 96,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 2722.4,
      tbtMs: 99,
      cls: 0.004,
      totalBytes: 444_000,
      scriptBytes: 203_000,
      requests: 29,
      lcpElement: 'main#main > section.relative > img.-z-20 (/images/hero.webp via next/image)',
    })
  })

  it('takes the SEO score without is-crawlable only for a page that says noindex on purpose', () => {
    const noindex = fakeResult()
    noindex.categories.seo = {
      ...noindex.categories.seo!,
      score: 0.66,
      auditRefs: [
        { id: 'is-crawlable', weight: 4.043 },
        { id: 'document-title', weight: 1 },
        { id: 'meta-description', weight: 1 },
        { id: 'hreflang', weight: 1 },
      ],
    } as Result['categories'][string]
    Object.assign(noindex.audits, {
      'is-crawlable': { score: 0 },
      'document-title': { score: 1 },
      'meta-description': { score: 1 },
      hreflang: { score: null },
    })
    expect(metricsOf(noindex).seo).toBe(66)
    expect(metricsOf(noindex, { unindexed: true }).seo).toBe(100)
    // Any other SEO failure still counts.
    Object.assign(noindex.audits, { 'meta-description': { score: 0 } })
    expect(metricsOf(noindex, { unindexed: true }).seo).toBe(50)
  })

  it('names the scored audits that cost points outside Performance', () => {
    expect(failedAudits(fakeResult())).toEqual(['errors-in-console'])
  })

  it('describes a text element by its selector and the start of its text', () => {
    expect(
      describeNode({
        selector: 'body > main > h1',
        snippet: '<h1 class="text-4xl">',
        nodeLabel: 'Digital transformation that pays for itself in the first year',
      }),
    ).toBe('body > main > h1 "Digital transformation that pays for it…"')
    expect(describeNode(undefined)).toBeNull()
  })
})

describe("Lighthouse's failures to record a load", () => {
  const failed = (error: string) => ({ error }) as LighthouseRun

  it('are told apart from failures of the page, so only they are measured again', () => {
    expect(
      failedToRecord(failed('NO_NAVSTART: Something went wrong with recording the trace')),
    ).toBe(true)
    expect(failedToRecord(failed('NO_TRACING_STARTED: No tracing started'))).toBe(true)
    expect(failedToRecord(failed('NO_FCP: The page did not paint any content'))).toBe(false)
    expect(failedToRecord(failed('net::ERR_CONNECTION_REFUSED'))).toBe(false)
    expect(failedToRecord({} as LighthouseRun)).toBe(false)
  })
})

describe('summarising the runs of a route', () => {
  const run = (
    n: number,
    lcpMs: number,
    element: string,
    error?: string,
    compositorStall = false,
  ): LighthouseRun => ({
    run: n,
    performance: 90 + n,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs,
    tbtMs: 10 * n,
    cls: 0,
    totalBytes: 1000,
    scriptBytes: 500,
    requests: 10,
    lcpElement: element,
    heldBackFrames: compositorStall ? 60 : 0,
    compositorStall,
    durationMs: 1,
    warnings: [],
    failedAudits: [],
    error,
  })

  it('takes the median of each metric and the element of the median-LCP run', () => {
    const summary = summarise('/', 'http://x/', [
      run(1, 2000, 'b'),
      run(2, 1000, 'a'),
      run(3, 3000, 'c'),
    ])
    expect(summary.median).toMatchObject({ performance: 92, lcpMs: 2000, tbtMs: 20 })
    expect(summary.lcpElement).toBe('b')
  })

  it('leaves failed runs out', () => {
    const failed = { ...run(3, 0, 'x', 'NO_FCP'), lcpMs: null, performance: null }
    const summary = summarise('/', 'http://x/', [run(1, 1000, 'a'), run(2, 3000, 'b'), failed])
    expect(summary.median).toMatchObject({ performance: 91.5, lcpMs: 2000 })
    expect(summary.runs).toHaveLength(3)
  })

  it('leaves out runs whose first paint the compositor held back, but keeps them on record', () => {
    const summary = summarise('/', 'http://x/', [
      run(1, 1500, 'a'),
      run(2, 2600, 'b', undefined, true),
      run(3, 1600, 'c'),
      run(4, 1700, 'd'),
    ])
    expect(summary.median.lcpMs).toBe(1600)
    expect(summary.lcpElement).toBe('c')
    expect(summary.runs).toHaveLength(4)
  })

  it('uses the held-back runs when no other run succeeded', () => {
    const summary = summarise('/', 'http://x/', [
      run(1, 2500, 'a', undefined, true),
      run(2, 2700, 'b', undefined, true),
    ])
    expect(summary.median.lcpMs).toBe(2600)
  })
})

describe('recognising a first paint the compositor held back', () => {
  const decision = (ts: number, reason: string) => ({
    name: 'SendBeginFrameDecision',
    ts,
    args: { reason },
  })

  it('counts the frames held back between navigation and the first paint', () => {
    const events = [
      decision(500, 'ThrottleUndrawnFrames'), // before the navigation
      ...Array.from({ length: 60 }, (_, i) =>
        decision(2_000 + i * 16_667, 'ThrottleUndrawnFrames'),
      ),
      decision(1_200_000, 'ThrottleUnresponsiveClient'),
      decision(1_300_000, 'SendDefault'),
      decision(3_000_000, 'StopUnresponsiveClient'), // after the first paint
      { name: 'Paint', ts: 1_100_000 },
    ]
    expect(heldBackFramesBeforeFirstPaint(events, 1_000, 2_000_000)).toBe(61)
  })

  it('counts none on a run where every frame was offered', () => {
    const events = [decision(2_000, 'SendDefault'), decision(20_000, 'SendFrameTiming')]
    expect(heldBackFramesBeforeFirstPaint(events, 1_000, 2_000_000)).toBe(0)
    expect(STALL_THRESHOLD_FRAMES).toBeGreaterThan(1)
  })
})
