import type { Metadata } from 'next'
import { inboxScopeFor } from '@/app/_wiring/inbox'
import { requireStaffPage } from '@/app/_wiring/staff'
import { firstValues } from '@/components/console/query-href'
import { InboxQuerySchema } from '@/features/booking/inbox'
import { inboxFigures, listInbox } from '@/features/booking/inbox.server'
import { InboxExport } from '@/features/booking/inbox/inbox-export'
import { InboxFiguresPanel } from '@/features/booking/inbox/inbox-figures'
import { InboxFilters } from '@/features/booking/inbox/inbox-filters'
import { InboxTable } from '@/features/booking/inbox/inbox-table'
import { addDays, slotStart, todayIn } from '@/features/booking/slots'
import { decide } from '@/features/staff/policy'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Consultations' }

/** The figures' period: the filter's dates, or the last 30 days through today (Eastern). */
function figuresPeriod(from: string | undefined, to: string | undefined, now: Date) {
  const last = to ?? todayIn('ET', now)
  // At most a year, so the figures and the period before them stay in bounds.
  const earliest = addDays(last, -365)
  const first = from && from > earliest ? from : from ? earliest : addDays(last, -29)
  const label =
    from || to
      ? `${first} to ${last}, against the same number of days before`
      : 'Last 30 days, against the 30 days before'
  return {
    from: slotStart(first, '00:00', 'ET'),
    before: slotStart(addDays(last, 1), '00:00', 'ET'),
    label,
  }
}

export default async function ConsultationsInbox({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { member } = await requireStaffPage('consultations.view')
  const raw = firstValues(await searchParams)
  const query = InboxQuerySchema.parse(raw)
  const scope = inboxScopeFor(member)
  const now = new Date()
  const period = figuresPeriod(query.from, query.to, now)
  const db = getDb()
  const [{ rows, total }, figures] = await Promise.all([
    listInbox(db, query, scope, now),
    inboxFigures(db, scope, period),
  ])
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Consultations</h1>
        {decide(member, 'consultations.export').allowed ? <InboxExport query={query} /> : null}
      </div>
      <InboxFiguresPanel figures={figures} period={period.label} />
      <InboxFilters query={query} />
      <InboxTable rows={rows} total={total} query={query} />
    </div>
  )
}
