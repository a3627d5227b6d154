import { site } from '@/config/site'
import { leaders } from '@/content/about'
import { cannedReplyFor, cannedTopic, type CannedTopic } from './canned-replies'
import type { ChatMessage, ChatSource } from './chat.schema'
import { firmFact, firmFactAnswer } from './firm-facts'
import { smallTalk, smallTalkReply } from './small-talk'

/**
 * What the assistant needs from retrieval (the search feature's passage index, handed in by the
 * app: features do not import each other).
 */
export type RetrievedPassage = {
  path: string
  page: string
  pageTitle: string
  heading?: string
  /** Whole sentences and list items, in page order. */
  units: string[]
  score: number
  matchedTerms: string[]
  titleMatch: boolean
}
export type Retrieval = { terms: string[]; unknownTerms: string[]; passages: RetrievedPassage[] }
export type Retriever = (query: string, options?: { page?: string }) => Retrieval

/** The answer, and whether the site had anything on the question. */
export type LocalAnswer = { response: string; sources: ChatSource[]; found: boolean }

/** Pages quoted at most in one answer. */
const MAX_PAGES = 2
/** Sentences quoted at most from one page. */
const MAX_SENTENCES = 2
/** A second page is quoted only when it scores at least this share of the first. */
const SECOND_PAGE_SHARE = 0.6

/** The page each broad topic is best answered by. */
const TOPIC_PAGES: Record<Exclude<CannedTopic, 'default'>, ChatSource> = {
  services: { title: 'Services', path: '/services' },
  about: { title: 'About', path: '/about' },
  industries: { title: 'Industries', path: '/industries' },
  expertise: { title: 'Services', path: '/services' },
  insights: { title: 'Insights', path: '/insights' },
  pricing: { title: 'Contact', path: '/contact' },
}

/**
 * Words that make a question broad rather than specific: 'what services do you offer' asks for
 * the overview, 'do you offer data governance' for a page about data governance.
 */
const BROAD_WORDS = new Set(
  (
    'work works working offer offers offering provide provides company firm business kind kinds ' +
    'type types list main serve specialize specialise specialty focus areas area clients general ' +
    'overview exactly us main key sort sorts typically usually services service help industries ' +
    'companies organizations organisations businesses firms teams ' +
    'industry sectors sector expertise technology technologies pricing price prices cost costs ' +
    'much fees fee rates charge about insights case studies study articles article insight client ' +
    'team organization organisation business'
  ).split(' '),
)

/**
 * Words visitors use that the site spells out: 'ceo' is 'Chief Executive Officer' on the
 * leadership page. Only expansions, never new facts.
 */
const SYNONYMS: Record<string, string> = {
  ceo: 'chief executive officer',
  cto: 'chief technology officer',
  cfo: 'chief financial officer',
  coo: 'chief operating officer',
  boss: 'chief executive officer leadership',
  certs: 'certifications',
  cert: 'certification',
  intro: 'introductory consultation',
  ai: 'ai artificial intelligence',
  ml: 'machine learning',
  genai: 'generative ai',
  llm: 'generative ai language models',
  llms: 'generative ai language models',
  certified: 'certification certifications',
  partner: 'partners partnerships',
  careers: 'careers jobs',
  hiring: 'careers jobs',
}

/**
 * Questions plainly about one page: the consultation is the contact page's subject, hiring the
 * careers page's. The answer quotes that page, by the question's other words where it can.
 */
type PageTopic = {
  pattern: RegExp
  page: string
  /** Where the pages of this kind live: a question naming one of them is answered by it. */
  under?: string
}

const PAGE_TOPICS: readonly PageTopic[] = [
  {
    pattern: /\b(consultations?|intro(ductory)? call|first call|discovery call)\b/i,
    page: '/contact',
  },
  {
    pattern:
      /\b(hiring|careers?|jobs?|vacanc(y|ies)|open (roles|positions)|join (your|the) team)\b/i,
    page: '/career',
  },
  {
    pattern: /\b(case stud(y|ies)|success stor(y|ies))\b/i,
    page: '/client-success-stories',
    under: '/case-studies/',
  },
  { pattern: /\bwebinars?\b/i, page: '/insights/webinars', under: '/insights/webinars/' },
  { pattern: /\b(partners?(hips?)?|alliances?|resell(er|s))\b/i, page: '/about/partners' },
  {
    pattern:
      /\b(certifi(ed|cations?)|certs?|accredit(ed|ations?)|set-aside|minority-owned|women-owned)\b/i,
    page: '/about/certifications',
  },
  {
    pattern: /\b(articles?|blog|thought leadership|publish(es|ed)?)\b/i,
    page: '/insights/thought-leadership',
    under: '/insights/thought-leadership/',
  },
  {
    pattern: new RegExp(
      `\\b(leaders(hip)?|founders?|founded|executives?|who runs|${leaders.map((l) => l.name.split(' ')[0]).join('|')})\\b`,
      'i',
    ),
    page: '/about/leadership',
  },
  { pattern: /\b(diverse|diversity|values|mission)\b/i, page: '/about/mission' },
]

function pageTopic(message: string): PageTopic | undefined {
  return PAGE_TOPICS.find((topic) => topic.pattern.test(message))
}

/** The brand's own words say nothing about a question: every page has them. */
const BRAND_WORDS = new Set(site.name.toLowerCase().split(/\s+/))

/** The question in the site's words: synonyms spelt out, the brand name left out. */
function inSiteWords(message: string): string {
  return message
    .replace(/[\p{L}\p{N}]+/gu, (word) => {
      const lower = word.toLowerCase()
      if (BRAND_WORDS.has(lower)) return ''
      return SYNONYMS[lower] ?? word
    })
    .replace(/\s+/g, ' ')
    .trim()
}

const NOT_FOUND = `I couldn't find anything about that on our site, and I'd rather not guess. I can answer questions about ${site.name}'s services, industries, case studies and insights. For anything else, our team is happy to help: [contact us](/contact) or write to ${site.email}.`

/** How many of the terms a text contains, as words or word starts (the index matches prefixes). */
function termHits(text: string, terms: readonly string[]): number {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’.&+-]*/gu) ?? []
  return terms.filter((term) =>
    words.some((word) => word.startsWith(term) || (word.length >= 4 && term.startsWith(word))),
  ).length
}

/** A sentence ends with a full stop; a list item or a card title does not. */
function isSentence(unit: string): boolean {
  return /[.!?…)"”]$/.test(unit)
}

/**
 * The best sentences of a page's passages for the terms, in the page's order; when list items
 * match better than any sentence, up to three of them as a list.
 */
function quote(passages: readonly RetrievedPassage[], terms: readonly string[]): string {
  const units = passages.slice(0, 3).flatMap((passage, p) =>
    passage.units.map((text, u) => ({
      text,
      order: p * 1000 + u,
      before: passage.units[u - 1],
      after: passage.units[u + 1],
      hits: termHits(text, terms),
      sentence: isSentence(text),
    })),
  )
  const ranked = units.sort(
    (a, b) => b.hits - a.hits || Number(b.sentence) - Number(a.sentence) || a.order - b.order,
  )
  const best = ranked[0]
  if (!best) return ''
  if (!best.sentence) {
    const items = ranked.filter((unit) => !unit.sentence && unit.hits === best.hits)
    if (items.length === 1) {
      // One title matched ('Founder & Chief Executive Officer'): name what it belongs to (the
      // item before it, a person's name) and the sentence that follows it on the page.
      const owner = best.before && !isSentence(best.before) ? `${best.before}, ` : ''
      const next = best.after && isSentence(best.after) ? ` ${best.after}` : ''
      return `${owner}${best.text}.${next}`
    }
    return items
      .slice(0, 3)
      .sort((a, b) => a.order - b.order)
      .map((item) => `- ${item.text}`)
      .join('\n')
  }
  const chosen = ranked
    .filter((unit) => unit.sentence)
    .slice(0, MAX_SENTENCES)
    .filter((unit, i) => i === 0 || unit.hits > 0)
  return chosen
    .sort((a, b) => a.order - b.order)
    .map((unit) => unit.text)
    .join(' ')
}

function link(source: ChatSource): string {
  return `[${source.title}](${source.path})`
}

/** A page's passages and how well the page as a whole answers. */
type PageHits = { path: string; passages: RetrievedPassage[]; score: number; terms: Set<string> }

function pageHits(passages: RetrievedPassage[]): Omit<PageHits, 'path'> {
  return {
    passages,
    score: (passages[0]?.score ?? 0) + 0.5 * (passages[1]?.score ?? 0),
    terms: new Set(passages.flatMap((passage) => passage.matchedTerms)),
  }
}

/** A page whose whole title the question uses ('your data practice' and the page 'Data'). */
const TITLE_BOOST = 2

function titleWords(title: string): string[] {
  return title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * The passages grouped by page, best page first: a page scores its best passage plus half its
 * second, so a page that answers in several places beats one passing mention elsewhere; a page
 * whose every title word is in the question scores twice as much.
 */
function byPage(passages: readonly RetrievedPassage[], terms: readonly string[]): PageHits[] {
  const pages = new Map<string, RetrievedPassage[]>()
  for (const passage of passages) {
    const list = pages.get(passage.page) ?? []
    list.push(passage)
    pages.set(passage.page, list)
  }
  const asked = new Set(terms)
  return [...pages.entries()]
    .map(([path, list]) => {
      const hits = { ...pageHits(list), path }
      const words = titleWords(list[0]?.pageTitle ?? '')
      const named = words.length > 0 && words.every((word) => asked.has(word))
      return named ? { ...hits, score: hits.score * TITLE_BOOST } : hits
    })
    .sort((a, b) => b.score - a.score)
}

/**
 * What a question retrieves, read as the local assistant reads it: abbreviations spelt out, the
 * brand's name left out, and a follow-up without words of its own ('tell me more') read with the
 * question before it; `page` keeps to one page. The model path grounds its answer in these
 * passages.
 */
export function retrieveForQuestion(
  message: string,
  history: readonly ChatMessage[],
  retrieve: Retriever,
  options?: { page?: string },
): Retrieval {
  const retrieval = retrieve(inSiteWords(message), options)
  if (retrieval.terms.length > 0) return retrieval
  const previous = previousQuestion(history)
  return previous ? retrieve(inSiteWords(`${previous} ${message}`), options) : retrieval
}

/** The earlier user message a follow-up ('tell me more', 'and pricing?') leans on. */
function previousQuestion(history: readonly ChatMessage[]): string | undefined {
  return history.findLast((message) => message.role === 'user')?.content
}

/**
 * True when one page covers enough of the question to answer it from its own words: the page the
 * question names by title, or one that matches enough of its content words.
 */
function isAnswerable(retrieval: Retrieval, best: PageHits | undefined): boolean {
  if (!best) return false
  if (best.passages[0]?.titleMatch) return true
  const { terms, unknownTerms } = retrieval
  // Mostly words the site never uses ('bitcoin price forecast'): the question is not about us.
  if (unknownTerms.length * 2 >= terms.length) return false
  return best.terms.size >= requiredMatches(terms.length)
}

/** How many of a question's content words one page must match: half, and three for long questions. */
function requiredMatches(termCount: number): number {
  return Math.min(3, Math.ceil(termCount / 2))
}

/**
 * The local assistant: answers from the site's own passages, in the site's own words, and names
 * the pages it used. Never says what the content does not: when nothing on the site answers, it
 * says so and offers the contact page.
 */
export function answerLocally(
  message: string,
  history: readonly ChatMessage[],
  retrieve: Retriever,
): LocalAnswer {
  const talk = smallTalk(message)
  if (talk) return { response: smallTalkReply(talk), sources: [], found: true }

  const fact = firmFact(message)
  if (fact) return { ...firmFactAnswer(fact), found: true }

  let retrieval = retrieve(inSiteWords(message))
  const named = retrieval.passages[0]?.titleMatch === true
  const specific = retrieval.terms.filter((term) => !BROAD_WORDS.has(term))
  const broadTopic = cannedTopic(message)
  if (broadTopic !== 'default' && broadTopic !== 'pricing' && specific.length === 0 && !named) {
    return { response: cannedReplyFor(broadTopic), sources: [TOPIC_PAGES[broadTopic]], found: true }
  }
  if (retrieval.terms.length === 0) {
    const previous = previousQuestion(history)
    if (previous) retrieval = retrieve(inSiteWords(`${previous} ${message}`))
  }
  const focus = retrieval.terms.filter((term) => !BROAD_WORDS.has(term))
  if (!named && focus.length > 0 && focus.length < retrieval.terms.length) {
    // 'the bank merger case study': rank by what makes it specific, not by 'case' and 'study'.
    retrieval = retrieve(focus.join(' '))
  }

  // Title words as the visitor typed them: 'ai' spelt out as 'artificial intelligence' is not
  // the visitor naming the page 'Artificial Intelligence'.
  const pages = byPage(retrieval.passages, titleWords(message))
  const first = pages[0]
  const topic = named ? undefined : pageTopic(message)
  // A question about a kind of page ('any case studies?') is answered by that page, unless it
  // names one of the pages of that kind ('the bank merger case study').
  const namesOne =
    topic?.under !== undefined &&
    first !== undefined &&
    first.path.startsWith(topic.under) &&
    isAnswerable(retrieval, first)
  if (topic && !namesOne) {
    const passages = retrieve(inSiteWords(message), { page: topic.page }).passages
    if (passages[0])
      return answerFrom([{ ...pageHits(passages), path: topic.page }], retrieval.terms)
  }

  if (!first || !isAnswerable(retrieval, first)) {
    return { response: NOT_FOUND, sources: [], found: false }
  }
  const chosen = [first]
  for (const page of pages.slice(1)) {
    if (chosen.length === MAX_PAGES || first.passages[0]?.titleMatch) break
    // A second page earns its place by answering part of the question the first does not.
    const addsTerms = [...page.terms].some((term) => !first.terms.has(term))
    if (addsTerms && page.score >= first.score * SECOND_PAGE_SHARE) chosen.push(page)
  }
  return answerFrom(chosen, retrieval.terms)
}

/** The answer: the best sentences of each page, and a link to each. */
function answerFrom(pages: readonly PageHits[], terms: readonly string[]): LocalAnswer {
  const quotes = pages.map((page) => quote(page.passages, terms)).filter(Boolean)
  const sources = pages.map((page) => {
    const best = page.passages[0] as RetrievedPassage
    return { title: best.pageTitle, path: best.page }
  })
  return {
    response: `${quotes.join('\n\n')}\n\nMore on ${sources.map(link).join(' and ')}.`,
    sources,
    found: true,
  }
}
