import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type * as PageCopyModule from '@/content/page-copy'
import { staticPageCopy, type PageCopy } from '@/content/page-copy'
import { buildSearchDocuments } from '@/features/search/search-documents.server'
import { createSearchIndex, searchSite } from '@/features/search/search-index'
import AboutPage from './about/page'
import CertificationsPage from './about/certifications/page'
import MissionPage from './about/mission/page'
import ContactPage from './contact/page'
import HomePage from './page'
import ServicesPage from './services/page'

// One source for a page's own words (decision 035): the page renders its copy from
// src/content/page-copy.ts and search indexes every string of it, with no list in search code.

const { ADDED } = vi.hoisted(() => ({ ADDED: 'Our quokka desk answers within one working day.' }))

vi.mock('@/content/page-copy', async (importOriginal) => {
  const original = await importOriginal<typeof PageCopyModule>()
  // A sentence an editor adds to the contact page: nothing else changes.
  const contactCopy = { ...original.contactCopy, text: [...original.contactCopy.text, ADDED] }
  return {
    ...original,
    contactCopy,
    staticPageCopy: { ...original.staticPageCopy, '/contact': contactCopy },
  }
})

const PAGES: Record<string, ComponentType> = {
  '/': HomePage,
  '/about': AboutPage,
  '/about/mission': MissionPage,
  '/about/certifications': CertificationsPage,
  '/contact': ContactPage,
  '/services': ServicesPage,
}

/** The text a reader sees, roughly: tags dropped, entities of the copy decoded, spaces folded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^<>]{0,2000}>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
}

function copyStrings(copy: PageCopy): string[] {
  return [
    ...(copy.heading ? [copy.heading] : []),
    ...copy.text,
    ...Object.values(copy.sections).map((section) => section.title),
  ]
}

const documents = buildSearchDocuments()

describe('the pages’ own words', () => {
  it('are on the rendered page and in its search documents, every string of every copy', () => {
    expect(Object.keys(PAGES).sort()).toEqual(Object.keys(staticPageCopy).sort())
    for (const [path, copy] of Object.entries(staticPageCopy)) {
      const Page = PAGES[path]
      if (!Page) throw new Error(`no page component for ${path}`)
      const page = visibleText(renderToStaticMarkup(<Page />))
      const indexed = documents
        .filter((document) => document.id === path || document.id.startsWith(`${path}#`))
        .map((document) => `${document.title} ${document.text}`)
        .join(' ')
      for (const text of copyStrings(copy)) {
        expect(page, `${path} shows '${text}'`).toContain(text)
        expect(indexed, `${path} indexes '${text}'`).toContain(text)
      }
      for (const section of Object.values(copy.sections)) {
        expect(page, `${path} has #${section.anchor}`).toContain(section.title)
        expect(
          documents.some(
            (document) =>
              document.id === `${path}#${section.anchor}` && document.title === section.title,
          ),
          `${path}#${section.anchor} is a search document`,
        ).toBe(true)
      }
    }
  })

  it('a sentence added to a page’s copy is on the page and found by search, no search code touched', () => {
    expect(visibleText(renderToStaticMarkup(<ContactPage />))).toContain(ADDED)
    const index = createSearchIndex(documents)
    const hits = searchSite(index, [], 'quokka desk')
    expect(hits[0]?.path).toBe('/contact')
  })
})
