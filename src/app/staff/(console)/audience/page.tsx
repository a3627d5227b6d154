import type { Metadata } from 'next'
import { requireStaffPage } from '@/app/_wiring/staff'
import { EasternTime } from '@/components/console/eastern-time'
import { StaffInput, StaffSelect } from '@/components/console/console-form-parts'
import { CsvExport } from '@/components/console/csv-export'
import { Pager } from '@/components/console/pager'
import { firstValues, queryHref } from '@/components/console/query-href'
import { NothingMatchesRow, TableScroller } from '@/components/console/table-scroller'
import { Button } from '@/components/ui/button'
import { decide } from '@/features/staff/policy'
import {
  listSubscribers,
  SUBSCRIBER_STATUSES,
  subscriberCounts,
  type SubscriberStatus,
} from '@/features/webinars/audience.server'
import { ErasePerson } from '@/features/webinars/components/erase-person'
import { z } from '@/lib/zod'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Audience' }

const PAGE_SIZE = 50
const AudienceQuery = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(SUBSCRIBER_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  unconfirmed: 'Unconfirmed',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  suppressed: 'Suppressed',
}

/**
 * The webinar subscribers (issue 29): status, consent record (when and where they signed up, the
 * privacy policy then in force, when they confirmed) and what was announced to them; and erasure
 * at a person's request. Owners, admins and marketing.
 */
export default async function AudiencePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { member } = await requireStaffPage('subscribers.manage')
  const raw = firstValues(await searchParams)
  const query = AudienceQuery.parse(raw)
  const db = getDb()
  const [{ rows, total }, counts] = await Promise.all([
    listSubscribers(
      db,
      { q: query.q || undefined, status: query.status },
      { offset: (query.page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    ),
    subscriberCounts(db),
  ])
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Audience</h1>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SUBSCRIBER_STATUSES.map((status) => (
          <div key={status} className="rounded-card border p-3">
            <dt className="text-sm text-muted-foreground">{STATUS_LABELS[status]}</dt>
            <dd className="text-2xl font-semibold">{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <form
        method="get"
        action="/staff/audience"
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
      >
        <StaffInput
          id="audience-q"
          name="q"
          type="search"
          label="Search addresses"
          defaultValue={query.q}
        />
        <StaffSelect
          id="audience-status"
          name="status"
          label="Status"
          defaultValue={query.status ?? ''}
        >
          <option value="">Every status</option>
          {SUBSCRIBER_STATUSES.map((status) => (
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
          path="/api/staff/audience/export"
          body={{ q: query.q || undefined, status: query.status }}
          fallbackName="subscribers.csv"
        />
      ) : null}
      <TableScroller label="Subscribers">
        <table className="w-full min-w-[60rem] text-left text-sm">
          <caption className="sr-only">Subscribers, newest sign-up first</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Address
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Signed up (ET)
              </th>
              <th scope="col" className="px-3 py-2">
                From
              </th>
              <th scope="col" className="px-3 py-2">
                Confirmed (ET)
              </th>
              <th scope="col" className="px-3 py-2">
                Privacy policy
              </th>
              <th scope="col" className="px-3 py-2">
                Announcements sent
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t align-top">
                <td className="px-3 py-2 break-all">{row.email}</td>
                <td className="px-3 py-2">
                  {STATUS_LABELS[row.status]}
                  {row.unsubscribedAt && row.status === 'unsubscribed' ? (
                    <span className="block text-muted-foreground">
                      <EasternTime at={row.unsubscribedAt} />
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <EasternTime at={row.subscribedAt} />
                </td>
                <td className="px-3 py-2 break-all">{row.source ?? '–'}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <EasternTime at={row.confirmedAt} />
                </td>
                <td className="px-3 py-2">{row.policyVersion ? `of ${row.policyVersion}` : '–'}</td>
                <td className="px-3 py-2">
                  {row.announcements.length === 0 ? (
                    'None'
                  ) : (
                    <ul className="space-y-1">
                      {row.announcements.map((announcement) => (
                        <li key={`${announcement.title}-${announcement.at.toISOString()}`}>
                          {announcement.title}{' '}
                          <span className="text-muted-foreground">
                            (<EasternTime at={announcement.at} />)
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <NothingMatchesRow columns={7}>No subscribers match these filters.</NothingMatchesRow>
            ) : null}
          </tbody>
        </table>
      </TableScroller>
      <Pager
        page={query.page}
        pages={pages}
        total={total}
        noun={['subscriber', 'subscribers']}
        hrefFor={(page) => queryHref('/staff/audience', query, { page })}
      />
      {decide(member, 'subscribers.erase').allowed ? <ErasePerson /> : null}
    </div>
  )
}
