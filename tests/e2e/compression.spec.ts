import { expect, test } from './support/fixtures'

// Every text response is compressed when the client accepts it: pages, the search index,
// metadata routes and API answers alike (Next.js's own compression skips route handlers).

const TEXT_RESPONSES = [
  '/',
  '/about/leadership',
  '/search-index.json',
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/api/health',
]

test.describe('compression', () => {
  test.skip(({ isMobile }) => isMobile, 'the server answers the same to every viewport')

  test('text responses are sent with Brotli, or gzip, as the client accepts', async ({
    request,
  }) => {
    for (const path of TEXT_RESPONSES) {
      const brotli = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(brotli.status(), path).toBe(200)
      expect(brotli.headers()['content-encoding'], path).toBe('br')
      expect(brotli.headers()['vary'], path).toMatch(/accept-encoding/i)

      const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
      expect(gzip.headers()['content-encoding'], path).toBe('gzip')
      // The body still reads as the same document once decoded.
      expect((await gzip.body()).length, path).toBe((await brotli.body()).length)
    }
  })

  test('a client that accepts no encoding gets the plain body', async ({ request }) => {
    const plain = await request.get('/search-index.json', {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    const body = (await plain.body()).toString()
    expect(() => JSON.parse(body)).not.toThrow()
  })
})
