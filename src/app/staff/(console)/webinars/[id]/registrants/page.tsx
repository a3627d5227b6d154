import type { Metadata } from 'next'
import { requireStaffPage } from '@/app/_wiring/staff'
import { StaffSelect } from '@/components/console/console-form-parts'
import { CsvExport } from '@/components/console/csv-export'
import { EasternTime } from '@/components/console/eastern-time'
import { Pager } from '@/components/console/pager'
import { firstValues, queryHref } from '@/components/console/query-href'
import { NothingMatchesRow, TableScroller } from '@/components/console/table-scroller'
import { Button } from '@/components/ui/button'
import { decide } from '@/features/staff/policy'
import {
  listRegistrants,
  registrantCounts,
  REGISTRANT_STATUSES,
  webinarForRegistrants,
  type RegistrantStatus,
} from '@/features/webinars/registrants.server'
import { formatEasternDate, formatEasternTime } from '@/features/webinars/webinar'
import { z } from '@/lib/zod'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Registrants' }

const PAGE_SIZE = 50
const RegistrantsQuery = z.object({
  status: z.enum(REGISTRANT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})
const WebinarId = z.uuid()

const STATUS_LABELS: Record<RegistrantStatus, string> = {
  active: 'Registered',
  cancelled: 'Cancelled',
}

const times = (count: number) => (count === 1 ? 'once' : `${count} times`)

/**
 * Who registered for one webinar (issue 29): name, e-mail, company, when they registered or
 * cancelled, and whether they used their personal join link (first use, how often). Filter by
 * registered or cancelled; CSV export for those allowed to take personal data away.
 */
export default async function RegistrantsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { member } = await requireStaffPage('webinars.manage')
  const id = WebinarId.safeParse((await params).id)
  const db = getDb()
  const webinar = id.success ? await webinarForRegistrants(db, id.data) : null
  if (!webinar) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">Registrants</h1>
        <p>There is no such webinar. It may have been deleted.</p>
      </div>
    )
  }
  const query = RegistrantsQuery.parse(firstValues(await searchParams))
  const path = `/staff/webinars/${webinar.id}/registrants`
  const [{ rows, total }, counts] = await Promise.all([
    listRegistrants(
      db,
      webinar.id,
      { status: query.status },
      { offset: (query.page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    ),
    registrantCounts(db, webinar.id),
  ])
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const seats =
    webinar.registrationLimit === null ? 'no limit' : `${webinar.registrationLimit} seats`
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Registrants</h1>
        <p className="mt-1 text-muted-foreground">
          {webinar.title}: {formatEasternDate(webinar.webinarDate)},{' '}
          {formatEasternTime(webinar.webinarDate)} ({seats})
          {webinar.cancelledAt ? '. Cancelled by the firm.' : ''}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        <div className="rounded-card border p-3">
          <dt className="text-sm text-muted-foreground">Registered</dt>
          <dd className="text-2xl font-semibold">{counts.active}</dd>
        </div>
        <div className="rounded-card border p-3">
          <dt className="text-sm text-muted-foreground">Used their join link</dt>
          <dd className="text-2xl font-semibold">{counts.joined}</dd>
        </div>
        <div className="rounded-card border p-3">
          <dt className="text-sm text-muted-foreground">Cancelled</dt>
          <dd className="text-2xl font-semibold">{counts.cancelled}</dd>
        </div>
      </dl>
      <form method="get" action={path} className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <StaffSelect
          id="registrants-status"
          name="status"
          label="Show"
          defaultValue={query.status ?? ''}
        >
          <option value="">Everyone</option>
          {REGISTRANT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </StaffSelect>
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
      </form>
      {decide(member, 'subscribers.export').allowed ? (
        <CsvExport
          path={`/api/staff/webinars/${webinar.id}/registrants/export`}
          body={{ status: query.status }}
          fallbackName="registrants.csv"
        />
      ) : null}
      <TableScroller label="Registrants">
        <table className="w-full min-w-[60rem] text-left text-sm">
          <caption className="sr-only">Registrants, earliest registration first</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                E-mail
              </th>
              <th scope="col" className="px-3 py-2">
                Company
              </th>
              <th scope="col" className="px-3 py-2">
                Registered (ET)
              </th>
              <th scope="col" className="px-3 py-2">
                Cancelled (ET)
              </th>
              <th scope="col" className="px-3 py-2">
                Join link
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t align-top">
                <td className="px-3 py-2">{row.name}</td>
                <td className="px-3 py-2 break-all">{row.email}</td>
                <td className="px-3 py-2">{row.company ?? '–'}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <EasternTime at={row.registeredAt} />
                  {row.source ? (
                    <span className="block break-all text-muted-foreground">from {row.source}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <EasternTime at={row.cancelledAt} />
                </td>
                <td className="px-3 py-2">
                  {row.joinedAt ? (
                    <>
                      Used {times(row.joinCount)}
                      <span className="block text-muted-foreground">
                        first <EasternTime at={row.joinedAt} />
                      </span>
                    </>
                  ) : (
                    'Not used'
                  )}
                </td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <NothingMatchesRow columns={6}>No registrants match this filter.</NothingMatchesRow>
            ) : null}
          </tbody>
        </table>
      </TableScroller>
      <Pager
        page={query.page}
        pages={pages}
        total={total}
        noun={['registrant', 'registrants']}
        hrefFor={(page) => queryHref(path, query, { page })}
      />
    </div>
  )
}
