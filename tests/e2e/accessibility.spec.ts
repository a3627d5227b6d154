import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { recordViolations, violations } from './support/csp'
import { expect, test, watchForErrors } from './support/fixtures'
import { EVERY_PAGE, NOT_FOUND_PATHS, PAGE_PATHS } from './support/site'

// Every page in a browser, at both widths, one test per page: axe finds no WCAG 2.2 A/AA
// violation (on every page served with 200 and on the not-found screens), the browser reports no
// Content-Security-Policy violation (on every page a visitor can land on, the private ones and a
// missing file's 404 too; csp.spec.ts has the header checks), and an anonymous visitor is given
// no cookie and nothing in the browser's storage (issue 30: counting needs no consent banner).

const AXE_PATHS = new Set([...PAGE_PATHS, ...NOT_FOUND_PATHS])

/**
 * One tab per worker walks the pages, as a visitor going from page to page: the site's scripts,
 * styles and fonts stay in its cache, which a new browser context per page would fetch and compile
 * again (twice the time on a loaded machine). A failed test ends its worker, and with it the tab.
 */
const walk = test.extend<object, { walker: { page: Page; problems: string[] } }>({
  walker: [
    async ({ browser }, provide, workerInfo) => {
      const device = workerInfo.project.use
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
        viewport: device.viewport,
        userAgent: device.userAgent,
        deviceScaleFactor: device.deviceScaleFactor,
        isMobile: device.isMobile,
        hasTouch: device.hasTouch,
      })
      const page = await context.newPage()
      await recordViolations(page)
      await provide({ page, problems: watchForErrors(page) })
      await context.close()
    },
    { scope: 'worker' },
  ],
})

walk.describe('every page in a browser', () => {
  for (const path of EVERY_PAGE) {
    const checks = AXE_PATHS.has(path)
      ? 'no CSP violation, no axe violation, no cookie'
      : 'no CSP violation, no cookie'
    walk(`${path}: ${checks}`, async ({ walker: { page, problems } }) => {
      // A loaded 2-core machine renders a long page and runs axe over it in tens of seconds.
      walk.setTimeout(90_000)
      problems.length = 0
      await page.goto(path, { waitUntil: 'load' })
      if (AXE_PATHS.has(path)) await expectNoAxeViolations(page)
      expect(await violations(page), `CSP violations on ${path}`).toEqual([])
      expect(problems, `errors in the browser on ${path}`).toEqual([])
      // The tab has walked every page before this one: a cookie any of them set is still here.
      expect(await page.context().cookies(), `cookies after ${path}`).toEqual([])
      expect(
        await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length]),
        `browser storage on ${path}`,
      ).toEqual(['', 0, 0])
    })
  }
})

test.describe('axe finds no WCAG 2.2 A/AA violations', () => {
  test('with a menu open', async ({ page, isMobile }) => {
    await page.goto('/services')
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Industries' })
        .click()
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Services' })
        .click()
      await expect(page.getByRole('link', { name: 'AI', exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })
})
