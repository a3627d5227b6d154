import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

// A prerendered page starts its framework scripts once its first frame is on screen (decision
// 056): the build lists them on one small loader, which adds them after the first contentful
// paint. What a visitor gets: the page painted without waiting for React's start-up, and then the
// same working page as before.

type ScriptTiming = { firstContentfulPaint: number; firstFrameworkScript: number }

/** When the page first painted and when it asked for its first framework script. */
async function scriptTiming(page: Page): Promise<ScriptTiming> {
  await page.waitForLoadState('load')
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname) &&
          !entry.name.includes('/start-after-paint.'),
      )
    return {
      firstContentfulPaint: paint?.startTime ?? Number.NaN,
      firstFrameworkScript: Math.min(...scripts.map((entry) => entry.startTime)),
    }
  })
}

/** The header's Services menu opens on a click only once React has hydrated the page. */
async function expectInteractive(page: Page) {
  const services = page.getByRole('banner').getByRole('button', { name: 'Services' })
  await services.click()
  await expect(services).toHaveAttribute('aria-expanded', 'true')
}

test('a prerendered page asks for its framework scripts after its first paint, and then works @once', async ({
  page,
}) => {
  for (const route of ['/', '/contact', '/privacy-and-terms']) {
    await page.goto(route)
    const timing = await scriptTiming(page)
    expect(timing.firstContentfulPaint, `${route}: first contentful paint`).toBeGreaterThan(0)
    expect(
      timing.firstFrameworkScript,
      `${route}: the first framework script is requested after the first paint`,
    ).toBeGreaterThanOrEqual(timing.firstContentfulPaint)
    await expectInteractive(page)
  }
})

test('where there is no paint to wait for, the scripts start at once @once', async ({ page }) => {
  // A browser without Paint Timing, and a tab opened in the background (it paints nothing until
  // it is shown), each start the scripts as soon as the loader runs, as Next.js's own tags would.
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: ['resource'] })
  })
  await page.goto('/contact')
  expect((await scriptTiming(page)).firstFrameworkScript).toBeLessThan(2_000)
  await expectInteractive(page)

  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' })
  })
  await page.goto('/privacy-and-terms')
  expect((await scriptTiming(page)).firstFrameworkScript).toBeLessThan(2_000)
  await expectInteractive(page)
})

test('a prerendered page’s payload is a file, asked for once the document is parsed, and hydrates the page @once', async ({
  page,
  request,
}) => {
  // Next.js would inline it at the end of the body; it is half the page's compressed HTML and
  // needed only to hydrate (decision 057).
  const html = await (await request.get('/contact')).text()
  expect(html).not.toContain('self.__next_f')
  const payload = /data-payload="([^"]+)"/.exec(html)?.[1] ?? ''
  expect(payload).toMatch(/^\/_next\/static\/chunks\/page-payload\.[0-9a-f]{16}\.js$/)
  const file = await request.get(payload)
  expect(file.headers()['cache-control']).toContain('immutable')
  expect(await file.text()).toContain('self.__next_f.push([1,')

  await page.goto('/contact')
  await page.waitForLoadState('load')
  const timing = await page.evaluate((src) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const [entry] = performance.getEntriesByName(new URL(src, location.href).href)
    return {
      parsed: navigation?.domContentLoadedEventStart ?? Number.NaN,
      requested: entry?.startTime ?? Number.NaN,
    }
  }, payload)
  expect(timing.requested).toBeGreaterThanOrEqual(timing.parsed)
  await expectInteractive(page)
})

test('a page rendered per request starts its scripts after its first paint too, under its nonce, and then works @once', async ({
  page,
  request,
}) => {
  // The server rewrites Next.js's tags as the page streams out (decision 058).
  const answer = await request.get('/insights/webinars')
  const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1]
  const html = await answer.text()
  expect(nonce).toBeTruthy()
  const scriptTags = html.match(/<script src="[^"]+"[^>]*>/g) ?? []
  const loaders = scriptTags.filter((tag) => !tag.includes('noModule'))
  expect(loaders).toHaveLength(1)
  expect(loaders[0]).toMatch(
    /^<script src="\/_next\/static\/chunks\/start-after-paint\.[0-9a-f]{16}\.js" async="" /,
  )
  expect(loaders[0]).toContain(`nonce="${nonce}" data-scripts="`)

  await page.goto('/insights/webinars')
  const timing = await scriptTiming(page)
  expect(timing.firstFrameworkScript).toBeGreaterThanOrEqual(timing.firstContentfulPaint)
  await expectInteractive(page)
})

test('a page rendered per request has its payload as a file too, one per version of the page, and hydrates @once', async ({
  page,
  request,
}) => {
  // The server takes it out of the page and keeps it in the database under its content's hash,
  // without the request's nonce (decision 060): two visitors of the same page get the same file.
  const first = await (await request.get('/insights/webinars')).text()
  const second = await (await request.get('/insights/webinars')).text()
  expect(first).not.toContain('self.__next_f')
  const payload = /data-payload="([^"]+)"/.exec(first)?.[1] ?? ''
  expect(payload).toMatch(/^\/api\/page-payloads\/[\w-]{43}\.js$/)
  expect(/data-payload="([^"]+)"/.exec(second)?.[1]).toBe(payload)
  const file = await request.get(payload)
  expect(file.headers()['content-type']).toBe('text/javascript; charset=utf-8')
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const script = await file.text()
  expect(script).toContain('self.__next_f.push([1,')
  expect(script).toContain('Upcoming Webinars')
  expect(script).not.toMatch(/"nonce\\?":\\?"[^"\\]/)

  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/insights/webinars')
  await page.waitForLoadState('load')
  await expectInteractive(page)
  expect(violations).toEqual([])
})
