import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Page, Request } from '@playwright/test'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { expect, test } from './support/fixtures'
import { startSiteServer, type SiteServer } from './support/site-server'

// First-party counting (issue 30, docs/analytics.md): the beacon in a real browser, against a
// server of its own whose database the last test reads once the server has stopped.

const BEACON = '/analytics/beacon.js'
const EVENTS = '/api/events'

/** The bodies the page sends to the events endpoint, and any CSP report, as they happen. */
function watchCounting(page: Page) {
  const events: { name: string; path?: string; referrer?: string; width?: number }[] = []
  const cspReports: string[] = []
  const scripts: string[] = []
  /** Events the server has answered: a test waits for them before its browser closes. */
  const answered: number[] = []
  page.on('requestfinished', (request: Request) => {
    if (new URL(request.url()).pathname === EVENTS) answered.push(1)
  })
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url())
    if (pathname === EVENTS) events.push(JSON.parse(request.postData() ?? '{}'))
    if (pathname === '/api/csp-report') cspReports.push(request.postData() ?? '')
    if (pathname === BEACON) scripts.push(request.url())
  })
  return { events, cspReports, scripts, answered }
}

/** Waits until the beacon has been fetched and has had time to run (it sends at once). */
async function beaconLoaded(page: Page) {
  await page.waitForFunction(
    (src) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(src)),
    BEACON,
    { timeout: 10_000 },
  )
}

/** The bucket docs/analytics.md names for a screen width. */
const bucketOf = (width: number) =>
  width < 600 ? 'phone' : width < 1024 ? 'tablet' : width < 1440 ? 'laptop' : 'desktop'

test.describe('the page-view beacon', () => {
  test.describe.configure({ mode: 'serial' })
  let server: SiteServer
  /** The screen width the browser of the first test reported. */
  let width = 0

  test.beforeAll(async () => {
    // A server's start waits for the machine; a loaded one takes more than a test's 30 seconds.
    test.setTimeout(120_000)
    server = await startSiteServer()
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('sends one page view per page view, client-side navigations included, with no CSP violation', async ({
    page,
  }) => {
    const seen = watchCounting(page)
    await page.goto(
      `${server.url}/?utm_source=newsletter&utm_campaign=spring&email=ada%40x.example`,
    )
    await beaconLoaded(page)
    await expect.poll(() => seen.events.length).toBe(1)
    expect(seen.events[0]).toEqual({
      name: 'pageview',
      path: '/?utm_source=newsletter&utm_campaign=spring',
      referrer: '',
      width: expect.any(Number),
    })
    width = seen.events[0]?.width ?? 0

    // A client-side navigation: the same document (the marker survives), a second page view.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('footer a[href="/contact"]').first().click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect
      .poll(() => seen.events.map((event) => event.path))
      .toEqual(['/?utm_source=newsletter&utm_campaign=spring', '/contact'])
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

    // A fragment alone is not a new page view; back to the first page is one.
    await page.evaluate(() => {
      window.location.hash = 'form'
    })
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/\?utm_source/)
    await expect.poll(() => seen.events.length).toBe(3)
    await page.waitForTimeout(500)
    expect(seen.events.map((event) => event.path)).toEqual([
      '/?utm_source=newsletter&utm_campaign=spring',
      '/contact',
      '/?utm_source=newsletter&utm_campaign=spring',
    ])
    expect(seen.scripts).toHaveLength(1)
    await expect.poll(() => seen.answered.length).toBe(3)
    expect(seen.cspReports).toEqual([])
    expect(await page.context().cookies()).toEqual([])
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
  })

  test('the search dialog reports one search per opening, without the query', async ({ page }) => {
    const seen = watchCounting(page)
    await page.goto(`${server.url}/about`)
    await beaconLoaded(page)
    await expect.poll(() => seen.events.length).toBe(1)
    const searchButton = page
      .getByRole('banner')
      .getByRole('button', { name: 'Search', exact: true })
    const input = page.getByRole('combobox', { name: 'Search the site' })
    await searchButton.click()
    await input.pressSequentially('cloud')
    await input.fill('data platform')
    await page.keyboard.press('Escape')
    await searchButton.click()
    await input.fill('strategy')
    await expect
      .poll(() => seen.events.filter((event) => event.name === 'search-used'))
      .toEqual([{ name: 'search-used' }, { name: 'search-used' }])
    await expect.poll(() => seen.answered.length).toBe(3)
  })

  test('sends nothing from a browser with Global Privacy Control or Do Not Track', async ({
    browser,
  }) => {
    for (const [header, property, value] of [
      ['sec-gpc', 'globalPrivacyControl', true],
      ['dnt', 'doNotTrack', '1'],
    ] as const) {
      const context = await browser.newContext({ extraHTTPHeaders: { [header]: '1' } })
      await context.addInitScript(
        ([name, setting]) =>
          Object.defineProperty(Navigator.prototype, name, { get: () => setting }),
        [property, value] as const,
      )
      const page = await context.newPage()
      const seen = watchCounting(page)
      await page.goto(`${server.url}/insights`)
      await beaconLoaded(page)
      await page.locator('footer a[href="/contact"]').first().click()
      await expect(page).toHaveURL(/\/contact$/)
      await page.waitForTimeout(1000)
      expect(seen.events, property).toEqual([])
      await context.close()
    }
  })

  test('is not loaded in the staff console', async ({ page }) => {
    const seen = watchCounting(page)
    await page.goto(`${server.url}/staff`)
    await page.waitForLoadState('load')
    await page.waitForTimeout(1000)
    expect(seen.scripts).toEqual([])
    expect(seen.events).toEqual([])
    // A page view claimed for the console by hand is answered alike and not counted.
    const answer = await page.request.post(`${server.url}${EVENTS}`, {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({ name: 'pageview', path: '/staff/analytics' }),
    })
    expect(answer.status()).toBe(204)
  })

  test('the server stored exactly those page views, and nothing that names the visitor', async () => {
    // Stopped (SIGTERM: the server closes its database on the way out), so its folder opens here.
    await server.stop()
    const db = await PGlite.create({
      dataDir: path.join(server.dataDir, 'pglite'),
      // The extension the migrations create (src/server/db/pglite-extensions.ts).
      extensions: { btree_gist },
    })
    try {
      const { rows } = await db.query<Record<string, string | null>>(
        `select name, path, referrer_host, utm_source, utm_campaign, utm_medium, device, visitor
           from analytics_events order by at`,
      )
      const views = rows.filter((row) => row.name === 'pageview')
      expect(views.map(({ visitor: _visitor, ...row }) => row)).toEqual([
        ...['/', '/contact', '/', '/about'].map((page) => ({
          name: 'pageview',
          path: page,
          referrer_host: null,
          utm_source: page === '/' ? 'newsletter' : null,
          utm_campaign: page === '/' ? 'spring' : null,
          utm_medium: null,
          device: bucketOf(width),
        })),
      ])
      // Two searches, recorded as conversions on the page they were made on.
      expect(
        rows.filter((row) => row.name !== 'pageview').map(({ name, path }) => ({ name, path })),
      ).toEqual([
        { name: 'search-used', path: '/about' },
        { name: 'search-used', path: '/about' },
      ])
      // One browser (the same user agent in every context), one day: one visitor.
      expect(new Set(rows.map((row) => row.visitor)).size).toBe(1)
      const salts = await db.query<{ day: string }>('select day::text as day from analytics_salts')
      expect(salts.rows).toEqual([{ day: new Date().toISOString().slice(0, 10) }])
    } finally {
      await db.close()
    }
  })
})

// That no public page sets a cookie or stores anything is checked on every page by the walk in
// accessibility.spec.ts, which visits them all anyway.
