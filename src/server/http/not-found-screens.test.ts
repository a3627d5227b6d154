import { describe, expect, it } from 'vitest'
import type { CspHashMap } from '@/lib/content-security-policy'
import { namesMissingContent, namesMissingWebinar } from './not-found-screens'

// The build's map as scripts/lib/csp-hashes.ts writes it, cut to what these routes need.
const map: CspHashMap = {
  version: 1,
  routes: {
    '/industries/high-tech': { scripts: [], styles: [] },
    '/insights/thought-leadership/ai-agent-frameworks': { scripts: [], styles: [] },
    '/insights/webinars/SCIPAB': { scripts: [], styles: [] },
  },
  onDemand: {
    key: 'key',
    staticPages: ['/industries', '/insights/webinars', '/insights/thought-leadership'],
    dynamicRoutes: [
      { regex: '^/industries/([^/]+?)(?:/)?$', cached: true },
      { regex: '^/insights/thought\\-leadership/([^/]+?)(?:/)?$', cached: true },
      { regex: '^/insights/webinars/([^/]+?)(?:/)?$', cached: false },
      { regex: '^/insights/([^/]+?)(?:/)?$', cached: true },
      { regex: '^/services/([^/]+?)(?:/)?$', cached: true },
    ],
  },
} as unknown as CspHashMap

describe('namesMissingContent', () => {
  it('is true for an id the build did not prerender', () => {
    expect(namesMissingContent(map, '/industries/no-such-industry')).toBe(true)
    expect(namesMissingContent(map, '/insights/thought-leadership/nope')).toBe(true)
    expect(namesMissingContent(map, '/insights/nope')).toBe(true)
  })

  it('is false for prerendered pages, fixed pages and routes without a not-found screen', () => {
    expect(namesMissingContent(map, '/industries/high-tech')).toBe(false)
    expect(namesMissingContent(map, '/industries')).toBe(false)
    expect(namesMissingContent(map, '/insights/webinars')).toBe(false)
    expect(namesMissingContent(map, '/insights/thought-leadership')).toBe(false)
    // /services/{id} shows the services page for any id (its canonical link is /services).
    expect(namesMissingContent(map, '/services/nope')).toBe(false)
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
