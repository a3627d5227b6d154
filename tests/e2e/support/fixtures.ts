import { test as base, expect } from '@playwright/test'

/**
 * Every e2e test fails on an uncaught page error or a console error, as a visitor's broken page
 * would otherwise pass unnoticed. A test that provokes a failed request on purpose (a refused
 * verification, an unreachable third-party script) names the console errors it expects.
 */
export const test = base.extend<{
  /** Console errors the test provokes on purpose, matched against 'text (url)'. */
  expectedConsoleErrors: RegExp | undefined
}>({
  expectedConsoleErrors: [undefined, { option: true }],
  // The watch is on the page itself, so a test that only sends requests opens no browser page.
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // A '… Not Found' page is served with status 404 on purpose; Chromium reports the
      // document itself as a failed resource, which is not a problem of the page.
      const documentItself =
        message.text().startsWith('Failed to load resource') &&
        message.location().url === page.url()
      const expected = expectedConsoleErrors?.test(`${message.text()} (${message.location().url})`)
      if (!documentItself && !expected)
        problems.push(`console error: ${message.text()} (${message.location().url})`)
    })
    await use(page)
    expect(problems, 'errors in the browser during the test').toEqual([])
  },
})

export { expect }
