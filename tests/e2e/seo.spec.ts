import { expect, test } from './support/fixtures'
import {
  allPagePaths,
  jsonLdBlocks,
  PRIVATE_PATHS,
  SITE_ORIGIN,
  sitemapPaths,
  UNLISTED_PATHS,
} from './support/site'

test.describe('sitemap and robots', () => {
  test('the sitemap lists canonical pages only', async ({ request }) => {
    const paths = await sitemapPaths(request)
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/services', '/contact', '/privacy-and-terms']),
    )
    for (const unlisted of [...UNLISTED_PATHS, ...PRIVATE_PATHS]) {
      expect(paths).not.toContain(unlisted)
    }
    expect(new Set(paths).size).toBe(paths.length)
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain(`<loc>${SITE_ORIGIN}/services</loc>`)
  })

  test('every sitemap page answers 200', async ({ request }) => {
    for (const path of await sitemapPaths(request)) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
    }
  })

  test('robots.txt points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`)
    expect(robots).toContain('Allow: /')
  })
})

test.describe('metadata', () => {
  test('each page has its title, description, canonical link and social cards', async ({
    page,
  }) => {
    await page.goto('/services')
    await expect(page).toHaveTitle('How We Serve | Northbridge Digital')
    const meta = (selector: string) => page.locator(selector).first()
    await expect(meta('meta[name="description"]')).toHaveAttribute('content', /Six service areas/)
    await expect(meta('meta[name="keywords"]')).toHaveAttribute('content', /consulting services/)
    await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}/services`)
    await expect(meta('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'How We Serve | Northbridge Digital',
    )
    await expect(meta('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${SITE_ORIGIN}/og/services`,
    )
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
  })

  test('every page has a generated Open Graph image', async ({ request }) => {
    for (const path of await sitemapPaths(request)) {
      const response = await request.get(path === '/' ? '/og' : `/og${path}`)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      const png = await response.body()
      expect(png.readUInt32BE(16), `${path} width`).toBe(1200)
      expect(png.readUInt32BE(20), `${path} height`).toBe(630)
    }
  })

  test('the manifest and its icons are served', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest.name).toBe('Northbridge Digital')
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200)
    }
    for (const file of ['/favicon.ico', '/icon.svg', '/apple-icon.png']) {
      expect((await request.get(file)).status(), file).toBe(200)
    }
  })
})

test.describe('structured data in the built HTML', () => {
  test('every page describes the organisation, the website and its breadcrumbs', async ({
    request,
  }) => {
    for (const path of await allPagePaths(request)) {
      const html = await (await request.get(path)).text()
      const blocks = jsonLdBlocks(html)
      const byType = (type: string) => blocks.filter((block) => block['@type'] === type)

      const [organization] = byType('Organization')
      expect(organization, path).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Northbridge Digital',
        url: `${SITE_ORIGIN}/`,
        logo: `${SITE_ORIGIN}/icons/icon-512.png`,
        foundingDate: '2020',
        numberOfEmployees: { minValue: 50, maxValue: 200 },
        address: { '@type': 'PostalAddress', addressLocality: 'Rohnert Park' },
        telephone: '+18005550142',
        email: 'hello@northbridge.example',
        sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
      })
      expect(byType('WebSite'), path).toHaveLength(1)

      const breadcrumbLists = byType('BreadcrumbList')
      // Home has no trail; a trail through a step that is no page ('Social Media') gets no data,
      // as search engines need a URL for every step but the last.
      if (path === '/' || path.startsWith('/social/')) {
        expect(breadcrumbLists, path).toHaveLength(0)
        continue
      }
      expect(breadcrumbLists, path).toHaveLength(1)
      const items = breadcrumbLists[0]!.itemListElement as { position: number; name: string }[]
      expect(items[0], path).toMatchObject({ position: 1, name: 'Home' })
      expect(items.length, path).toBe(path.split('/').filter(Boolean).length + 1)
      items.forEach((item, index) => expect(item.position).toBe(index + 1))
    }
  })
})
