import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

// The largest thing a visitor sees first (the LCP element) must never wait: when it is a picture,
// it is loaded eagerly and first (ARCHITECTURE.md's image budget). Checked at both widths, as the
// LCP element of a page differs between a phone and a desktop.

const KEY_ROUTES = [
  '/',
  '/expertise/artificial-intelligence',
  '/industries/high-tech',
  '/case-studies/retail-ai-transformation',
  '/insights/thought-leadership',
  '/insights/thought-leadership/ai-agent-frameworks',
  '/about/leadership',
  '/contact',
  '/privacy-and-terms',
]

type LargestPaint = { tag: string; loading: string | null; fetchPriority: string | null }

/** The element of the page's last largest-contentful-paint entry, once painting has settled. */
async function largestPaint(page: Page): Promise<LargestPaint | null> {
  await page.waitForLoadState('load')
  return page.evaluate(
    () =>
      new Promise<LargestPaint | null>((resolve) => {
        let element: Element | null = null
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[]
          element = entries.at(-1)?.element ?? element
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => {
          resolve(
            element && {
              tag: element.tagName.toLowerCase(),
              loading: element.getAttribute('loading'),
              fetchPriority: element.getAttribute('fetchpriority'),
            },
          )
        }, 1_000)
      }),
  )
}

for (const route of KEY_ROUTES) {
  test(`the largest paint of ${route} is text or an eager, high-priority image`, async ({
    page,
  }) => {
    await page.goto(route)
    const largest = await largestPaint(page)
    expect(largest, 'a largest-contentful-paint entry').not.toBeNull()
    if (largest!.tag === 'img') {
      expect(largest!.loading, 'the LCP image is not lazy').not.toBe('lazy')
      expect(largest!.fetchPriority, 'the LCP image is fetched first').toBe('high')
    }
  })
}
