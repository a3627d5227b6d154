import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CspHashMap } from '@/lib/content-security-policy'
import {
  UNLISTED_PREFIX,
  isUnlistedAddress,
  namesMissingWebinar,
  unlistedId,
} from './not-found-screens'

// The build's map as scripts/lib/csp-hashes.ts writes it, cut to what these routes need.
const map: CspHashMap = {
  version: 2,
  routes: {
    '/industries/high-tech': { scripts: [], styles: [] },
    '/insights/thought-leadership': { scripts: [], styles: [] },
    '/insights/thought-leadership/ai-agent-frameworks': { scripts: [], styles: [] },
    '/insights/ai-agent-frameworks': { scripts: [], styles: [] },
    '/insights/webinars/SCIPAB': { scripts: [], styles: [] },
    '/services/data': { scripts: [], styles: [] },
  },
  fixedPages: [
    '/industries',
    '/insights/webinars',
    '/insights/thought-leadership',
    '/insights/feed.xml',
  ],
}

describe('unlistedId', () => {
  it('sends an id the build did not prerender to its route’s twin, a 404 where it names nothing', () => {
    expect(unlistedId(map, '/industries/no-such-industry')).toEqual({
      rewriteTo: '/unlisted/industries/no-such-industry',
      notFound: true,
    })
    expect(unlistedId(map, '/expertise/nope')?.notFound).toBe(true)
    expect(unlistedId(map, '/case-studies/nope')?.notFound).toBe(true)
    expect(unlistedId(map, '/insights/thought-leadership/nope')).toEqual({
      rewriteTo: '/unlisted/insights/thought-leadership/nope',
      notFound: true,
    })
    expect(unlistedId(map, '/insights/nope')?.rewriteTo).toBe('/unlisted/insights/nope')
    expect(unlistedId(map, '/industries/caf%C3%A9')?.rewriteTo).toBe(
      '/unlisted/industries/caf%C3%A9',
    )
  })

  it('keeps the 200 of routes that show one screen for any id', () => {
    // /services/{id} shows the services screen, /social/{platform} the coming-soon placeholder.
    expect(unlistedId(map, '/services/nope')).toEqual({
      rewriteTo: '/unlisted/services/nope',
      notFound: false,
    })
    expect(unlistedId(map, '/social/nope')?.notFound).toBe(false)
  })

  it('leaves prerendered pages, fixed paths and other routes alone', () => {
    for (const pathname of [
      '/industries/high-tech',
      '/industries',
      '/services/data',
      '/insights/thought-leadership',
      '/insights/thought-leadership/ai-agent-frameworks',
      '/insights/ai-agent-frameworks',
      '/insights/webinars',
      '/insights/feed.xml',
      '/insights/webinars/no-such-webinar',
      '/industries/high-tech/more',
      '/about',
    ]) {
      expect(unlistedId(map, pathname), pathname).toBeUndefined()
    }
  })

  it('knows the twins’ own addresses, which only its rewrites may reach', () => {
    expect(isUnlistedAddress('/unlisted')).toBe(true)
    expect(isUnlistedAddress('/unlisted/industries/x')).toBe(true)
    expect(isUnlistedAddress('/unlisted-stories')).toBe(false)
    expect(isUnlistedAddress('/industries/x')).toBe(false)
  })
})

describe('routes with generateStaticParams (read from the sources)', () => {
  const SITE = path.join(import.meta.dirname, '../../app/(site)')
  const pages = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) return pages(full)
      return entry.name === 'page.tsx' ? [full] : []
    })
  const listed = pages(SITE).filter((file) =>
    /generateStaticParams/.test(fs.readFileSync(file, 'utf8')),
  )

  it('take only the ids they list, each with a twin rendered per request', () => {
    expect(listed.length).toBeGreaterThanOrEqual(7)
    for (const file of listed) {
      const route = path.relative(SITE, path.dirname(file))
      expect(fs.readFileSync(file, 'utf8'), route).toMatch(/^export const dynamicParams = false$/m)
      const twin = path.join(SITE, UNLISTED_PREFIX.slice(1), route, 'page.tsx')
      expect(fs.existsSync(twin), `${route} has no twin`).toBe(true)
      const source = fs.readFileSync(twin, 'utf8')
      expect(source, route).toMatch(/^export const dynamic = 'force-dynamic'$/m)
      expect(source, route).not.toMatch(/generateStaticParams/)
      // The proxy sends the route's unlisted ids there.
      const example = `/${route.replace(/\[[^\]]{1,64}\]/, 'made-up-id')}`
      expect(unlistedId(map, example)?.rewriteTo, route).toBe(`${UNLISTED_PREFIX}${example}`)
    }
  })
})

describe('namesMissingWebinar', () => {
  const published = new Set(['ai-in-claims'])
  const isPublished = async (slug: string) => published.has(slug)

  it('asks the database about a webinar page’s slug', async () => {
    expect(await namesMissingWebinar(map, '/insights/webinars/ai-in-claims', isPublished)).toBe(
      false,
    )
    expect(await namesMissingWebinar(map, '/insights/webinars/no-such-webinar', isPublished)).toBe(
      true,
    )
    expect(await namesMissingWebinar(map, '/insights/webinars/caf%C3%A9', isPublished)).toBe(true)
  })

  it('leaves prerendered pages, other paths and an unreachable database to the page', async () => {
    const never = async () => {
      throw new Error('not asked')
    }
    expect(await namesMissingWebinar(map, '/insights/webinars/SCIPAB', never)).toBe(false)
    expect(await namesMissingWebinar(map, '/insights/webinars', never)).toBe(false)
    expect(await namesMissingWebinar(map, '/industries/nope', never)).toBe(false)
    expect(await namesMissingWebinar(map, '/insights/webinars/any', never)).toBe(false)
  })
})
