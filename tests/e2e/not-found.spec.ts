import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../scripts/lib/run'
import { NOT_FOUND_SCREENS } from '#test-support/not-found-screens'
import { expect, test } from './support/fixtures'

// The '… Not Found' screens arrive whole in the server's HTML, with status 404: a crawler, a
// browser with JavaScript off and a screen reader before hydration all get the page, not an
// empty shell (issue 19, decision 029).

/** The text of the server's HTML without tags, as a crawler or a reader without scripts sees it. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
}

test.describe('not-found screens in the server HTML', { tag: '@once' }, () => {
  for (const screen of NOT_FOUND_SCREENS) {
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
      // The trail of the address as requested (the screen is rendered for it, decision 031).
      const last = screen.path.split('/').at(-1)!
      expect(html).toMatch(
        new RegExp(
          `aria-current="page"[^>]*>${last.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())}<`,
        ),
      )
      const text = visibleText(html)
      if (screen.message) expect(text).toContain(screen.message)
      expect(html).toContain(`href="${screen.link}"`)
    })
  }

  test('a second request for the same unknown id is a 404 too (rendered per request, never kept)', async ({
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

/** Every file under a folder, as paths relative to it (none when it does not exist). */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
}

test.describe('unknown ids and the disk (issue 25, decision 031)', { tag: '@once' }, () => {
  // Where Next.js 16 keeps what it renders on demand (of the build the shared server serves).
  const ROUTE_CACHE = path.join(projectRoot, '.next', 'server', 'route-cache')
  const SECTIONS = [
    { prefix: '/industries/', status: 404 },
    { prefix: '/expertise/', status: 404 },
    { prefix: '/case-studies/', status: 404 },
    { prefix: '/insights/', status: 404 },
    { prefix: '/insights/thought-leadership/', status: 404 },
    { prefix: '/insights/webinars/', status: 404 },
    // One screen for any id: the services screen and the coming-soon placeholder, as before.
    { prefix: '/services/', status: 200 },
    { prefix: '/social/', status: 200 },
  ]
  // As a browser asks: a document, a router navigation (RSC), and prefetches, which the proxy
  // does not see (its matcher skips them).
  const VARIANTS: Record<string, string>[] = [
    {},
    { rsc: '1' },
    { 'next-router-prefetch': '1', rsc: '1' },
    { purpose: 'prefetch' },
  ]

  test('200 made-up ids across the sections add nothing to the route cache', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    // The cache names what it keeps by the page's path, so a page kept for a made-up id would
    // carry the id. Other tests fill the cache with known pages meanwhile (a page is kept when
    // first asked for), so its size says nothing; the names do. A known page shows they are
    // looked for where they would be.
    expect((await request.get('/industries/high-tech')).status()).toBe(200)
    await expect
      .poll(() =>
        filesUnder(ROUTE_CACHE).some((file) => file.endsWith('/industries/high-tech.html')),
      )
      .toBe(true)
    const requests = Array.from({ length: 200 }, (_, index) => {
      const section = SECTIONS[index % SECTIONS.length]!
      const headers = VARIANTS[Math.floor(index / SECTIONS.length) % VARIANTS.length]!
      const id = `made-up-${index}-${Math.random().toString(36).slice(2, 10)}`
      return { section, headers, path: `${section.prefix}${id}` }
    })
    for (let start = 0; start < requests.length; start += 8) {
      await Promise.all(
        requests.slice(start, start + 8).map(async ({ section, headers, path: address }) => {
          const response = await request.get(address, { headers, maxRedirects: 0 })
          expect(response.status(), `${address} ${JSON.stringify(headers)}`).toBeLessThan(500)
          if (Object.keys(headers).length === 0) {
            expect(response.status(), address).toBe(section.status)
          }
        }),
      )
    }
    expect(filesUnder(ROUTE_CACHE).filter((file) => file.includes('made-up-'))).toEqual([])
  })

  test('the twins that render unlisted ids are not addresses of their own', async ({ request }) => {
    const response = await request.get('/unlisted/industries/high-tech', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toBe('/')
  })

  test('a made-up id of a one-screen route still shows that screen', async ({ request }) => {
    const services = await request.get('/services/made-up-service')
    expect(services.status()).toBe(200)
    expect(await services.text()).toContain('How We Serve')
    const social = await request.get('/social/made-up-network')
    expect(social.status()).toBe(200)
    expect(await social.text()).toContain('Social Media Coming Soon')
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
