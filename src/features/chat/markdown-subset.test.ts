import { describe, expect, it } from 'vitest'
import { parseInlines, parseRichText, safeHref } from './markdown-subset'

describe('safeHref', () => {
  it.each([
    ['/contact', '/contact'],
    ['/insights/webinars#next', '/insights/webinars#next'],
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:hello@northbridge.example', 'mailto:hello@northbridge.example'],
    ['javascript:alert(1)', undefined],
    ['//evil.example/x', undefined],
    ['http://plain.example', undefined],
    ['data:text/html,hi', undefined],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected)
  })
})

describe('parseInlines', () => {
  it('turns Markdown links into links and leaves unsafe ones as text', () => {
    expect(parseInlines('See [Contact](/contact) or [x](javascript:alert(1)).', false)).toEqual([
      { text: 'See ' },
      { text: 'Contact', href: '/contact' },
      { text: ' or ' },
      { text: '[x](javascript:alert(1)' },
      { text: ').' },
    ])
  })

  it('links the spec’s page mentions in replies, but not inside a link', () => {
    expect(
      parseInlines(
        'Our About page and Services page; the Industries page, Insights page, Data and testimonials.',
        true,
      )
        .filter((inline) => inline.href)
        .map((inline) => [inline.text, inline.href]),
    ).toEqual([
      ['About page', '/about'],
      ['Services page', '/services'],
      ['Industries page', '/industries'],
      ['Insights page', '/insights'],
      ['Data and testimonials', '/insights'],
    ])
    expect(parseInlines('The [Services page](/services) lists them.', true)).toEqual([
      { text: 'The ' },
      { text: 'Services page', href: '/services' },
      { text: ' lists them.' },
    ])
  })

  it('keeps markup as text: nothing is HTML', () => {
    expect(parseInlines('<img src=x onerror=alert(1)>', true)).toEqual([
      { text: '<img src=x onerror=alert(1)>' },
    ])
  })
})

describe('parseRichText', () => {
  it('reads paragraphs and "- " lists', () => {
    expect(
      parseRichText('First line\nsame paragraph.\n\n- one\n- [two](/two)\n\nEnd.', {
        linkPages: false,
      }),
    ).toEqual([
      { kind: 'paragraph', inlines: [{ text: 'First line same paragraph.' }] },
      { kind: 'list', items: [[{ text: 'one' }], [{ text: 'two', href: '/two' }]] },
      { kind: 'paragraph', inlines: [{ text: 'End.' }] },
    ])
  })
})
