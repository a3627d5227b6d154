import { stringify } from 'csv-stringify/sync'

/**
 * A spreadsheet treats a cell starting with `=`, `+`, `-` or `@` (or a tab or carriage return,
 * which some strip first) as a formula: a visitor who types `=HYPERLINK(…)` as their name must
 * not get a live formula on a colleague's screen. Such a cell is prefixed with an apostrophe, the
 * OWASP-recommended neutraliser, which spreadsheets show as text and do not display.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/**
 * Rows as CSV for a spreadsheet (RFC 4180, CRLF, a UTF-8 byte-order mark so Excel reads accents),
 * every cell neutralised and quoted: a bare line feed in a visitor's text would otherwise start a
 * new row whose first cell could be a formula, and a spreadsheet in a locale that splits on `;`
 * or tabs would split unquoted cells.
 */
export function spreadsheetCsv<Row>(
  columns: readonly (readonly [header: string, value: (row: Row) => string])[],
  rows: readonly Row[],
): string {
  const records = rows.map((row) => columns.map(([, value]) => neutraliseFormula(value(row))))
  return `\uFEFF${stringify([columns.map(([header]) => header), ...records], {
    record_delimiter: 'windows',
    quoted: true,
  })}`
}

const EASTERN_CELL = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/New_York',
  dateStyle: 'short',
  timeStyle: 'short',
})

/**
 * An instant as a spreadsheet cell in the firm's (Eastern) time, '2026-12-17 13:00', which
 * spreadsheets read as a date and sort; empty for none.
 */
export const easternCell = (at: Date | null) => (at ? EASTERN_CELL.format(at) : '')
