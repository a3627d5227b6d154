import { expect, test } from './support/fixtures'
import { SITE_ORIGIN } from './support/site'

test.describe('redirects', () => {
  for (const path of ['/webinars', '/webinars/scaling-generative-ai-pilots']) {
    test(`${path} moves permanently to /insights/webinars`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(response.headers().location).toBe('/insights/webinars')
    })
  }

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/no-such-page/at-all')
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Empowering Your Digital Transformation',
    )
  })

  test('a missing file is a plain 404, not a redirect', { tag: '@once' }, async ({ request }) => {
    const response = await request.get('/images/no-such-picture.png', { maxRedirects: 0 })
    expect(response.status()).toBe(404)
  })

  test('an unknown API path answers a JSON 404', { tag: '@once' }, async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint', { maxRedirects: 0 })
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ error: 'Not found' })
  })
})

test.describe('aliases show their screen with the primary URL as canonical', () => {
  const aliases = [
    ['/privacy', '/privacy-and-terms', 'Privacy Policy & Terms of Service'],
    ['/terms', '/privacy-and-terms', 'Privacy Policy & Terms of Service'],
    ['/case-studies', '/services', 'How We Serve'],
    ['/services/cloud', '/services', 'How We Serve'],
  ] as const
  for (const [alias, primary, heading] of aliases) {
    test(`${alias} → ${primary}`, async ({ page }) => {
      const response = await page.goto(alias)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${alias}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE_ORIGIN}${primary}`,
      )
    })
  }
})

test.describe('the coming-soon placeholder', () => {
  test('names social pages and everything else differently', async ({ page }) => {
    await page.goto('/social/linkedin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Social Media Coming Soon')
    for (const path of ['/working-on-it', '/career']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're Working On This")
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    }
  })

  test('Return to Home goes home', async ({ page }) => {
    await page.goto('/working-on-it')
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })

  test('Go Back returns to the previous page, or home when there is none', async ({ page }) => {
    await page.goto('/contact')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /on LinkedIn/ })
      .click()
    await expect(page).toHaveURL(/\/social\/linkedin$/)
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page).toHaveURL(/\/contact$/)

    const fresh = await page.context().newPage()
    await fresh.goto('/career')
    await fresh.getByRole('button', { name: 'Go Back' }).click()
    await expect(fresh).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })
})

test.describe('scrolling on navigation', () => {
  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/privacy-and-terms')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Connect With Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a link with a fragment scrolls to its target', async ({ page }) => {
    await page.goto('/privacy-and-terms')
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Terms of Use' })
      .click()
    await expect(page).toHaveURL(/#terms-of-use$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeInViewport()
  })
})
