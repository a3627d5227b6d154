'use client'

import { CsvExport } from '@/components/console/csv-export'
import type { InboxQuery } from '../inbox'

/** Downloads the inbox's filtered list as CSV (owners and admins). */
export function InboxExport({ query }: { query: InboxQuery }) {
  return (
    <CsvExport
      path="/api/staff/consultations/export"
      body={query}
      fallbackName="consultations.csv"
    />
  )
}
