import { parse } from 'parse5'
import type { DefaultTreeAdapterTypes } from 'parse5'
import { extendedRanges, inRanges, latinUnicodeRange } from '../assets/fonts'

// What the conformance check reads in a page's server HTML, as a browser with JavaScript off
// would: the links a crawler can follow, the document's language and its main heading. The HTML
// is parsed with parse5, the WHATWG parser jsdom uses, never with patterns.

type Node = DefaultTreeAdapterTypes.Node
type Element = DefaultTreeAdapterTypes.Element
type ParentNode = DefaultTreeAdapterTypes.ParentNode

export type Document = DefaultTreeAdapterTypes.Document

/** Parses a whole page the way a browser does with scripting off (`<noscript>` is markup). */
export function parseHtml(html: string): Document {
  return parse(html, { scriptingEnabled: false })
}

const isElement = (node: Node): node is Element => 'tagName' in node

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

/** Every element below `root` in document order; `<template>` content is not part of the page. */
function* elements(root: ParentNode): Generator<Element> {
  for (const child of root.childNodes) {
    if (!isElement(child)) continue
    yield child
    if (child.tagName !== 'template') yield* elements(child)
  }
}

/**
 * The internal links of a page: the targets of its `<a href>` elements that stay on one of the
 * site's origins, as paths with their query but without a fragment, once each, in document
 * order. `mailto:`, `tel:`, other sites and `javascript:` are left out.
 */
export function extractLinks(
  document: Document,
  pageUrl: string,
  /** The origins that count as this site (the server's, and the public one its URLs carry). */
  siteOrigins: readonly string[],
): string[] {
  const origins = new Set(siteOrigins.map((origin) => new URL(origin).origin))
  const found = new Set<string>()
  for (const element of elements(document)) {
    if (element.tagName !== 'a') continue
    const href = attribute(element, 'href')?.trim()
    if (!href) continue
    let url: URL
    try {
      url = new URL(href, pageUrl)
    } catch {
      continue
    }
    if (!['http:', 'https:'].includes(url.protocol) || !origins.has(url.origin)) continue
    found.add(`${url.pathname}${url.search}`)
  }
  return [...found]
}

// Tailwind utilities that take an element out of sight: `hidden` (display: none), `sr-only`
// (seen by screen readers only) and `invisible`. `hidden` with a breakpoint display utility
// (`hidden lg:block`) shows on some screens, so it counts as visible.
const HIDING_CLASSES = new Set(['hidden', 'sr-only', 'invisible'])
const RESPONSIVE_DISPLAY =
  /^(?:sm|md|lg|xl|2xl):(?:block|inline|inline-block|flex|inline-flex|grid|inline-grid|table|contents|flow-root)$/
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:;|$|!)/i

/** Why an element is out of sight on its own account (not its ancestors'), or undefined. */
export function hiddenReason(element: Element): string | undefined {
  if (attribute(element, 'hidden') !== undefined) return 'the hidden attribute'
  if (attribute(element, 'aria-hidden') === 'true') return 'aria-hidden="true"'
  const classes = (attribute(element, 'class') ?? '').split(/\s+/).filter(Boolean)
  const hiding = classes.find((name) => HIDING_CLASSES.has(name))
  if (hiding && !(hiding === 'hidden' && classes.some((name) => RESPONSIVE_DISPLAY.test(name)))) {
    return `the class ${hiding}`
  }
  if (HIDING_STYLE.test(attribute(element, 'style') ?? '')) return 'an inline style'
  return undefined
}

/** Why the element or one of its ancestors is out of sight, or undefined when it shows. */
function hiddenByAncestry(element: Element): string | undefined {
  for (let node: ParentNode | null = element; node && isElement(node); node = node.parentNode) {
    const reason = hiddenReason(node)
    if (reason) return `${reason} on <${node.tagName}>`
  }
  return undefined
}

/** The text a sighted reader sees in an element: hidden descendants left out, spaces collapsed. */
/** Elements whose text is never drawn (the server HTML's scripts hold the RSC payload). */
const NOT_SHOWN = new Set(['template', 'script', 'style'])

export function visibleText(element: Element): string {
  const parts: string[] = []
  const walk = (node: Node) => {
    if ('value' in node && node.nodeName === '#text') {
      parts.push(node.value)
      return
    }
    if (!isElement(node) || hiddenReason(node) || NOT_SHOWN.has(node.tagName)) return
    for (const child of node.childNodes) walk(child)
  }
  for (const child of element.childNodes) walk(child)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

export type PageFacts = {
  /** The `lang` attribute of `<html>`, or null when missing or empty. */
  lang: string | null
  /** The first `<h1>`'s visible text, or null when there is none with text that shows. */
  h1: string | null
  /** What a reader with JavaScript off would miss; empty when the page passes. */
  problems: string[]
}

let extendedFace: readonly (readonly [number, number])[] | undefined

/** The characters of `text` that only Inter's extended face has, which loads on use. */
function charactersOfTheExtendedFace(text: string): string[] {
  extendedFace ??= extendedRanges(latinUnicodeRange())
  const ranges = extendedFace
  const found = new Set<string>()
  for (const character of text) {
    if (inRanges(character.codePointAt(0)!, ranges)) found.add(character)
  }
  return [...found]
}

/**
 * The JavaScript-off check of one page: `<html lang>` is set, and the page has an `<h1>` with
 * visible text, not inside anything hidden (the hidden attribute, aria-hidden, or the `hidden`,
 * `sr-only` and `invisible` utilities). Exactly one `<h1>` is expected. Every character the page
 * shows is in Inter's preloaded face, so no page waits for the other one.
 */
export function checkPage(document: Document): PageFacts {
  const problems: string[] = []
  const all = [...elements(document)]
  const html = all.find((element) => element.tagName === 'html')
  const lang = html ? attribute(html, 'lang')?.trim() || null : null
  if (!lang) problems.push('<html> has no lang attribute')

  const headings = all.filter((element) => element.tagName === 'h1')
  let h1: string | null = null
  if (headings.length === 0) problems.push('no <h1> in the server HTML')
  if (headings.length > 1) problems.push(`${headings.length} <h1> elements (one expected)`)
  for (const heading of headings) {
    const hidden = hiddenByAncestry(heading)
    const text = visibleText(heading)
    if (hidden) problems.push(`the <h1> is hidden by ${hidden}`)
    else if (!text) problems.push('the <h1> has no visible text')
    else h1 ??= text
  }

  const body = all.find((element) => element.tagName === 'body')
  const extended = charactersOfTheExtendedFace(body ? visibleText(body) : '')
  if (extended.length > 0) {
    problems.push(
      `the page shows ${extended.join(' ')}, which only Inter's extended face has: every page ` +
        'is to be set in the preloaded face (tools/assets/fonts.ts)',
    )
  }
  return { lang, h1, problems }
}
