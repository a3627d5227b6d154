import 'server-only'
import { easternCell, spreadsheetCsv } from '@/lib/csv'
import type { Subscriber } from './audience.server'

const COLUMNS = [
  ['E-mail', (row: Subscriber) => row.email],
  ['Status', (row: Subscriber) => row.status],
  ['Signed up (Eastern Time)', (row: Subscriber) => easternCell(row.subscribedAt)],
  ['Signed up from', (row: Subscriber) => row.source ?? ''],
  ['Privacy policy of', (row: Subscriber) => row.policyVersion ?? ''],
  ['Confirmed (Eastern Time)', (row: Subscriber) => easternCell(row.confirmedAt)],
  ['Unsubscribed (Eastern Time)', (row: Subscriber) => easternCell(row.unsubscribedAt)],
  [
    'Announcements sent',
    (row: Subscriber) => row.announcements.map((announcement) => announcement.title).join('; '),
  ],
] as const

/** The subscribers as CSV for a spreadsheet, formulas neutralised (`spreadsheetCsv`). */
export function subscribersCsv(rows: Subscriber[]): string {
  return spreadsheetCsv(COLUMNS, rows)
}
