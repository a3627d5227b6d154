import 'server-only'
import { easternCell, spreadsheetCsv } from '@/lib/csv'
import type { Registrant } from './registrants.server'

const COLUMNS = [
  ['Name', (row: Registrant) => row.name],
  ['E-mail', (row: Registrant) => row.email],
  ['Company', (row: Registrant) => row.company ?? ''],
  ['Registered (Eastern Time)', (row: Registrant) => easternCell(row.registeredAt)],
  ['Cancelled (Eastern Time)', (row: Registrant) => easternCell(row.cancelledAt)],
  ['First joined (Eastern Time)', (row: Registrant) => easternCell(row.joinedAt)],
  ['Times join link used', (row: Registrant) => String(row.joinCount)],
  ['Registered from', (row: Registrant) => row.source ?? ''],
  ['Privacy policy of', (row: Registrant) => row.policyVersion ?? ''],
] as const

/** A webinar's registrants as CSV for a spreadsheet, formulas neutralised (`spreadsheetCsv`). */
export function registrantsCsv(rows: Registrant[]): string {
  return spreadsheetCsv(COLUMNS, rows)
}
