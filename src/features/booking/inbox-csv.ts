import 'server-only'
import { spreadsheetCsv } from '@/lib/csv'
import { CHANNEL_LABELS, STATUS_LABELS, type InboxRow } from './inbox'
import { zonedDayAndTime } from './slots'
import { TIME_ZONES } from './time-zones'

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

/** The inbox's rows as CSV for a spreadsheet, formulas neutralised (`spreadsheetCsv`). */
export function inboxCsv(rows: InboxRow[]): string {
  return spreadsheetCsv(COLUMNS, rows)
}
