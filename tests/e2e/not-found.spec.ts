import { expect, test } from './support/fixtures'

// The '… Not Found' screens arrive whole in the server's HTML, with status 404: a crawler, a
// browser with JavaScript off and a screen reader before hydration all get the page, not an
// empty shell (issue 19, decision 029).

const SCREENS = [
  {
    path: '/industries/no-such-industry',
    title: 'Industry Not Found',
    message: "We couldn't find the industry you're looking for.",
    link: '/industries',
  },
  {
    path: '/expertise/no-such-area',
    title: 'Expertise Not Found',
    message: "We couldn't find the expertise you're looking for.",
    link: '/expertise',
  },
  {
    path: '/case-studies/no-such-study',
    title: 'Case Study Not Found',
    message: 'The requested case study could not be found.',
    link: '/services',
  },
  {
    path: '/insights/no-such-article',
    title: 'Article Not Found',
    link: '/insights',
  },
  {
    path: '/insights/thought-leadership/no-such-article',
    title: 'Article Not Found',
    link: '/insights',
  },
  {
    path: '/insights/webinars/no-such-webinar',
    title: 'Webinar Not Found',
    message: "We couldn't find the webinar you're looking for.",
    link: '/insights/webinars',
  },
] as const

/** The text of the server's HTML without tags, as a crawler or a reader without scripts sees it. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
}

test.describe('not-found screens in the server HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP checks run once, at desktop width')

  for (const screen of SCREENS) {
    test(`${screen.path} is a whole ${screen.title} page with status 404`, async ({ request }) => {
      const response = await request.get(screen.path, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      // The proxy's mark never leaves the server.
      expect(response.headers()['x-northbridge-status']).toBeUndefined()
      const html = await response.text()
      expect(html).not.toContain('id="__next_error__"')
      expect(html).toMatch(/<html[^>]* lang="en"/)
      expect(html).toContain(`<title>${screen.title} | Northbridge Digital</title>`)
      expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${screen.title}</h1>`))
      // The site's chrome: header navigation, breadcrumb trail, footer.
      expect(html).toMatch(/<header/)
      expect(html).toContain('aria-label="Breadcrumb"')
      expect(html).toMatch(/<footer/)
      const text = visibleText(html)
      if ('message' in screen) expect(text).toContain(screen.message)
      if ('link' in screen) expect(html).toContain(`href="${screen.link}"`)
    })
  }

  test('a second request for the same unknown id is a 404 too (the page is cached)', async ({
    request,
  }) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request.get('/industries/still-no-such-industry')
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain('Industry Not Found')
    }
  })

  test('known pages keep their 200', async ({ request }) => {
    for (const path of ['/industries/high-tech', '/insights/webinars', '/expertise']) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
  })
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a not-found screen reads in full, header and footer included', async ({ page }) => {
    const response = await page.goto('/industries/no-such-industry')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Industry Not Found' })).toBeVisible()
    await expect(page.getByText("We couldn't find the industry you're looking for.")).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle('Industry Not Found | Northbridge Digital')
  })
})
