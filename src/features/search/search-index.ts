import MiniSearch, { type Options, type SearchResult } from 'minisearch'
import type { SearchEntry } from './curated-entries'
import { rankCurated } from './rank-curated'
import { STOP_WORDS, isTitleMatch, normalizeTitle } from './title-match'

/**
 * One searchable unit: a whole page, or a section of a page that has an anchor. The id is the
 * link target (`/path` or `/path#anchor`), so a hit inside a section leads straight to it.
 */
export type SearchDocument = {
  id: string
  /** The page title, or the section heading. */
  title: string
  /** For a section: the title of the page it is on. */
  pageTitle?: string
  /** For a page: its meta description, shown under the title. */
  description?: string
  keywords: string[]
  /** The visible text (of the section, or of the page outside its sections). */
  text: string
}

/**
 * What /search-index.json serves: the full-text documents and the curated entries. The browser
 * builds the MiniSearch index from the documents when the dialog first opens; a serialized index
 * would add its postings to the download and break the 80 KB budget (decision record 006).
 */
export type SearchIndexPayload = {
  documents: SearchDocument[]
  entries: SearchEntry[]
}

const STORED_FIELDS = ['title', 'pageTitle', 'description', 'text'] as const

/** How the documents are indexed and searched. */
export const searchIndexOptions: Options<SearchDocument> = {
  fields: ['title', 'pageTitle', 'keywords', 'description', 'text'],
  storeFields: [...STORED_FIELDS],
  extractField: (document, field) => {
    const value = document[field as keyof SearchDocument]
    return Array.isArray(value) ? value.join(' ') : value
  },
  processTerm: (term) => {
    // Words too common to help (shared with title matching) are left out of the index and queries.
    const word = term.toLowerCase()
    return STOP_WORDS.has(word) ? null : word
  },
  searchOptions: {
    boost: { title: 3, keywords: 2, description: 1.5, pageTitle: 0.5 },
    // Type-ahead from the third letter, and one or two typos in longer words.
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 2,
  },
}

export function createSearchIndex(
  documents: readonly SearchDocument[],
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions)
  index.addAll(documents)
  return index
}

/** The same index, built in batches that leave the main thread free in between. */
export async function createSearchIndexAsync(
  documents: readonly SearchDocument[],
): Promise<MiniSearch<SearchDocument>> {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions)
  await index.addAllAsync(documents, { chunkSize: 20 })
  return index
}

/** A result as the dialog shows it. */
export type SearchHit = {
  /** Where choosing the result goes (two curated entries may share one). */
  path: string
  title: string
  /** For a section: the page it is on. */
  context?: string
  /** The description, or a snippet around the full-text match. */
  summary: string
  /** Words and phrases to highlight in the title and summary. */
  highlight: string[]
  source: 'curated' | 'full-text'
}

/** Full-text hits shown at most after the curated ones (title-matched pages come on top). */
export const MAX_FULL_TEXT_HITS = 20

const SNIPPET_LENGTH = 160
const SNIPPET_LEAD = 50

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Matches any of the index terms as a whole word. */
function wordPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp)
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu')
}

/** About SNIPPET_LENGTH characters of text around the first matched word, cut at word breaks. */
export function snippet(text: string, terms: readonly string[]): string {
  const position = wordPattern(terms)?.exec(text)?.index ?? 0
  let start = Math.max(0, position - SNIPPET_LEAD)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space === -1 || space > position ? start : space + 1
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > position ? space : end
  }
  const body = text.slice(start, end).trim()
  return `${start > 0 ? '… ' : ''}${body}${end < text.length ? ' …' : ''}`
}

function fullTextHit(result: SearchResult): SearchHit {
  const document = result as SearchResult & Pick<SearchDocument, (typeof STORED_FIELDS)[number]>
  const fields = new Set(Object.values(result.match).flat())
  const textOnly = fields.size === 1 && fields.has('text')
  const summary =
    document.description && !textOnly ? document.description : snippet(document.text, result.terms)
  return {
    path: String(result.id),
    title: document.title,
    ...(document.pageTitle ? { context: document.pageTitle } : {}),
    summary,
    highlight: result.terms,
    source: 'full-text',
  }
}

function curatedHit(entry: SearchEntry, query: string): SearchHit {
  const contained = entry.keywords.filter((keyword) => query.includes(keyword.toLowerCase()))
  return {
    path: entry.path,
    title: entry.title,
    summary: entry.description,
    highlight: [query, ...contained],
    source: 'curated',
  }
}

/** A whole page as stored in the index: what a hit for it shows. */
type PageDocument = Pick<SearchDocument, 'id' | 'title' | 'description' | 'text'>

/** Each index's whole-page documents, in the order they were added; read once per index. */
const pageDocumentsByIndex = new WeakMap<
  MiniSearch<SearchDocument>,
  { documentCount: number; pages: PageDocument[] }
>()

function pageDocuments(index: MiniSearch<SearchDocument>): PageDocument[] {
  const cached = pageDocumentsByIndex.get(index)
  if (cached?.documentCount === index.documentCount) return cached.pages
  const pages = index
    .search(MiniSearch.wildcard)
    .filter((result) => !result.pageTitle)
    .map((result) => ({
      id: String(result.id),
      title: String(result.title),
      ...(typeof result.description === 'string' ? { description: result.description } : {}),
      text: String(result.text ?? ''),
    }))
  pageDocumentsByIndex.set(index, { documentCount: index.documentCount, pages })
  return pages
}

/**
 * The pages the query names (see `isTitleMatch`): exact titles before near ones, then in index
 * order. Checked against every page, not only MiniSearch's results, so a typo MiniSearch does not
 * forgive still finds the page.
 */
function titleMatchedPages(index: MiniSearch<SearchDocument>, query: string): PageDocument[] {
  const matched = pageDocuments(index).filter((page) => isTitleMatch(query, page.title))
  if (matched.length < 2) return matched
  const typed = normalizeTitle(query)
  const exact = (page: PageDocument) => Number(normalizeTitle(page.title) === typed)
  return matched.sort((a, b) => exact(b) - exact(a))
}

/** A title-matched page as a hit: from its MiniSearch result when it has one. */
function titleHit(page: PageDocument, query: string, results: readonly SearchResult[]): SearchHit {
  const result = results.find((candidate) => candidate.id === page.id)
  if (result) return fullTextHit(result)
  const words = normalizeTitle(query)
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word))
  return {
    path: page.id,
    title: page.title,
    summary: page.description || snippet(page.text, words),
    highlight: words,
    source: 'full-text',
  }
}

/**
 * The dialog's results, in three blocks:
 * 1. the pages whose title the query is, or nearly is (`isTitleMatch`), so typing a page's title
 *    finds that page first. A matching curated entry that leads to such a page and is itself named
 *    by the query (the entry 'Insights' for the page 'Insights') is shown in the page's place;
 * 2. the matching curated entries in the spec's order (`rankCurated`), leaving out any that lead
 *    to a page block 1 already shows;
 * 3. full-text hits by relevance, one per page (the best-scoring page or section), leaving out the
 *    pages of block 1 and any target a curated entry already shows. All words must match; if
 *    nothing does, any word may.
 */
export function searchSite(
  index: MiniSearch<SearchDocument>,
  entries: readonly SearchEntry[],
  rawQuery: string,
): SearchHit[] {
  const query = rawQuery.trim().toLowerCase()
  if (!query) return []

  let results = index.search(query, { combineWith: 'AND' })
  if (results.length === 0) results = index.search(query, { combineWith: 'OR' })

  const matchingEntries = rankCurated(entries, query)
  const titled = titleMatchedPages(index, query)
  const titledPaths = new Set(titled.map((page) => page.id))
  const leading = titled.map((page) => {
    const entry = matchingEntries.find(
      (candidate) => candidate.path === page.id && isTitleMatch(query, candidate.title),
    )
    return entry ? curatedHit(entry, query) : titleHit(page, query, results)
  })
  const curated = matchingEntries
    .filter((entry) => !titledPaths.has(entry.path))
    .map((entry) => curatedHit(entry, query))
  const shown = new Set(curated.map((hit) => hit.path))

  const pages = new Set<string>(titledPaths)
  const fullText: SearchHit[] = []
  for (const result of results) {
    const path = String(result.id)
    const page = path.split('#')[0] ?? path
    if (pages.has(page)) continue
    pages.add(page)
    if (shown.has(path)) continue
    fullText.push(fullTextHit(result))
    if (fullText.length === MAX_FULL_TEXT_HITS) break
  }
  return [...leading, ...curated, ...fullText]
}

/** A piece of text, marked when it matched. */
export type TextPart = { text: string; match: boolean }

/**
 * Splits text into marked and unmarked parts: each highlight (a query, a keyword, an index term)
 * is marked case-insensitively wherever it starts a word.
 */
export function highlightParts(text: string, highlight: readonly string[]): TextPart[] {
  const needles = [...new Set(highlight.map((h) => h.trim()).filter((h) => h.length > 0))]
  if (needles.length === 0) return [{ text, match: false }]
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${needles
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'giu',
  )
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match[0].length === 0) continue
    if (match.index > last) parts.push({ text: text.slice(last, match.index), match: false })
    parts.push({ text: match[0], match: true })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}
