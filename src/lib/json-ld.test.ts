import type { VideoObject, WithContext } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import {
  articleJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  videoObjectJsonLd,
  websiteJsonLd,
} from './json-ld'

describe('JSON-LD builders', () => {
  it('describes the organisation with the facts the spec requires', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@type': 'Organization',
      name: 'Northbridge Digital',
      url: 'https://northbridge.example/',
      foundingDate: '2020',
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 50, maxValue: 200 },
      address: { '@type': 'PostalAddress', addressLocality: 'Rohnert Park', addressRegion: 'CA' },
      telephone: '+18005550142',
      email: 'hello@northbridge.example',
    })
    expect((organizationJsonLd() as { sameAs?: unknown[] }).sameAs).toHaveLength(1)
  })

  it('links the website to the organisation', () => {
    expect(websiteJsonLd()).toMatchObject({
      '@type': 'WebSite',
      publisher: { '@id': (organizationJsonLd() as { '@id'?: string })['@id'] },
    })
  })

  it('numbers breadcrumb steps, gives each a URL and leaves the current page without one', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', path: '/', href: '/' },
      { name: 'Case Studies', path: '/case-studies', href: '/services#case-studies' },
      { name: 'Retail AI', path: '/case-studies/retail', href: '/case-studies/retail' },
    ])
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://northbridge.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Case Studies',
        item: 'https://northbridge.example/services#case-studies',
      },
      { '@type': 'ListItem', position: 3, name: 'Retail AI' },
    ])
  })

  it('gives no breadcrumb data for a trail with an earlier step that links nowhere', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', path: '/', href: '/' },
        { name: 'Social Media', path: '/social' },
        { name: 'LinkedIn', path: '/social/linkedin' },
      ]),
    ).toBeNull()
  })

  it('describes an article with both dates from its content and a linked author', () => {
    const article = articleJsonLd({
      headline: 'Agentic AI for Document Extraction',
      description: 'How agentic AI changes extraction.',
      path: '/insights/thought-leadership/agentic-ai-document-extraction',
      imagePath: '/images/articles/agentic-ai-document-extraction.svg',
      datePublished: '2025-07-14',
      dateModified: '2025-08-01',
      keywords: ['agentic ai', 'document processing'],
      wordCount: 1200,
      author: {
        name: 'Marcus Oyelaran',
        path: '/about/leadership#marcus-oyelaran',
        jobTitle: 'Practice Director, AI & Data',
        sameAs: 'https://www.linkedin.com/in/marcus-oyelaran-northbridge',
      },
    })
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Agentic AI for Document Extraction',
      image: 'https://northbridge.example/images/articles/agentic-ai-document-extraction.svg',
      datePublished: '2025-07-14',
      dateModified: '2025-08-01',
      author: {
        '@type': 'Person',
        name: 'Marcus Oyelaran',
        url: 'https://northbridge.example/about/leadership#marcus-oyelaran',
      },
      publisher: { '@id': (organizationJsonLd() as { '@id'?: string })['@id'] },
      mainEntityOfPage:
        'https://northbridge.example/insights/thought-leadership/agentic-ai-document-extraction',
      keywords: 'agentic ai, document processing',
    })
    expect(article).not.toHaveProperty('isBasedOn')
  })

  it('names an outside author without a URL and points to the original work', () => {
    const article = articleJsonLd({
      headline: 'Neoclouds',
      description: 'A summary.',
      path: '/insights/thought-leadership/neocloud-providers',
      imagePath: '/images/articles/neocloud-providers.svg',
      datePublished: '2024-12-10',
      dateModified: '2024-12-10',
      keywords: ['neocloud'],
      wordCount: 900,
      author: { name: 'Elena Marsh' },
      isBasedOn: 'https://compute-review.example/neocloud-providers',
    })
    expect(article.author).toEqual({ '@type': 'Person', name: 'Elena Marsh' })
    expect(article).toMatchObject({
      isBasedOn: 'https://compute-review.example/neocloud-providers',
    })
  })

  it('describes a hosted video with absolute URLs, an ISO length and the organisation as publisher', () => {
    const video: WithContext<VideoObject> = videoObjectJsonLd({
      name: 'SCIPAB for Agentic AI',
      description: 'Six questions that frame the case for an AI agent.',
      pagePath: '/insights/webinars/SCIPAB',
      thumbnailPath: '/images/webinars/scipab-poster.webp',
      contentPath: '/video/webinars/scipab.mp4',
      uploadDate: '2025-06-12',
      durationMinutes: 2,
      author: { name: 'Marcus Oyelaran', jobTitle: 'Practice Director, AI & Data' },
    })
    expect(video).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'SCIPAB for Agentic AI',
      description: 'Six questions that frame the case for an AI agent.',
      thumbnailUrl: 'https://northbridge.example/images/webinars/scipab-poster.webp',
      uploadDate: '2025-06-12',
      duration: 'PT2M',
      contentUrl: 'https://northbridge.example/video/webinars/scipab.mp4',
      embedUrl: 'https://northbridge.example/insights/webinars/SCIPAB',
      inLanguage: 'en-US',
      isFamilyFriendly: true,
      publisher: { '@id': (organizationJsonLd() as { '@id'?: string })['@id'] },
      author: {
        '@type': 'Person',
        name: 'Marcus Oyelaran',
        jobTitle: 'Practice Director, AI & Data',
      },
    })
  })

  it('leaves the author out of a video that names none', () => {
    const video = videoObjectJsonLd({
      name: 'A clip',
      description: 'A clip without a named author.',
      pagePath: '/insights',
      thumbnailPath: '/images/hero-poster.webp',
      contentPath: '/video/hero.mp4',
      uploadDate: '2025-01-01',
      durationMinutes: 90,
    })
    expect(video).not.toHaveProperty('author')
    expect(video).toMatchObject({ duration: 'PT1H30M' })
  })

  it('escapes < so no value can end the script element', () => {
    const json = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    })
    expect(json).not.toContain('<')
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
  })
})
