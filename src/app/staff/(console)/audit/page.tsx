import { NothingMatchesRow, TableScroller } from '@/components/console/table-scroller'
import type { Metadata } from 'next'
import Link from 'next/link'
import { requireStaffPage } from '@/app/_wiring/staff'
import { StaffInput, StaffSelect } from '@/components/console/console-form-parts'
import { Pager } from '@/components/console/pager'
import { firstValues, queryHref } from '@/components/console/query-href'
import { Button } from '@/components/ui/button'
import { addDays, slotStart } from '@/features/booking/slots'
import { staffNames } from '@/features/staff/staff-members.server'
import { isIsoDay } from '@/lib/iso-day'
import { z } from '@/lib/zod'
import { auditActions, listAudit } from '@/server/audit/audit-log'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Audit log' }

const PAGE_SIZE = 50
const Day = z.string().max(10).refine(isIsoDay).optional().catch(undefined)
const AuditQuery = z.object({
  actor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
  action: z
    .string()
    .regex(/^[a-z.-]{1,80}$/)
    .optional()
    .catch(undefined),
  from: Day,
  to: Day,
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})
type AuditQuery = z.output<typeof AuditQuery>

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
  timeStyle: 'medium',
})

function describeDetail(detail: Record<string, unknown> | null): string {
  if (!detail) return ''
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${value === null ? '–' : String(value)}`)
    .join(', ')
}

/** What staff did, newest first: owners and admins read it; nothing here can change it. */
export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await requireStaffPage('audit.view')
  const raw = firstValues(await searchParams)
  const query = AuditQuery.parse(raw)
  const db = getDb()
  const [names, actions, { rows, total }] = await Promise.all([
    staffNames(db),
    auditActions(db),
    listAudit(
      db,
      {
        actorId: query.actor,
        action: query.action,
        // The firm's (Eastern) days, both ends included.
        from: query.from ? slotStart(query.from, '00:00', 'ET') : undefined,
        before: query.to ? slotStart(addDays(query.to, 1), '00:00', 'ET') : undefined,
      },
      { offset: (query.page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    ),
  ])
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Audit log</h1>
      <form
        method="get"
        action="/staff/audit"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <StaffSelect id="audit-actor" name="actor" label="Member" defaultValue={query.actor ?? ''}>
          <option value="">Everyone</option>
          {[...names].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </StaffSelect>
        <StaffSelect
          id="audit-action"
          name="action"
          label="Action"
          defaultValue={query.action ?? ''}
        >
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </StaffSelect>
        <StaffInput
          id="audit-from"
          name="from"
          type="date"
          label="From"
          defaultValue={query.from}
        />
        <StaffInput id="audit-to" name="to" type="date" label="To" defaultValue={query.to} />
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
      </form>
      <TableScroller label="Audit entries">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Audit entries, newest first</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                When (ET)
              </th>
              <th scope="col" className="px-3 py-2">
                Member
              </th>
              <th scope="col" className="px-3 py-2">
                Action
              </th>
              <th scope="col" className="px-3 py-2">
                Target
              </th>
              <th scope="col" className="px-3 py-2">
                Details
              </th>
              <th scope="col" className="px-3 py-2">
                Request
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t align-top">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={row.at.toISOString()}>{when.format(row.at)}</time>
                </td>
                <td className="px-3 py-2">
                  {row.actorId
                    ? (names.get(row.actorId) ?? row.actorId)
                    : 'Operator (command line)'}
                </td>
                <td className="px-3 py-2 font-mono">{row.action}</td>
                <td className="px-3 py-2 break-all">
                  {row.targetType === 'consultation' && row.targetId ? (
                    <Link
                      href={`/staff/consultations/${row.targetId}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      consultation {row.targetId.slice(0, 8)}
                    </Link>
                  ) : row.targetType ? (
                    `${row.targetType} ${row.targetType === 'staff-member' && row.targetId ? (names.get(row.targetId) ?? row.targetId) : (row.targetId ?? '')}`
                  ) : (
                    '–'
                  )}
                </td>
                <td className="px-3 py-2">{describeDetail(row.detail)}</td>
                <td className="px-3 py-2 font-mono text-xs break-all">{row.requestId ?? '–'}</td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <NothingMatchesRow columns={6}>No entries match these filters.</NothingMatchesRow>
            ) : null}
          </tbody>
        </table>
      </TableScroller>
      <Pager
        page={query.page}
        pages={pages}
        total={total}
        noun={['entry', 'entries']}
        hrefFor={(page) => queryHref('/staff/audit', query, { page })}
      />
    </div>
  )
}
