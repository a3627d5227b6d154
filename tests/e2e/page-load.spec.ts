import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { KEY_ROUTES } from '../../tools/bench/key-routes'
import { expect, test } from './support/fixtures'

// How each key route loads, at both widths (the LCP element of a page differs between a phone and
// a desktop): the largest thing a visitor sees first must never wait (when it is a picture, it is
// loaded eagerly and first), and nothing moves under the visitor's eyes while the page settles
// (ARCHITECTURE.md's image and layout-shift budgets).

type LargestPaint = { tag: string; loading: string | null; fetchPriority: string | null }
type PageLoad = { largest: LargestPaint | null; layoutShift: number; shifted: string[] }

/** ARCHITECTURE.md: cumulative layout shift at most 0.01. */
const MAX_LAYOUT_SHIFT = 0.01

/**
 * The element of the page's last largest-contentful-paint entry and the layout shift so far, once
 * the page has settled (what loads after it, such as the human check on /contact, included).
 */
async function pageLoad(page: Page): Promise<PageLoad> {
  await page.waitForLoadState('load')
  return page.evaluate(
    () =>
      new Promise<PageLoad>((resolve) => {
        let element: Element | null = null
        let layoutShift = 0
        /** What moved, for the failure message: each shift's value and its elements. */
        const shifted: string[] = []
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[]
          element = entries.at(-1)?.element ?? element
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources?: { node?: Node | null }[]
          })[]) {
            if (entry.hadRecentInput) continue
            layoutShift += entry.value
            const nodes = (entry.sources ?? []).map((source) => {
              const node = source.node
              if (!(node instanceof Element)) return node?.nodeName ?? '?'
              const classes = node.getAttribute('class')?.slice(0, 60)
              return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`
            })
            shifted.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`,
            )
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => {
          resolve({
            layoutShift,
            shifted,
            largest: element && {
              tag: element.tagName.toLowerCase(),
              loading: element.getAttribute('loading'),
              fetchPriority: element.getAttribute('fetchpriority'),
            },
          })
        }, 2_000)
      }),
  )
}

/**
 * How late the web font arrives in the key-route test: after the first paint, as on a slow network
 * or a busy machine, so every run sees what such a view does (a swap to Inter once moved the
 * article header when the machine was loaded, and passed when the font came in time).
 */
const FONT_DELAY_MS = 700

for (const route of KEY_ROUTES) {
  test(`${route}: the largest paint is text or an eager, high-priority image; nothing shifts, not even when the font comes late`, async ({
    page,
  }) => {
    await page.route(/\.woff2$/, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS))
      await request.continue()
    })
    await page.goto(route)
    const { largest, layoutShift, shifted } = await pageLoad(page)
    expect(
      layoutShift,
      `cumulative layout shift while the page loads (${shifted.join('; ')})`,
    ).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT)
    expect(largest, 'a largest-contentful-paint entry').not.toBeNull()
    if (largest!.tag === 'img') {
      expect(largest!.loading, 'the LCP image is not lazy').not.toBe('lazy')
      expect(largest!.fetchPriority, 'the LCP image is fetched first').toBe('high')
    }
  })
}

test('the fallback font sets our copy as wide as Inter at every weight the styles use @once', async ({
  page,
}) => {
  await page.goto('/privacy-and-terms')
  const widths = await page.evaluate(async () => {
    const copy = document.body.innerText.replace(/\s+/g, ' ')
    // Inter under a name of its own, loaded whatever happened to the page's `optional` face.
    const preloaded = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')!
    const probe = new FontFace('Inter Probe', `url(${preloaded.href})`, { weight: '400 900' })
    document.fonts.add(await probe.load())
    const context = document.createElement('canvas').getContext('2d')!
    const ratios: Record<number, number> = {}
    for (const weight of [400, 500, 600, 700]) {
      await document.fonts.load(`${weight} 100px "Inter Fallback"`, copy)
      context.font = `${weight} 100px "Inter Probe"`
      const inter = context.measureText(copy).width
      context.font = `${weight} 100px "Inter Fallback"`
      ratios[weight] = context.measureText(copy).width / inter
    }
    return ratios
  })
  for (const [weight, ratio] of Object.entries(widths)) {
    expect(
      Math.abs(ratio - 1),
      `the fallback's width over Inter's at weight ${weight}`,
    ).toBeLessThan(0.003)
  }
})

/**
 * A local proxy to the site that sends one page's HTML in two parts, 800 ms apart, cut inside
 * the header's menu bar, as a slow network or a busy machine delivers it; everything else passes
 * straight through.
 */
async function proxySendingHalfAHeader(site: string, route: string) {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      new URL(request.url ?? '/', site),
      { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        if (request.url !== route) {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
          const cut = html.indexOf('aria-label="Main"') + 2_000
          const headers = { ...answer.headers }
          delete headers['content-length']
          response.writeHead(answer.statusCode ?? 502, headers)
          response.write(html.subarray(0, cut))
          setTimeout(() => response.end(html.subarray(cut)), 800)
        })
      },
    )
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

test('a page whose HTML arrives in parts is first painted with its whole header: the menus never move', async ({
  page,
  baseURL,
}) => {
  const route = '/insights/thought-leadership/ai-agent-frameworks'
  const proxy = await proxySendingHalfAHeader(baseURL!, route)
  try {
    await page.goto(`${proxy.origin}${route}`)
    await page.waitForLoadState('load')
    const headerShifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const moved: string[] = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              sources: { node: Node | null }[]
            })[]) {
              for (const { node } of entry.sources) {
                const element = node instanceof Element ? node : node?.parentElement
                if (element?.closest('header')) moved.push(element.outerHTML.slice(0, 80))
              }
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(moved), 500)
        }),
    )
    expect(headerShifts, 'parts of the header that moved while the page arrived').toEqual([])
  } finally {
    // The page loads its lazy chunks after the load event through the proxy: leave it first, or
    // a chunk asked for after the proxy closed fails with a console error (a refused connection).
    await page.goto('about:blank')
    await proxy.close()
  }
})
