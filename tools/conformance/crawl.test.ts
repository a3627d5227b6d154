import { describe, expect, it } from 'vitest'
import { crawl, unreachedPages, type Fetched } from './crawl'

/** A site as a map of path → answer. */
const site =
  (pages: Record<string, Partial<Fetched>>) =>
  async (path: string): Promise<Fetched> => {
    const page = pages[path]
    if (!page) return { status: 404, links: [] }
    return { status: 200, links: [], ...page }
  }

describe('crawl', () => {
  it('records each page at its fewest clicks from the start, fetching it once', async () => {
    const fetched: string[] = []
    const pages = site({
      '/': { links: ['/a', '/b'] },
      '/a': { links: ['/', '/b', '/a/deep'] },
      '/b': { links: ['/a/deep'] },
      '/a/deep': { links: ['/a/deeper'] },
      '/a/deeper': {},
    })
    const result = await crawl('/', (path) => {
      fetched.push(path)
      return pages(path)
    })
    expect(Object.fromEntries(result.depth)).toEqual({
      '/': 0,
      '/a': 1,
      '/b': 1,
      '/a/deep': 2,
      '/a/deeper': 3,
    })
    expect(fetched.sort()).toEqual(['/', '/a', '/a/deep', '/a/deeper', '/b'])
    expect(result.broken).toEqual([])
  })

  it('reports broken links with the pages that link to them', async () => {
    const result = await crawl(
      '/',
      site({
        '/': { links: ['/a', '/gone', '/error', '/typo'] },
        '/a': { links: ['/gone'] },
        '/error': { status: 500 },
        // The site sends unknown paths home.
        '/typo': { status: 200, finalPath: '/' },
      }),
    )
    expect(result.broken).toEqual([
      { path: '/gone', status: 404, linkedFrom: ['/', '/a'] },
      { path: '/error', status: 500, linkedFrom: ['/'] },
      { path: '/typo', status: 'redirected to /', linkedFrom: ['/'] },
    ])
  })

  it('reports a page that cannot be fetched', async () => {
    const result = await crawl('/', async (path) => {
      if (path === '/down') throw new Error('socket hang up')
      return { status: 200, links: ['/down'] }
    })
    expect(result.broken).toEqual([{ path: '/down', status: 'socket hang up', linkedFrom: ['/'] }])
  })

  it('counts the target of a redirect as reached with the same click', async () => {
    const result = await crawl(
      '/',
      site({
        '/': { links: ['/old'] },
        '/old': { finalPath: '/new', links: ['/next'] },
        '/next': {},
      }),
    )
    expect(Object.fromEntries(result.depth)).toEqual({ '/': 0, '/old': 1, '/new': 1, '/next': 2 })
  })
})

describe('unreachedPages', () => {
  it('lists the pages not reached, or reached in too many clicks', async () => {
    const result = await crawl(
      '/',
      site({
        '/': { links: ['/a', '/insights?topic=ai'] },
        '/a': { links: ['/b'] },
        '/b': { links: ['/c'] },
        '/c': { links: ['/d'] },
        '/d': {},
        '/insights?topic=ai': {},
      }),
    )
    expect(
      unreachedPages(result, ['/', '/a', '/c', '/d', '/insights', '/about/values'], 3),
    ).toEqual([
      { path: '/d', clicks: 4 },
      { path: '/about/values', clicks: null },
    ])
  })
})
