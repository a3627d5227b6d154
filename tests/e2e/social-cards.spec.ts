import { expect, test } from './support/fixtures'
import { sitemapPaths } from './support/site'

// Social cards (/og/…): every page's card is drawn at build time and served as a file, whatever
// query string a link adds; only a webinar from the database has its card drawn on request, once
// per instance (src/app/og/webinar-card.ts, which also limits drawing per client).

/** The card of a page, as its og:image names it (src/lib/metadata.ts). */
const cardOf = (path: string) => (path === '/' ? '/og' : `/og${path}`)

/** Webinars from the database; the SCIPAB session's page is content. */
const fromDatabase = (path: string) =>
  path.startsWith('/insights/webinars/') && path !== '/insights/webinars/SCIPAB'

test('every content page’s card is the build’s file, whatever the query string', async ({
  request,
}) => {
  const problems: string[] = []
  const paths = (await sitemapPaths(request)).filter((path) => !fromDatabase(path))
  expect(paths).toContain('/insights/webinars/SCIPAB')
  for (const path of paths) {
    const plain = await request.get(cardOf(path))
    const queried = await request.get(`${cardOf(path)}?v=${Math.random()}&utm_source=feed`)
    for (const response of [plain, queried]) {
      const label = response.url()
      if (response.status() !== 200) problems.push(`${label}: status ${response.status()}`)
      // Next.js says so on an answer it took from the build's prerendered output.
      const cache = response.headers()['x-nextjs-cache']
      if (cache !== 'HIT') problems.push(`${label}: drawn on request (x-nextjs-cache ${cache})`)
    }
    if (!(await plain.body()).equals(await queried.body())) {
      problems.push(`${path}: another card for a query string`)
    }
  }
  expect(problems).toEqual([])
})

test('a database webinar’s card is the same picture whatever the query string', async ({
  request,
}) => {
  const webinar = (await sitemapPaths(request)).find(fromDatabase)
  if (!webinar) throw new Error('no webinar from the database in the sitemap')
  const first = await request.get(cardOf(webinar))
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('image/png')
  expect(first.headers()['cache-control']).toBe('public, max-age=86400')
  const picture = await first.body()
  for (let attempt = 0; attempt < 25; attempt++) {
    const again = await request.get(`${cardOf(webinar)}?v=${attempt}`)
    expect(again.status()).toBe(200)
    expect((await again.body()).equals(picture)).toBe(true)
  }
})
