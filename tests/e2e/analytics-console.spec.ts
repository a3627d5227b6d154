import { devices, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { tabTo } from './support/keyboard'
import { signedInMember, staffEmail } from './support/staff'

// The analytics dashboard (issue 30): page views a visitor's browser sends (the beacon posts
// each to POST /api/events) appear in the console for marketing; the period is chosen by
// keyboard; the page passes axe at desktop and phone widths.

/** An ordinary desktop Chrome: the counting leaves out browsers that say they are automated. */
const VISITOR_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A KPI card's figure, as a number. */
async function kpi(page: Page, label: string): Promise<number> {
  const card = page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator('..')
  const text = (await card.getByRole('definition').first().textContent()) ?? ''
  return Number(text.replace(/[^\d.]/g, ''))
}

/** The page views of one path in the Top pages table (0 when it is not listed). */
async function pageViewsOf(page: Page, path: string): Promise<number> {
  const row = page
    .getByRole('region', { name: 'Top pages' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: path, exact: true }) })
  if ((await row.count()) === 0) return 0
  return Number(((await row.getByRole('cell').first().textContent()) ?? '').replace(/\D/g, ''))
}

test('page views from a visitor’s browser appear in the dashboard', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  await signedInMember(page, staffEmail(testInfo, 'marketing'), 'marketing', 'Maya Okafor')
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Analytics' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await page.goto('/staff/analytics?period=today')
  await expect(page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page')
  const viewsBefore = await kpi(page, 'Page views')
  const aboutBefore = await pageViewsOf(page, '/about')

  // A visitor reads three public pages in a browser of their own.
  const visitor = await browser.newContext({
    baseURL,
    userAgent: VISITOR_AGENT,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
  })
  const reader = await visitor.newPage()
  for (const path of ['/', '/about', '/insights/webinars']) {
    // The beacon loads once the page is interactive and sends the view at once.
    const sent = reader.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/events' &&
        response.request().postData()?.includes(`"path":"${path}"`) === true,
    )
    await reader.goto(path)
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await sent).status()).toBe(204)
  }
  await visitor.close()

  await expect(async () => {
    await page.reload()
    expect(await kpi(page, 'Page views')).toBeGreaterThanOrEqual(viewsBefore + 3)
    expect(await pageViewsOf(page, '/about')).toBeGreaterThanOrEqual(aboutBefore + 1)
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] })
  expect(await kpi(page, 'Unique visitors')).toBeGreaterThanOrEqual(1)
  // The chart draws (uPlot's canvas) under the strict CSP, with no console error.
  await expect(page.locator('figure canvas').first()).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Top pages' }).getByRole('rowheader', {
      name: '/insights/webinars',
      exact: true,
    }),
  ).toBeVisible()
})

test('the dashboard is used by keyboard and passes axe at desktop and phone widths', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  await signedInMember(page, staffEmail(testInfo, 'analyst'), 'admin', 'Ana Lindqvist')
  await page.goto('/staff/analytics')
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expectNoAxeViolations(page)

  // By keyboard: a preset, then a custom period, then one the form refuses.
  await tabTo(page, page.getByRole('link', { name: 'Last 30 days' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page).toHaveURL(/period=30d/)
  const today = new Date().toISOString().slice(0, 10)
  await tabTo(page, page.getByLabel('First day (UTC)'))
  await page.keyboard.type(today.slice(5, 7) + today.slice(8, 10) + today.slice(0, 4))
  await tabTo(page, page.getByLabel('Last day (UTC)'))
  await page.keyboard.type(today.slice(5, 7) + today.slice(8, 10) + today.slice(0, 4))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`))
  await expect(page.getByText(/\(UTC\), compared with/)).toBeVisible()
  await page.goto('/staff/analytics?from=2026-11-04&to=2026-11-02')
  await expect(page.getByText('The last day must not be before the first.')).toBeVisible()
  await expect(page.getByLabel('Last day (UTC)')).toHaveAttribute('aria-invalid', 'true')

  // The chart's numbers are in a table a keyboard opens.
  await page.goto('/staff/analytics?period=7d')
  await tabTo(page, page.getByText('The chart’s numbers, day by day'))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('table', { name: 'Unique visitors, visits and page views per day' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // At a phone's width too.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    storageState: await page.context().storageState(),
  })
  const phonePage = await phone.newPage()
  await phonePage.goto('/staff/analytics?period=7d')
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expectNoAxeViolations(phonePage)
  await phone.close()
})

test('a consultant has no Analytics in the console and cannot open it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await signedInMember(page, staffEmail(testInfo, 'consultant'), 'consultant', 'Theo Brandt')
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Analytics' }),
  ).toHaveCount(0)
  const response = await page.goto('/staff/analytics')
  expect(response?.status()).toBe(404)
})
