import { describe, expect, it } from 'vitest'
import { parseInlines, parseRichText, safeHref } from './markdown-subset'

describe('safeHref', () => {
  it.each([
    ['/contact', '/contact'],
    ['/insights/webinars#next', '/insights/webinars#next'],
    ['/insights?topic=ai&page=2', '/insights?topic=ai&page=2'],
    ['/', '/'],
    // Resolved as the browser would, and still a path of this site.
    ['/about/../contact', '/contact'],
    ['/./services', '/services'],
    ['/industries/gaming/%C3%A9', '/industries/gaming/%C3%A9'],
  ])('follows the site path %j as %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected)
  })

  it.each([
    // A browser's URL parser reads a backslash as a slash: each of these opens evil.example.
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/./\\evil',
    '/.\\evil',
    '/a/..\\..\\evil',
    // Protocol-relative, directly or once dot segments are resolved.
    '//evil.example',
    '//evil.example/contact',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    // Tabs, newlines and other controls are dropped or kept by the parser; neither is a path.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\t\\evil.example',
    '/con\ttact',
    '/\u0000/evil.example',
    '/\u007f',
    '/ /evil.example',
    // Encoded slashes, backslashes and controls, in either case.
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%2F/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%00',
    // Other schemes and hosts: model answers link to site paths only.
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,hi',
    'vbscript:msgbox(1)',
    'https://evil.example',
    'https://evil.example/contact',
    'HTTPS://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'http://plain.example',
    'mailto:hello@northbridge.example',
    'evil.example',
    'contact',
    './contact',
    '../contact',
    '#top',
    '?q=1',
    '',
    ' /contact',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeUndefined()
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

  it('leaves a link to another host as the text it was written as', () => {
    for (const target of [
      '/\\evil.example',
      '//evil.example',
      'https://evil.example',
      '/%5Cevil.example',
    ]) {
      expect(parseInlines(`See [our page](${target}).`, true)).toEqual([
        { text: 'See ' },
        { text: `[our page](${target})` },
        { text: '.' },
      ])
    }
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
