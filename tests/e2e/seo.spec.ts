import { expect, test } from './support/fixtures'
import {
  LISTED_PATHS,
  PRIVATE_PATHS,
  SITE_ORIGIN,
  sitemapPaths,
  UNLISTED_PATHS,
} from './support/site'

test.describe('sitemap and robots', { tag: '@once' }, () => {
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
    // The per-page tests (here, structured-data, csp and accessibility) are generated from the
    // paths the config read from the sitemap's sources: they are exactly what the server lists.
    expect([...paths].sort(), 'the paths the per-page tests were generated for').toEqual(
      [...LISTED_PATHS].sort(),
    )
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

  test('the manifest and its icons are served', { tag: '@once' }, async ({ request }) => {
    const answer = await request.get('/manifest.webmanifest')
    expect(answer.headers()['content-type']).toBe('application/manifest+json')
    const manifest = await answer.json()
    expect(manifest.name).toBe('Northbridge Digital')
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200)
    }
    for (const file of ['/favicon.ico', '/icon.svg', '/apple-icon.png']) {
      expect((await request.get(file)).status(), file).toBe(200)
    }
  })

  test(
    'pages link the manifest once, fetched with credentials on the page’s own connection',
    { tag: '@once' },
    async ({ servedPage }) => {
      for (const path of ['/', '/contact', '/insights/webinars', '/staff/sign-in']) {
        const { html } = await servedPage(path)
        const head = html.slice(0, html.indexOf('</head>'))
        expect(head.match(/<link[^>]{0,200}rel="manifest"[^>]{0,200}>/g), path).toEqual([
          '<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/>',
        ])
      }
    },
  )
})

// The JSON-LD every page carries (organisation, website, breadcrumbs) is checked per page in
// structured-data.spec.ts, from the same server HTML.
test.describe('every sitemap page', { tag: '@once' }, () => {
  for (const path of LISTED_PATHS) {
    test(`${path}: answers 200 and has its generated Open Graph image`, async ({ request }) => {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
      const response = await request.get(path === '/' ? '/og' : `/og${path}`)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      const png = await response.body()
      expect(png.readUInt32BE(16), `${path} width`).toBe(1200)
      expect(png.readUInt32BE(20), `${path} height`).toBe(630)
    })
  }
})
