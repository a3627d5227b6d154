import {
  test as base,
  expect,
  request as requests,
  type Browser,
  type Page,
} from '@playwright/test'

/** A page as the server sent it to a plain GET (redirects followed). */
export type ServedPage = { status: number; headers: Record<string, string>; html: string }

/**
 * Collects the page's uncaught errors and console errors (but the ones `expected` matches, as
 * 'text (url)'), for the test to fail on.
 */
export function watchForErrors(page: Page, expected?: RegExp): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // A '… Not Found' page is served with status 404 on purpose; Chromium reports the
    // document itself as a failed resource, which is not a problem of the page.
    const documentItself =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url()
    const isExpected = expected?.test(`${message.text()} (${message.location().url})`)
    if (!documentItself && !isExpected)
      problems.push(`console error: ${message.text()} (${message.location().url})`)
  })
  return problems
}

const pagesWaitingForScripts = new WeakSet<Page>()
/** Pages of a test that turned JavaScript off: nothing to wait for. */
const pagesWithJavaScriptOff = new WeakSet<Page>()

/**
 * Whether the page is hydrated, or has no after-paint loader (decisions 056, 057) to wait for.
 * Next.js adds its route announcer (`<next-route-announcer>`) in an effect of its router, and
 * effects run once React has committed the hydrated page: from then on a click reaches React.
 */
function hydratedOrNoLoader(): boolean {
  if (!document.querySelector('script[data-scripts]')) return true
  return document.querySelector('next-route-announcer') !== null
}

/**
 * A prerendered page starts its framework scripts after its first paint (decision 056), and here,
 * where everything arrives within milliseconds, the load event that `goto` and `reload` wait for
 * can come first. They wait for hydration as well, as the load event did before: a test acts on
 * the working page, as a visitor does once it has loaded.
 */
export function waitForScriptsOnLoad(page: Page): void {
  if (pagesWaitingForScripts.has(page)) return
  pagesWaitingForScripts.add(page)
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
          { waitUntil?: string } | undefined
        const waitsForLoad = !options?.waitUntil || options.waitUntil === 'load'
        if (waitsForLoad && !pagesWithJavaScriptOff.has(page)) {
          await page.waitForFunction(hydratedOrNoLoader)
          // Then idle, for what the page's own effects started. A test that installed
          // Playwright's clock has a fake requestIdleCallback: 2 s of real time then.
          const idle = page
            .evaluate(
              () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
            )
            .catch(() => undefined)
          await Promise.race([idle, new Promise((resolve) => setTimeout(resolve, 2_000))])
        }
        return response
      },
    })
  }
}

/**
 * Every e2e test fails on an uncaught page error or a console error, as a visitor's broken page
 * would otherwise pass unnoticed. A test that provokes a failed request on purpose (a refused
 * verification, an unreachable third-party script) names the console errors it expects.
 */
export const test = base.extend<
  {
    /** Console errors the test provokes on purpose, matched against 'text (url)'. */
    expectedConsoleErrors: RegExp | undefined
  },
  {
    browser: Browser
    /**
     * The server's answer to a plain GET of a path, fetched once per worker and shared by every
     * test of the worker that reads the same page's HTML (structured data, the CSP header).
     */
    servedPage: (path: string) => Promise<ServedPage>
  }
>({
  expectedConsoleErrors: [undefined, { option: true }],
  // The watch is on the page itself, so a test that only sends requests opens no browser page.
  page: async ({ page, expectedConsoleErrors, javaScriptEnabled }, provide) => {
    const problems = watchForErrors(page, expectedConsoleErrors)
    if (javaScriptEnabled === false) pagesWithJavaScriptOff.add(page)
    else waitForScriptsOnLoad(page)
    await provide(page)
    expect(problems, 'errors in the browser during the test').toEqual([])
  },
  // Every page of every context a test opens waits for the scripts on load, not only `page`.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const context = await newContext(...args)
        // With JavaScript off there is nothing to wait for.
        if (args[0]?.javaScriptEnabled !== false) context.on('page', waitForScriptsOnLoad)
        return context
      }
      await provide(browser)
    },
    { scope: 'worker' },
  ],
  servedPage: [
    async ({}, provide) => {
      const context = await requests.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
      })
      const pages = new Map<string, Promise<ServedPage>>()
      await provide((path) => {
        let served = pages.get(path)
        if (!served) {
          served = context.get(path).then(async (response) => ({
            status: response.status(),
            headers: response.headers(),
            html: await response.text(),
          }))
          // A failed fetch is not kept: the next test asks again.
          served.catch(() => pages.delete(path))
          pages.set(path, served)
        }
        return served
      })
      await context.dispose()
    },
    { scope: 'worker' },
  ],
})

export { expect }
