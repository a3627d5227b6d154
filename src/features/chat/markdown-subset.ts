/**
 * The panel shows replies as text with a safe subset of Markdown: paragraphs, "- " lists and
 * [links](/path). Nothing is ever parsed as HTML; a link goes only to a page of this site, an
 * https address or a mailto: address. Plain mentions of the site's main pages become links too
 * (spec section 2).
 */

export type Inline = { text: string; href?: string }
export type Block = { kind: 'paragraph'; inlines: Inline[] } | { kind: 'list'; items: Inline[][] }

/** Mentions the spec turns into links, in the order they are tried. */
const PAGE_MENTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAbout page\b/i, '/about'],
  [/\bServices page\b/i, '/services'],
  [/\bIndustries page\b/i, '/industries'],
  [/\bInsights page\b/i, '/insights'],
  [/\bData and testimonials\b/i, '/insights'],
]

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g

/** A link target the panel will follow, or undefined for anything else (javascript:, data:, //host). */
export function safeHref(href: string): string | undefined {
  if (/^\/(?!\/)[^\s]*$/.test(href)) return href
  if (/^https:\/\/[^\s]+$/i.test(href)) return href
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return href
  return undefined
}

/** Splits plain text at the spec's page mentions, linking each. */
function linkMentions(text: string): Inline[] {
  for (const [pattern, href] of PAGE_MENTIONS) {
    const match = pattern.exec(text)
    if (match) {
      const before = text.slice(0, match.index)
      const after = text.slice(match.index + match[0].length)
      return [...linkMentions(before), { text: match[0], href }, ...linkMentions(after)].filter(
        (inline) => inline.text.length > 0,
      )
    }
  }
  return text ? [{ text }] : []
}

/** One line of text: Markdown links, and (in the assistant's replies) linked page mentions. */
export function parseInlines(line: string, linkPages: boolean): Inline[] {
  const inlines: Inline[] = []
  let last = 0
  for (const match of line.matchAll(LINK)) {
    const plain = line.slice(last, match.index)
    inlines.push(...(linkPages ? linkMentions(plain) : plain ? [{ text: plain }] : []))
    const [whole, label = '', target = ''] = match
    const href = safeHref(target)
    inlines.push(href ? { text: label, href } : { text: whole })
    last = (match.index ?? 0) + whole.length
  }
  const rest = line.slice(last)
  inlines.push(...(linkPages ? linkMentions(rest) : rest ? [{ text: rest }] : []))
  return inlines
}

/** A reply as paragraphs and lists. The visitor's own messages are shown as typed (no links). */
export function parseRichText(text: string, { linkPages }: { linkPages: boolean }): Block[] {
  const blocks: Block[] = []
  for (const chunk of text.split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((line) => line.trim().length > 0)
    if (lines.length === 0) continue
    if (lines.every((line) => /^\s*[-*] /.test(line))) {
      blocks.push({
        kind: 'list',
        items: lines.map((line) => parseInlines(line.replace(/^\s*[-*] /, ''), linkPages)),
      })
    } else {
      blocks.push({ kind: 'paragraph', inlines: parseInlines(lines.join(' '), linkPages) })
    }
  }
  return blocks
}
