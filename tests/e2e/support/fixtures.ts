import { test as base, expect } from '@playwright/test'

/**
 * Every e2e test fails on an uncaught page error or a console error, as a visitor's broken page
 * would otherwise pass unnoticed.
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
      })
      await use()
      expect(problems, 'errors in the browser during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
