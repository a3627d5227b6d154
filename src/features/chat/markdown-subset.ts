/**
 * The panel shows replies as text with a safe subset of Markdown: paragraphs, "- " lists and
 * [links](/path). Nothing is ever parsed as HTML; a link goes only to a page of this site (no
 * answer, the model's or the local assistant's, links anywhere else). Plain mentions of the
 * site's main pages become links too (spec section 2).
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

/** Paths are resolved against this origin; any origin would do, only staying on it counts. */
const SITE = 'https://site.invalid'

/**
 * Characters a path of ours never holds and a browser reads in ways of its own: a backslash is a
 * slash to its URL parser (`/\evil.example` is the host evil.example), tabs and newlines are
 * dropped from the middle of an address, and other control characters and spaces have no place
 * in one.
 */
function hasUnsafeCharacter(href: string): boolean {
  for (let index = 0; index < href.length; index++) {
    const code = href.charCodeAt(index)
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true
  }
  return false
}

/**
 * Encoded slashes, backslashes and control characters: a server or proxy that decodes a path
 * before redirecting could turn `/%5Cevil.example` into another host.
 */
const ENCODED_SEPARATOR = /%(?:2f|5c|[01][0-9a-f]|7f)/i

/**
 * A link target the panel will follow: a path of this site, in the form the URL parser resolves
 * it to, or undefined for anything else (other hosts and schemes, `//host`, `/\host`, encoded
 * slashes). The target must start with one slash, hold no backslash, space or control character,
 * and still be a path of the same origin, not starting with `//`, once parsed.
 */
export function safeHref(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  if (hasUnsafeCharacter(href) || ENCODED_SEPARATOR.test(href)) return undefined
  let url: URL
  try {
    url = new URL(href, SITE)
  } catch {
    return undefined
  }
  if (url.origin !== SITE || url.pathname.startsWith('//')) return undefined
  return `${url.pathname}${url.search}${url.hash}`
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
