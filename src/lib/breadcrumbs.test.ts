import { describe, expect, it } from 'vitest'
import { buildBreadcrumbs, titleCase } from './breadcrumbs'

const labels = { expertise: 'Expertise', 'artificial-intelligence': 'Artificial Intelligence' }
const pages = new Set(['/expertise', '/expertise/artificial-intelligence'])

describe('titleCase', () => {
  it.each([
    ['data-privacy', 'Data Privacy'],
    ['cloud', 'Cloud'],
    ['a--b', 'A B'],
    ['snake_case', 'Snake Case'],
  ])('%s → %s', (segment, expected) => {
    expect(titleCase(segment)).toBe(expected)
  })
})

describe('buildBreadcrumbs', () => {
  it('starts at Home and names known segments', () => {
    expect(buildBreadcrumbs('/expertise/artificial-intelligence', labels, pages)).toEqual([
      { name: 'Home', path: '/', href: '/' },
      { name: 'Expertise', path: '/expertise', href: '/expertise' },
      {
        name: 'Artificial Intelligence',
        path: '/expertise/artificial-intelligence',
        href: '/expertise/artificial-intelligence',
      },
    ])
  })

  it('title-cases unknown segments and links only real pages', () => {
    expect(buildBreadcrumbs('/social/mastodon-feed/', labels, pages)).toEqual([
      { name: 'Home', path: '/', href: '/' },
      { name: 'Social', path: '/social', href: undefined },
      { name: 'Mastodon Feed', path: '/social/mastodon-feed', href: undefined },
    ])
  })

  it('links a step that is not a page of its own to the page that shows it', () => {
    const steps = { '/case-studies': '/services#case-studies' }
    expect(buildBreadcrumbs('/case-studies/retail', {}, new Set(), steps)).toEqual([
      { name: 'Home', path: '/', href: '/' },
      { name: 'Case Studies', path: '/case-studies', href: '/services#case-studies' },
      { name: 'Retail', path: '/case-studies/retail', href: undefined },
    ])
  })

  it('decodes escaped segments and survives malformed ones', () => {
    expect(buildBreadcrumbs('/a%20b/%E0%A4%A', {}, new Set()).map((c) => c.name)).toEqual([
      'Home',
      'A B',
      '%E0%A4%A',
    ])
  })

  it('is only Home on the home page', () => {
    expect(buildBreadcrumbs('/', labels, pages)).toEqual([{ name: 'Home', path: '/', href: '/' }])
  })
})
