import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'

// The Content-Security-Policy as a test reads it (csp.spec.ts, accessibility.spec.ts): the
// header's directives, the problems of a page's HTML under its own header, and the violations a
// browser reports.

export type Policy = Map<string, string[]>

export function parsePolicy(header: string): Policy {
  const policy: Policy = new Map()
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), values)
  }
  return policy
}

/** The sources a browser uses for an element type: the specific directive, or its fallbacks. */
function sourcesFor(policy: Policy, directives: string[]): string[] {
  for (const name of directives) {
    const values = policy.get(name)
    if (values) return values
  }
  return []
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`

type InlineElement = { kind: 'script' | 'style'; text: string; nonce?: string }

/** Inline scripts a browser runs and inline style elements, as the HTML delivers them. */
function inlineElements(html: string): { inline: InlineElement[]; externalScripts: string[] } {
  const inline: InlineElement[] = []
  const externalScripts: string[] = []
  for (const [, tag = '', attributes = '', text = ''] of html.matchAll(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi,
  )) {
    const kind = tag.toLowerCase() as 'script' | 'style'
    const nonce = /\bnonce="([^"]*)"/i.exec(attributes)?.[1]
    if (kind === 'script') {
      if (/\bsrc=/i.test(attributes)) {
        externalScripts.push(attributes)
        continue
      }
      const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]
      // Data blocks (JSON-LD) are never run.
      if (type && !/^(module|text\/javascript)$/i.test(type)) continue
    }
    inline.push({ kind, text, ...(nonce === undefined ? {} : { nonce }) })
  }
  return { inline, externalScripts }
}

/** Why a page's HTML breaks its own policy, one line per problem. */
export function problemsOf(path: string, header: string, html: string): string[] {
  const policy = parsePolicy(header)
  const scriptSources = sourcesFor(policy, ['script-src-elem', 'script-src', 'default-src'])
  const styleSources = sourcesFor(policy, ['style-src-elem', 'style-src', 'default-src'])
  const problems: string[] = []
  if (scriptSources.includes("'unsafe-inline'")) problems.push(`${path}: 'unsafe-inline' scripts`)
  if (header.includes('unsafe-eval')) problems.push(`${path}: 'unsafe-eval'`)

  const { inline, externalScripts } = inlineElements(html)
  for (const element of inline) {
    const sources = element.kind === 'script' ? scriptSources : styleSources
    // A hash or nonce in the list switches 'unsafe-inline' off (CSP level 2).
    const unsafeInline =
      sources.includes("'unsafe-inline'") &&
      !sources.some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source))
    const allowed =
      unsafeInline ||
      sources.includes(sha256(element.text)) ||
      (element.nonce !== undefined && sources.includes(`'nonce-${element.nonce}'`))
    if (!allowed) {
      problems.push(`${path}: inline ${element.kind} not allowed: ${element.text.slice(0, 80)}…`)
    }
  }
  // Under 'strict-dynamic' a script tag in the HTML runs only with the page's nonce.
  if (scriptSources.includes("'strict-dynamic'")) {
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))
    for (const attributes of externalScripts) {
      if (!nonce || !attributes.includes(`nonce="${nonce.slice(7, -1)}"`)) {
        problems.push(`${path}: script without the nonce: <script${attributes}>`)
      }
    }
  }
  return problems
}

/** Records every CSP violation the page sees, from the first byte of every document. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const record: string[] = []
    ;(window as unknown as { __cspViolations?: string[] }).__cspViolations = record
    document.addEventListener('securitypolicyviolation', (event) => {
      record.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sample})`)
    })
  })
}

export async function violations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  )
}
