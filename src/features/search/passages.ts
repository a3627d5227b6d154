import MiniSearch from 'minisearch'
import type { SearchDocument } from './search-index'

/** A page or section with its text in the parts the page shows (see ContentDocument). */
export type PassageSource = Omit<SearchDocument, 'text'> & { parts: readonly string[] }

/**
 * A few sentences of one page or section: what the chat assistant retrieves and quotes. Passages
 * come from the same build-time documents as the search dialog, so both rank one index of the
 * site's own words.
 */
export type Passage = {
  id: string
  /** Where the passage is: a page path, or `/path#anchor` for a section. */
  path: string
  /** The page path without the anchor. */
  page: string
  pageTitle: string
  /** The section heading, for a passage inside a section. */
  heading?: string
  keywords: string[]
  /** Whole sentences and list items, in page order. */
  units: string[]
  text: string
}

/** A passage that matched a query, with how well. */
export type RetrievedPassage = Passage & {
  score: number
  /** The query's content words that the passage matched. */
  matchedTerms: string[]
  /** True when the query names the page by its title (see `titleMatch`). */
  titleMatch: boolean
}

/** Longest passage in characters before the next sentence starts a new one. */
const PASSAGE_LENGTH = 360

/**
 * Words that carry no topic in a visitor's question ('what does your firm do about…'). Left out
 * of the passage index and of the query, so a question matches on the words that say what it is
 * about.
 */
export const QUESTION_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about all also am an and any anything are as at be been being but by can could did do does ' +
    'doing done for from get got had has have having he her here hers him his how i if in into is ' +
    "it its it's just know let like me more most much my no not of off on one or our ours out over " +
    'please said say she should so some such tell than that the their them then there these they ' +
    'this those through to too up us very was we were what when where which while who whom why will ' +
    'with would yes you your yours ok okay thing things really give show find want need take whats ' +
    'takes typical typically'
  ).split(' '),
)

/**
 * English plurals to their singular ('casinos' → 'casino', 'studies' → 'study'), so a question
 * in the plural matches a page in the singular exactly rather than by a penalised typo match.
 * Short words are left alone: 'aws' is not the plural of 'aw'.
 */
export function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('sses')) return word.slice(0, -2)
  if (/(ss|us|is)$/.test(word)) return word
  return word.endsWith('s') ? word.slice(0, -1) : word
}

/** The words of a text as the passage index sees them: lowercased, stop words left out. */
export function contentTerms(text: string): string[] {
  const words = text
    .toLowerCase()
    .match(/[\p{L}\p{N}][\p{L}\p{N}'’.&+-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu)
  if (!words) return []
  const terms = words
    .map((word) => word.replace(/['’]s$/, ''))
    .filter((word) => !QUESTION_STOP_WORDS.has(word))
    .map(singular)
  return [...new Set(terms)]
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' })

/** A part split into its sentences; a list item or title without a full stop stays whole. */
function sentences(part: string): string[] {
  return [...sentenceSegmenter.segment(part)].map((s) => s.segment.trim()).filter(Boolean)
}

/** Consecutive sentences and items grouped into passages of about PASSAGE_LENGTH characters. */
function chunk(parts: readonly string[]): string[][] {
  const chunks: string[][] = []
  let current: string[] = []
  let length = 0
  for (const unit of parts.flatMap(sentences)) {
    if (current.length > 0 && length + unit.length + 1 > PASSAGE_LENGTH) {
      chunks.push(current)
      current = []
      length = 0
    }
    current.push(unit)
    length += unit.length + 1
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}

/**
 * Splits the site's documents into passages: a page's description is its first passage, then its
 * text and each section's text in sentence-aligned chunks. Sections inherit their page's keywords.
 */
export function splitIntoPassages(documents: readonly PassageSource[]): Passage[] {
  const keywordsByPage = new Map(
    documents.filter((d) => !d.pageTitle).map((d) => [d.id, d.keywords] as const),
  )
  const passages: Passage[] = []
  for (const document of documents) {
    const page = document.id.split('#')[0] ?? document.id
    const base = {
      path: document.id,
      page,
      pageTitle: document.pageTitle ?? document.title,
      ...(document.pageTitle ? { heading: document.title } : {}),
      keywords: keywordsByPage.get(page) ?? [],
    }
    const units = [
      ...(document.description ? [[document.description]] : []),
      ...chunk(document.parts),
    ]
    units.forEach((unitsOfPassage, n) =>
      passages.push({
        ...base,
        id: `${document.id}~${n}`,
        units: unitsOfPassage,
        text: unitsOfPassage.join(' '),
      }),
    )
  }
  return passages
}

/** What a question retrieved: its content words, those the site never uses, and the passages. */
export type Retrieval = {
  terms: string[]
  /** Content words of the question that match nothing on the site, even allowing a typo. */
  unknownTerms: string[]
  passages: RetrievedPassage[]
}

export type RetrieveOptions = {
  limit?: number
  /** Only this page's passages; its first ones when none matches the query. */
  page?: string
}

export type PassageIndex = {
  retrieve: (query: string, options?: RetrieveOptions) => Retrieval
}

/**
 * Builds the passage index. `titleMatch(query, title)` decides when a query names a page by its
 * title; that page's passages then rank first, as the page does in the search dialog.
 */
export function createPassageIndex(
  passages: readonly Passage[],
  titleMatch: (query: string, title: string) => boolean,
): PassageIndex {
  const index = new MiniSearch<Passage>({
    fields: ['pageTitle', 'heading', 'keywords', 'text'],
    extractField: (passage, field) => {
      const value = passage[field as keyof Passage]
      return Array.isArray(value) ? value.join(' ') : value
    },
    tokenize: (text) => contentTerms(text),
    processTerm: (term) => term.toLowerCase(),
    searchOptions: {
      boost: { pageTitle: 3, heading: 1.5, keywords: 1.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      // One typo at most: two made long questions slow (every term walks the vocabulary).
      maxFuzzy: 1,
    },
  })
  index.addAll(passages)
  const byId = new Map(passages.map((p) => [p.id, p]))
  const firstOfPage = new Map<string, Passage>()
  const ofPage = new Map<string, Passage[]>()
  for (const passage of passages) {
    if (!firstOfPage.has(passage.page)) firstOfPage.set(passage.page, passage)
    ofPage.set(passage.page, [...(ofPage.get(passage.page) ?? []), passage])
  }

  return {
    retrieve(query, { limit = 24, page } = {}) {
      const terms = contentTerms(query)
      if (page !== undefined) {
        const filter = (result: { id: unknown }) => byId.get(String(result.id))?.page === page
        const results = terms.length === 0 ? [] : index.search(terms.join(' '), { filter })
        const found: RetrievedPassage[] = results.map((result) => ({
          ...(byId.get(String(result.id)) as Passage),
          score: result.score,
          matchedTerms: [...new Set(result.queryTerms)],
          titleMatch: false,
        }))
        const fallback = (ofPage.get(page) ?? []).map((passage) => ({
          ...passage,
          score: 0,
          matchedTerms: [],
          titleMatch: false,
        }))
        const passagesOfPage = found.length > 0 ? found : fallback
        return { terms, unknownTerms: [], passages: passagesOfPage.slice(0, limit) }
      }
      const named = [...firstOfPage.values()].filter((p) => titleMatch(query, p.pageTitle))
      const namedPages = new Set(named.map((p) => p.page))
      const results = terms.length === 0 ? [] : index.search(terms.join(' '), { combineWith: 'OR' })
      const matched = new Set(results.flatMap((result) => result.queryTerms))
      const hits: RetrievedPassage[] = results.map((result) => {
        const passage = byId.get(String(result.id)) as Passage
        return {
          ...passage,
          score: result.score,
          matchedTerms: [...new Set(result.queryTerms)],
          titleMatch: namedPages.has(passage.page),
        }
      })
      // A page named by its title comes first, led by its description, whatever else matched.
      const leading = named.map((passage) => ({
        ...passage,
        score: Number.POSITIVE_INFINITY,
        matchedTerms: terms,
        titleMatch: true,
      }))
      const seen = new Set(leading.map((p) => p.id))
      return {
        terms,
        unknownTerms: terms.filter((term) => !matched.has(term)),
        passages: [...leading, ...hits.filter((hit) => !seen.has(hit.id))].slice(0, limit),
      }
    },
  }
}
