import 'server-only'
import { stringify } from 'csv-stringify/sync'
import { CHANNEL_LABELS, STATUS_LABELS, type InboxRow } from './inbox'
import { zonedDayAndTime } from './slots'
import { TIME_ZONES } from './time-zones'

/**
 * A spreadsheet treats a cell starting with `=`, `+`, `-` or `@` (or a tab or carriage return,
 * which some strip first) as a formula: a visitor who types `=HYPERLINK(…)` as their name must
 * not get a live formula on a colleague's screen. Such a cell is prefixed with an apostrophe, the
 * OWASP-recommended neutraliser, which spreadsheets show as text and do not display.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

const inEastern = (iso: string) => {
  const { day, time } = zonedDayAndTime(new Date(iso), 'ET')
  return `${day} ${time}`
}

const COLUMNS: [header: string, value: (row: InboxRow) => string][] = [
  ['Reference', (row) => row.id],
  ['Name', (row) => row.name],
  ['E-mail', (row) => row.email],
  ['Questions', (row) => row.questions],
  ['Starts (Eastern Time)', (row) => inEastern(row.startsAt)],
  ["Visitor's time zone", (row) => TIME_ZONES[row.timeZone].label],
  ['Status', (row) => STATUS_LABELS[row.status]],
  ['Booked via', (row) => CHANNEL_LABELS[row.bookedVia]],
  ['Consultant', (row) => row.consultantName ?? ''],
  ['Booked at (Eastern Time)', (row) => inEastern(row.createdAt)],
]

/**
 * The inbox's rows as CSV (RFC 4180, CRLF, a UTF-8 byte-order mark so Excel reads accents). Every
 * cell is quoted: a bare line feed in a visitor's questions would otherwise start a new row whose
 * first cell could be a formula, and a spreadsheet in a locale that splits on `;` or tabs would
 * split unquoted cells.
 */
export function inboxCsv(rows: InboxRow[]): string {
  const records = rows.map((row) => COLUMNS.map(([, value]) => neutraliseFormula(value(row))))
  return `\uFEFF${stringify([COLUMNS.map(([header]) => header), ...records], {
    record_delimiter: 'windows',
    quoted: true,
  })}`
}
