// @vitest-environment jsdom
// The browser's own XML parser (jsdom's) reads the feed back.
import { describe, expect, it } from 'vitest'
import { renderInsightsFeed, type FeedEntry } from './insights-feed'

const ATOM = 'http://www.w3.org/2005/Atom'

const entries: FeedEntry[] = [
  {
    id: 'https://northbridge.example/insights/ai-agent-frameworks',
    title: 'Choosing an AI Agent Framework',
    url: 'https://northbridge.example/insights/ai-agent-frameworks',
    summary: 'How we compare agent frameworks for <enterprise> work & what matters.',
    date: new Date('2025-05-02T12:00:00Z'),
    authors: ['Marcus Oyelaran'],
    category: 'AI & Data',
  },
  {
    id: 'https://northbridge.example/insights/webinars/data-products-that-last',
    title: 'Webinar: Data Products That Last',
    url: 'https://northbridge.example/insights/webinars/data-products-that-last',
    summary: 'Monday, December 21, 2026, 7:00 PM EST. Ownership, contracts and quality gates.',
    date: new Date('2026-11-20T09:00:00Z'),
    authors: ['Marcus Oyelaran', 'Priya Raman'],
    category: 'AI & Data',
  },
]

/** Parses the feed back as an XML processor would; a malformed document throws here. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const error = document.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`)
  return document
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.namespaceURI === ATOM && child.localName === name)

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/

describe('the insights feed', () => {
  const now = new Date('2026-11-23T15:00:00Z')
  const document = parse(renderInsightsFeed(entries, now))
  const feed = document.documentElement

  it('is an Atom feed with the elements RFC 4287 requires of a feed', () => {
    expect(feed.namespaceURI).toBe(ATOM)
    expect(feed.localName).toBe('feed')
    for (const required of ['id', 'title', 'updated', 'author']) {
      expect(children(feed, required), required).toHaveLength(1)
    }
    expect(children(feed, 'updated')[0]?.textContent).toMatch(isoDate)
    const self = children(feed, 'link').find((link) => link.getAttribute('rel') === 'self')
    expect(self?.getAttribute('href')).toBe('https://northbridge.example/insights/feed.xml')
  })

  it('lists every entry newest first, each with what RFC 4287 requires and absolute links', () => {
    const items = children(feed, 'entry')
    expect(items.map((item) => children(item, 'title')[0]?.textContent)).toEqual([
      'Webinar: Data Products That Last',
      'Choosing an AI Agent Framework',
    ])
    const ids = new Set<string>()
    for (const item of items) {
      for (const required of ['id', 'title', 'updated', 'author']) {
        expect(children(item, required).length, required).toBeGreaterThan(0)
      }
      const id = children(item, 'id')[0]!.textContent!
      expect(ids.has(id)).toBe(false)
      ids.add(id)
      expect(children(item, 'updated')[0]?.textContent).toMatch(isoDate)
      for (const link of children(item, 'link')) {
        expect(new URL(link.getAttribute('href')!).protocol).toBe('https:')
      }
    }
  })

  it('keeps text intact and escaped, and names every author', () => {
    const article = children(feed, 'entry')[1]!
    expect(children(article, 'summary')[0]?.textContent).toBe(entries[0]!.summary)
    const webinar = children(feed, 'entry')[0]!
    expect(children(webinar, 'author').map((author) => author.textContent?.trim())).toEqual([
      'Marcus Oyelaran',
      'Priya Raman',
    ])
  })
})
