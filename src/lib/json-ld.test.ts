import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld'

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

  it('numbers breadcrumb steps and leaves the current page without a URL', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', path: '/', href: '/' },
      { name: 'Social Media', path: '/social' },
      { name: 'LinkedIn', path: '/social/linkedin' },
    ])
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://northbridge.example/' },
      { '@type': 'ListItem', position: 2, name: 'Social Media' },
      { '@type': 'ListItem', position: 3, name: 'LinkedIn' },
    ])
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
