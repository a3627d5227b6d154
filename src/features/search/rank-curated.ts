import type { SearchEntry } from './curated-entries'

/** True when the entry is an exact match: its title or one of its keywords equals the query. */
function isExact(entry: SearchEntry, query: string): boolean {
  return (
    entry.title.toLowerCase() === query || entry.keywords.some((k) => k.toLowerCase() === query)
  )
}

/**
 * The spec's search matching (section 5), case-insensitive: an entry matches when the query is
 * contained in its title, description or any keyword, or the query contains one of its keywords.
 * Exact matches (title or a keyword equal to the query) come first, then shorter titles; entries
 * that tie keep their order in the list. A blank query matches nothing.
 */
export function rankCurated<T extends SearchEntry>(entries: readonly T[], rawQuery: string): T[] {
  const query = rawQuery.trim().toLowerCase()
  if (!query) return []
  return entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => {
      const keywords = entry.keywords.map((keyword) => keyword.toLowerCase())
      return (
        entry.title.toLowerCase().includes(query) ||
        entry.description.toLowerCase().includes(query) ||
        keywords.some((keyword) => keyword.includes(query) || query.includes(keyword))
      )
    })
    .map(({ entry, index }) => ({ entry, index, exact: isExact(entry, query) }))
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        a.entry.title.length - b.entry.title.length ||
        a.index - b.index,
    )
    .map(({ entry }) => entry)
}
