import { describe, expect, it } from 'vitest'
import { buildMetadata, fitDescription, ogImagePath } from './metadata'

describe('buildMetadata', () => {
  const metadata = buildMetadata({
    title: 'How We Serve',
    description: 'Six service areas, one accountable team.',
    keywords: ['consulting'],
    path: '/services',
  })

  it('adds the brand to the title and points the canonical link at the site URL', () => {
    expect(metadata.title).toEqual({ absolute: 'How We Serve | Northbridge Digital' })
    expect(metadata.alternates?.canonical).toBe('https://northbridge.example/services')
    expect(metadata.keywords).toEqual(['consulting'])
    expect(metadata.robots).toBeUndefined()
  })

  it('fills Open Graph and Twitter cards with the generated image', () => {
    expect(metadata.openGraph).toMatchObject({
      url: 'https://northbridge.example/services',
      siteName: 'Northbridge Digital',
      images: [{ url: 'https://northbridge.example/og/services', width: 1200, height: 630 }],
    })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('puts the brand first on the home page and keeps placeholders out of search', () => {
    expect(buildMetadata({ title: 'X', description: 'd', path: '/' }).title).toEqual({
      absolute: 'Northbridge Digital | X',
    })
    expect(
      buildMetadata({ title: 'X', description: 'd', path: '/career', indexable: false }).robots,
    ).toEqual({ index: false, follow: true })
    expect(ogImagePath('/')).toBe('/og')
  })
})

describe('fitDescription', () => {
  it('keeps short texts and cuts long ones at a word boundary with an ellipsis', () => {
    expect(fitDescription('Short enough.')).toBe('Short enough.')
    const long = 'Northbridge helps enterprises, '.repeat(10)
    const fitted = fitDescription(long)
    expect(fitted.length).toBeLessThanOrEqual(160)
    expect(fitted).toMatch(/enterprises…$|helps…$|Northbridge…$/)
  })
})
