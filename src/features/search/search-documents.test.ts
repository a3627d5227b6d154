import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { articleHref, articles } from '@/content/articles.server'
import { sitePagePaths } from '@/content/site-pages'
import { curatedEntries, SearchEntrySchema } from './curated-entries'
import {
  buildSearchDocuments,
  buildSearchIndexPayload,
  mdxSections,
} from './search-documents.server'
import { createSearchIndex, searchSite } from './search-index'

const documents = buildSearchDocuments()
const byId = new Map(documents.map((document) => [document.id, document]))
const index = createSearchIndex(documents)

/** Pages that show another page's screen (spec route table): their anchors are that page's. */
const ALIASES: Record<string, string> = { '/case-studies': '/services' }

describe('buildSearchDocuments', () => {
  it('has a document for every page of the site', () => {
    for (const path of sitePagePaths()) expect(byId.has(path), path).toBe(true)
  })

  it('links every section to an anchor of a real page', () => {
    const pages = new Set(sitePagePaths())
    for (const document of documents) {
      const [path, anchor] = document.id.split('#')
      expect(pages.has(path ?? ''), document.id).toBe(true)
      if (anchor !== undefined) expect(anchor, document.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    }
  })

  it('leaves out private pages: those behind e-mailed links and the account’s consultations', () => {
    const privatePaths = ['/consultations/', '/account/']
    for (const document of documents) {
      for (const path of privatePaths) expect(document.id.startsWith(path), document.id).toBe(false)
    }
    for (const entry of curatedEntries) {
      for (const path of privatePaths) expect(entry.path.startsWith(path), entry.path).toBe(false)
    }
  })

  it('has unique ids', () => {
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length)
  })

  it('indexes article bodies: a word only in one article’s text finds that article', () => {
    // 'cryptocurrency' appears once on the whole site, in the body of the neocloud article.
    const holders = documents.filter((document) => /cryptocurrency/i.test(document.text))
    expect(holders.map((document) => document.id)).toEqual([
      `${articleHref('neocloud-providers')}#why-neoclouds-emerged`,
    ])
    const article = articles.find((candidate) => candidate.slug === 'neocloud-providers')
    expect(`${article?.title} ${article?.description}`).not.toMatch(/cryptocurrency/i)

    const [first] = searchSite(index, [], 'former cryptocurrency miners')
    expect(first?.path).toBe(`${articleHref('neocloud-providers')}#why-neoclouds-emerged`)
    expect(first?.context).toBe(article?.title)
    expect(first?.summary).toMatch(/cryptocurrency miners/)
  })

  it('gives MDX headings the ids rehype-slug renders', () => {
    expect(byId.has('/privacy-and-terms#children-under-thirteen')).toBe(true)
    expect(byId.has('/privacy-and-terms#your-us-state-privacy-rights')).toBe(true)
    expect(byId.has('/privacy-and-terms#e-mail-opt-out')).toBe(true)
    // A heading repeated in one document gets a numbered id, as on the page.
    const { sections } = mdxSections('## Our take\n\nOne.\n\n## Our take\n\nTwo.\n')
    expect(sections.map((section) => section.anchor)).toEqual(['our-take', 'our-take-1'])
  })

  it('writes out the site facts MDX documents use', () => {
    const contact = byId.get('/privacy-and-terms#contact-us')
    expect(contact?.text).toContain(site.email)
    expect(contact?.text).not.toMatch(/<Email|<Brand/)
  })

  it('indexes the legal documents under their own headings with the effective date', () => {
    expect(byId.get('/privacy-and-terms#privacy-policy')?.text).toContain(
      'Effective November 26, 2023',
    )
    expect(byId.get('/privacy-and-terms#terms-of-use')?.text).toContain('Effective August 6, 2025')
  })

  it('sends every curated entry to a page that exists and an anchor on it', () => {
    const pages = new Set(sitePagePaths())
    for (const entry of curatedEntries) {
      const [path = '', anchor] = entry.path.split('#')
      const page = ALIASES[path] ?? path
      expect(pages.has(page), entry.path).toBe(true)
      if (anchor) expect(byId.has(`${page}#${anchor}`), entry.path).toBe(true)
    }
  })

  it('refuses a curated entry whose page names an unknown id', () => {
    const [entry] = curatedEntries
    for (const path of ['/industries/high-tech', '/case-studies#x', '/expertise/cloud#overview']) {
      expect(SearchEntrySchema.safeParse({ ...entry, path }).success, path).toBe(true)
    }
    for (const path of ['/industries/healthcare', '/case-studies/no-such-study', '/nowhere#x']) {
      expect(SearchEntrySchema.safeParse({ ...entry, path }).success, path).toBe(false)
    }
  })

  it('fits the payload in 80 KB of gzip', () => {
    const json = JSON.stringify(buildSearchIndexPayload())
    expect(zlib.gzipSync(json).length).toBeLessThan(80 * 1024)
  })
})

describe('searchSite over the site', () => {
  it('finds a legal section and links to its anchor', () => {
    const hits = searchSite(index, curatedEntries, 'cookies')
    expect(hits[0]?.path).toBe('/privacy-and-terms#cookies')
  })

  it('tolerates a typo and completes a prefix', () => {
    expect(searchSite(index, [], 'synthetc data')[0]?.path).toMatch(
      /^\/insights\/thought-leadership\/product-testing-ai-synthetic-data/,
    )
    expect(searchSite(index, [], 'neoclo')[0]?.path).toMatch(
      /^\/insights\/thought-leadership\/neocloud-providers/,
    )
  })

  it('lists the page the query names, then curated entries, then one full-text hit per page', () => {
    // 'cloud' is the title of /expertise/cloud (decision record 006: a named page comes first).
    const [named, ...hits] = searchSite(index, curatedEntries, 'cloud')
    expect(named).toMatchObject({ path: '/expertise/cloud', title: 'Cloud', source: 'full-text' })
    const curated = hits.filter((hit) => hit.source === 'curated')
    expect(hits.slice(0, curated.length)).toEqual(curated)
    expect(curated[0]?.title).toBe('Insights')
    const fullText = hits.filter((hit) => hit.source === 'full-text')
    const pages = fullText.map((hit) => hit.path.split('#')[0])
    expect(new Set(pages).size).toBe(pages.length)
    expect(pages).not.toContain('/expertise/cloud')
    // No full-text hit repeats a target a curated entry already shows.
    const curatedPaths = new Set(curated.map((hit) => hit.path))
    expect(fullText.filter((hit) => curatedPaths.has(hit.path))).toEqual([])
  })

  it('finds nothing for a blank query or a word the site does not use', () => {
    expect(searchSite(index, curatedEntries, '   ')).toEqual([])
    expect(searchSite(index, curatedEntries, 'xylophone')).toEqual([])
  })
})
