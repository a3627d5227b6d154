/**
 * HTML escaping for the e-mail templates: a tagged template whose interpolations are escaped unless
 * they are fragments it produced itself. The template's literal parts are ours and pass unchanged.
 */

const safeHtml: unique symbol = Symbol('SafeHtml')

/** Markup that is already safe: produced by `html` from escaped values. */
export type SafeHtml = { readonly [safeHtml]: string; toString(): string }

/** What a template may interpolate; null, undefined and false render nothing (for conditionals). */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[]

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for use in HTML content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && safeHtml in value
}

function fragment(markup: string): SafeHtml {
  return { [safeHtml]: markup, toString: () => markup }
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return ''
  if (isSafeHtml(value)) return value[safeHtml]
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

/** Tagged template: html`<p>${userText}</p>` escapes `userText`, keeps nested html`` fragments. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? ''
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '')
  })
  return fragment(markup)
}

/** Escaped text with its line breaks kept as <br />. */
export function withLineBreaks(text: string): SafeHtml {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  return html`${lines.map((line, index) => (index === 0 ? line : html`<br />${line}`))}`
}
