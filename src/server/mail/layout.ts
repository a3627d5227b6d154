/**
 * The one e-mail layout: a 600 px table with inline styles (what mail clients reliably render), a
 * text wordmark instead of a remote logo, and the firm's footer. The plain-text part is built from
 * the same inputs, with paragraphs each template writes itself.
 */
import { formatOfficeAddress, site } from '@/config/site'
import { publicUrl } from '@/server/public-origin'
import { html, withLineBreaks, type HtmlValue, type SafeHtml } from './html'

/** Attributes of every layout table: no cell spacing or borders that some mail clients add. */
const TABLE_RESET = html`cellpadding="0" cellspacing="0" border="0"`

export const colors = {
  navy: '#0b1f3a',
  text: '#0f172a',
  muted: '#475569',
  /** White text on it has a contrast of 5.5:1 (WCAG AA). */
  teal: '#0f766e',
  page: '#f1f5f9',
  footer: '#f8fafc',
  border: '#e2e8f0',
  white: '#ffffff',
} as const

const fontFamily = '-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif'

/** The site's host name ("northbridge.example"), for copy such as "signed up at …". */
export const siteHost = new URL(site.url).hostname

export type MailAction = { label: string; url: string }

export type LayoutInput = {
  /** The message's subject, also the document title. */
  subject: string
  /** The preview line inbox lists show after the subject; hidden in the message itself. */
  preheader: string
  heading: string
  /** The HTML body above the action button. */
  body: SafeHtml
  /** The same content as plain-text paragraphs (a paragraph may span several lines). */
  text: string[]
  action?: MailAction
  /** HTML after the action button (expiry notes, "not you?" notes, sign-off). */
  afterAction?: SafeHtml
  textAfterAction?: string[]
  /** Why the reader got this e-mail. */
  footerNote: string
}

export function renderLayout(input: LayoutInput): { html: string; text: string } {
  return { html: renderHtml(input).toString(), text: renderText(input) }
}

function renderHtml({
  subject,
  preheader,
  heading,
  body,
  action,
  afterAction,
  footerNote,
}: LayoutInput): SafeHtml {
  const homeUrl = publicUrl('/')
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <meta
          name="format-detection"
          content="telephone=no, date=no, address=no, email=no, url=no"
        />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background-color:${colors.page};">
        <span
          style="display:none;font-size:1px;line-height:1px;color:${colors.page};max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;"
          >${preheader}</span
        >
        <table
          role="presentation"
          width="100%"
          ${TABLE_RESET}
          style="background-color:${colors.page};"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="600"
                ${TABLE_RESET}
                style="width:100%;max-width:600px;border-collapse:collapse;"
              >
                <tr>
                  <td
                    style="background-color:${colors.navy};padding:20px 32px;font-family:${fontFamily};font-size:20px;line-height:28px;font-weight:700;letter-spacing:0.02em;color:${colors.white};"
                  >
                    <a href="${homeUrl}" style="color:${colors.white};text-decoration:none;"
                      >${site.name}</a
                    >
                  </td>
                </tr>
                <tr>
                  <td
                    style="background-color:${colors.white};padding:32px;font-family:${fontFamily};font-size:16px;line-height:24px;color:${colors.text};"
                  >
                    <h1
                      style="margin:0 0 20px;font-size:24px;line-height:32px;font-weight:700;color:${colors.text};"
                    >
                      ${heading}
                    </h1>
                    ${body} ${action && actionButton(action)} ${afterAction}
                  </td>
                </tr>
                <tr>
                  <td
                    style="background-color:${colors.footer};border-top:1px solid ${colors.border};padding:24px 32px;font-family:${fontFamily};font-size:13px;line-height:20px;color:${colors.muted};"
                  >
                    <p style="margin:0 0 12px;">${footerNote}</p>
                    <p style="margin:0;">
                      ${site.legalName}<br />
                      ${formatOfficeAddress(site.headquarters)}<br />
                      Phone:
                      <a href="tel:${site.phone.e164}" style="color:${colors.muted};"
                        >${site.phone.display}</a
                      ><br />
                      E-mail:
                      <a href="mailto:${site.email}" style="color:${colors.muted};">${site.email}</a
                      ><br />
                      <a href="${homeUrl}" style="color:${colors.muted};">${homeUrl}</a>
                    </p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `
}

/** A "bulletproof" button (a coloured cell around the link) and the raw URL for clients without it. */
function actionButton({ label, url }: MailAction): SafeHtml {
  return html`<table role="presentation" ${TABLE_RESET} style="margin:8px 0 16px;">
      <tr>
        <td
          align="center"
          bgcolor="${colors.teal}"
          style="background-color:${colors.teal};border-radius:6px;"
        >
          <a
            href="${url}"
            style="display:inline-block;padding:12px 24px;font-family:${fontFamily};font-size:16px;line-height:24px;font-weight:600;color:${colors.white};text-decoration:none;border-radius:6px;"
            >${label}</a
          >
        </td>
      </tr>
    </table>
    <p style="margin:0 0 20px;font-size:13px;line-height:20px;color:${colors.muted};">
      If the button does not work, copy this address into your browser:<br /><a
        href="${url}"
        style="color:${colors.teal};word-break:break-all;"
        >${url}</a
      >
    </p> `
}

function renderText({
  heading,
  text,
  action,
  textAfterAction = [],
  footerNote,
}: LayoutInput): string {
  const homeUrl = publicUrl('/')
  const blocks = [
    `${heading}\n${'='.repeat(heading.length)}`,
    ...text,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...textAfterAction,
    [
      '-- ',
      footerNote,
      '',
      site.legalName,
      formatOfficeAddress(site.headquarters),
      `Phone: ${site.phone.display}`,
      `E-mail: ${site.email}`,
      homeUrl,
    ].join('\n'),
  ]
  return `${blocks.join('\n\n')}\n`
}

// Building blocks for template bodies, with the layout's inline styles.

export function paragraph(content: HtmlValue): SafeHtml {
  return html`<p style="margin:0 0 16px;">${content}</p> `
}

export function subheading(text: string): SafeHtml {
  return html`<h2
    style="margin:24px 0 8px;font-size:18px;line-height:26px;font-weight:700;color:${colors.text};"
  >
    ${text}
  </h2> `
}

export function link(url: string, label: string = url): SafeHtml {
  return html`<a href="${url}" style="color:${colors.teal};text-decoration:underline;">${label}</a>`
}

export function mailtoLink(email: string): SafeHtml {
  return html`<a href="mailto:${email}" style="color:${colors.teal};text-decoration:underline;"
    >${email}</a
  >`
}

/** Small print in the muted colour (expiry notes, "not you?" notes). */
export function note(content: HtmlValue): SafeHtml {
  return html`<p style="margin:0 0 12px;font-size:14px;line-height:22px;color:${colors.muted};">
    ${content}
  </p> `
}

/** U+2060 WORD JOINER: invisible, zero width, and adds no line-break opportunity. */
const WORD_JOINER = '\u2060'

/**
 * Text a visitor typed, made unable to become a link in a mail client. The HTML is escaped and
 * carries no <a> from it, but clients link URL-like text themselves ("evil.example",
 * "https://…", "name@host"). An invisible word joiner goes before every dot that continues a word
 * (also the ideographic and full-width dots), before every @ and between ":" and "/": a URL or
 * address may not contain U+2060, so no client's link detector finds one, while the text reads
 * and wraps as typed (a full stop before a space or line end is left alone). This is how e-mail
 * developers stop autolinking (reported to hold in the major clients, Samsung Mail excepted); the
 * layout's format-detection meta asks Apple's clients for the same. The pattern is linear: it
 * looks at single characters.
 */
export function unlinkable(text: string): string {
  return text.replace(/[.\u3002\uFF0E\uFF61](?=\S)|@|:(?=\/)/g, (mark) =>
    mark === ':' ? `:${WORD_JOINER}` : `${WORD_JOINER}${mark}`,
  )
}

/**
 * Text a visitor wrote, quoted as plain text: escaped, set off by a teal rule, line breaks kept,
 * and no link can be made from it (`unlinkable`). The caller says, in words, where it came from.
 */
export function quoted(text: string): SafeHtml {
  return html`<table role="presentation" width="100%" ${TABLE_RESET} style="margin:0 0 16px;">
    <tr>
      <td
        style="border-left:4px solid ${colors.teal};background-color:${colors.footer};padding:12px 16px;font-size:15px;line-height:23px;color:${colors.text};"
      >
        ${withLineBreaks(unlinkable(text))}
      </td>
    </tr>
  </table> `
}

export type DetailRow = { label: string; value: HtmlValue; text: string }

/** A two-column list of facts (date, time, reference…); `text` is the row's plain-text value. */
export function detailsTable(rows: DetailRow[]): SafeHtml {
  return html`<table
    role="presentation"
    width="100%"
    ${TABLE_RESET}
    style="margin:0 0 16px;border-top:1px solid ${colors.border};"
  >
    ${rows.map(
      (row) =>
        html`<tr>
          <td
            valign="top"
            style="padding:8px 12px 8px 0;border-bottom:1px solid ${colors.border};font-size:14px;line-height:22px;color:${colors.muted};white-space:nowrap;"
          >
            ${row.label}
          </td>
          <td
            valign="top"
            style="padding:8px 0;border-bottom:1px solid ${colors.border};font-size:15px;line-height:22px;color:${colors.text};"
          >
            ${row.value}
          </td>
        </tr> `,
    )}
  </table> `
}

export function detailsText(rows: DetailRow[]): string {
  return rows.map((row) => `${row.label}: ${row.text}`).join('\n')
}

/** A visitor's text quoted e-mail style, one "> " per line, no link made from it (`unlinkable`). */
export function quotedText(text: string): string {
  return unlinkable(text)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')
}

export function greeting(name?: string): string {
  const trimmed = name?.trim()
  return trimmed ? `Hello ${trimmed},` : 'Hello,'
}

/** "1 hour", "24 hours". */
export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/** A subject is a header line: one line, no runs of whitespace. */
export function subjectLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
