import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import type { InboxRow } from './inbox'
import { neutraliseFormula } from '@/lib/csv'
import { inboxCsv } from './inbox-csv'

const row: InboxRow = {
  id: '0b6c9f5e-8d4e-4c56-9a0b-3f1d2e4c5a6b',
  name: '=HYPERLINK("http://evil.example","Click")',
  email: '+1@client.example',
  questions: 'Line one, with a comma\nand "quotes" on line two',
  startsAt: '2026-12-08T15:00:00.000Z',
  createdAt: '2026-11-23T15:00:00.000Z',
  timeZone: 'PT',
  status: 'upcoming',
  bookedVia: 'chat',
  consultantId: null,
  consultantName: '@lice',
}

describe('the inbox CSV', () => {
  it('neutralises every cell a spreadsheet would read as a formula', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`)
    }
    expect(neutraliseFormula('Ada Lovelace')).toBe('Ada Lovelace')
    expect(neutraliseFormula('a=b')).toBe('a=b')
  })

  it('keeps a line break inside its cell, so no visitor can start a row of their own', () => {
    for (const questions of [
      "hi there\n=cmd|' /C calc'!A0",
      'hi there\r=1+1',
      'plain\r\n@SUM(1)',
    ]) {
      const csv = inboxCsv([{ ...row, questions }])
      const records = parse(csv.slice(1)) as string[][]
      expect(records).toHaveLength(2)
      expect(records[1]?.[3]).toBe(questions)
      expect(csv).toContain(`"${questions}"`)
    }
  })

  it('writes one quoted record per consultation that a CSV reader reads back', () => {
    const csv = inboxCsv([row])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, record] = parse(csv.slice(1)) as string[][]
    expect(header).toContain('Starts (Eastern Time)')
    expect(record).toEqual([
      row.id,
      `'${row.name}`,
      `'${row.email}`,
      row.questions,
      '2026-12-08 10:00',
      'Pacific Time (PT)',
      'Upcoming',
      'Chat assistant',
      "'@lice",
      '2026-11-23 10:00',
    ])
  })
})
