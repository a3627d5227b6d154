/**
 * Whether a query names a page: the query is the page's title, or nearly so. Pure and independent
 * of the search index, so the site search (to put that page first) and any other ranking of pages
 * can share one rule (decision record 006).
 *
 * "Nearly so", after `normalizeTitle` on both sides, is one of:
 * 1. the same text, or the same once spaces are ignored ('e-commerce' = 'ecommerce');
 * 2. the same words once stop words are left out ('strategy transformation' = 'Strategy &
 *    Transformation', 'the cloud' = 'Cloud');
 * 3. for a title of NEAR_MATCH_MIN_WORDS or more words (not counting stop words), the same words
 *    in the same order but for one word: one title word missing, one extra word in the query, or
 *    one word misspelt by a single typo (a letter added, dropped or changed, or two neighbouring
 *    letters swapped, in a title word of MIN_MISSPELT_LENGTH letters or more).
 * A query with no words beyond stop words matches only a title it equals. A short query ('ai',
 * 'retail') never matches a title with more words: rule 3 needs all but one of at least four.
 */

/** Words too common to tell titles apart; the search index leaves the same words out. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be by for from has have in into is of on or that the their this to was were will with'.split(
    ' ',
  ),
)

/** Titles with at least this many words (stop words aside) may differ from the query by one. */
export const NEAR_MATCH_MIN_WORDS = 4

/** Shorter words must be typed exactly: one letter changes a short word into another. */
const MIN_MISSPELT_LENGTH = 4

/**
 * A comparable form of a title or query: accents dropped, lower case, `&` read as 'and', every run
 * of other characters that are not letters or digits (punctuation, dashes, symbols, spaces) one
 * space, trimmed. 'Privacy Policy & Terms of Service' → 'privacy policy and terms of service'.
 */
export function normalizeTitle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function contentWords(normalized: string): string[] {
  return normalized.split(' ').filter((word) => word.length > 0 && !STOP_WORDS.has(word))
}

/**
 * `typed` is `word` with one typo: one letter added, dropped or changed, or two neighbours swapped.
 * Only a word of MIN_MISSPELT_LENGTH letters or more may be misspelt.
 */
function isOneTypoApart(typed: string, word: string): boolean {
  if (word.length < MIN_MISSPELT_LENGTH) return false
  if (Math.abs(typed.length - word.length) > 1) return false
  let start = 0
  while (start < typed.length && typed[start] === word[start]) start++
  if (start === typed.length && start === word.length) return true
  const rest = (text: string, from: number) => text.slice(from)
  return (
    rest(typed, start + 1) === rest(word, start + 1) || // changed
    rest(typed, start + 1) === rest(word, start) || // added
    rest(typed, start) === rest(word, start + 1) || // dropped
    (typed[start] === word[start + 1] &&
      typed[start + 1] === word[start] &&
      rest(typed, start + 2) === rest(word, start + 2)) // swapped
  )
}

/** `longer` is `shorter` with one word put in somewhere. */
function isOneWordMore(longer: readonly string[], shorter: readonly string[]): boolean {
  if (longer.length !== shorter.length + 1) return false
  let i = 0
  while (i < shorter.length && longer[i] === shorter[i]) i++
  return longer.slice(i + 1).every((word, j) => word === shorter[i + j])
}

/** The same words in the same order, except one word misspelt by a single typo. */
function isOneWordMisspelt(typed: readonly string[], words: readonly string[]): boolean {
  if (typed.length !== words.length) return false
  let typos = 0
  for (const [i, word] of words.entries()) {
    const typedWord = typed[i] ?? ''
    if (typedWord === word) continue
    if (++typos > 1 || !isOneTypoApart(typedWord, word)) return false
  }
  return true
}

/** A title or query taken apart for comparison. */
type Parsed = { normalized: string; compact: string; words: string[] }

/**
 * Titles are compared with every query, so each text is parsed once: a small memo, emptied when it
 * grows past MEMO_LIMIT (typed queries add to it too). Results do not depend on it.
 */
const MEMO_LIMIT = 500
const memo = new Map<string, Parsed>()

function parse(text: string): Parsed {
  const known = memo.get(text)
  if (known) return known
  const normalized = normalizeTitle(text)
  const parsed = {
    normalized,
    compact: normalized.replaceAll(' ', ''),
    words: contentWords(normalized),
  }
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(text, parsed)
  return parsed
}

/** True when the query is the title, or nearly so (see the rules at the top of this module). */
export function isTitleMatch(query: string, title: string): boolean {
  const typed = parse(query)
  const named = parse(title)
  if (!typed.normalized || !named.normalized) return false
  if (typed.normalized === named.normalized || typed.compact === named.compact) return true

  if (typed.words.length === 0) return false
  if (typed.words.join(' ') === named.words.join(' ')) return true

  if (named.words.length < NEAR_MATCH_MIN_WORDS) return false
  return (
    isOneWordMore(named.words, typed.words) ||
    isOneWordMore(typed.words, named.words) ||
    isOneWordMisspelt(typed.words, named.words)
  )
}
