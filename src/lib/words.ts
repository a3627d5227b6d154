/** The first `limit` words of a text, and whether anything was cut. */
export function truncateWords(text: string, limit: number): { text: string; truncated: boolean } {
  const words = text.trim().split(/\s+/)
  if (words.length <= limit) return { text: text.trim(), truncated: false }
  return { text: words.slice(0, limit).join(' '), truncated: true }
}
