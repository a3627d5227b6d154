import type { Metadata } from 'next'
import { requireStaffPage } from '@/app/_wiring/staff'
import { EasternTime } from '@/components/console/eastern-time'
import { StaffInput, StaffSelect } from '@/components/console/console-form-parts'
import { Pager } from '@/components/console/pager'
import { firstValues, queryHref } from '@/components/console/query-href'
import { ConsoleActionButton } from '@/components/console/console-action-button'
import { NothingMatchesRow, TableScroller } from '@/components/console/table-scroller'
import { Button } from '@/components/ui/button'
import { addDays, slotStart } from '@/features/booking/slots'
import { decide } from '@/features/staff/policy'
import { isIsoDay } from '@/lib/iso-day'
import { z } from '@/lib/zod'
import { getDb } from '@/server/db/instance'
import {
  isMailKind,
  listOutbox,
  listSuppressions,
  MAIL_KINDS,
  OUTBOX_STATUSES,
  type OutboxStatus,
} from '@/server/mail/outbox-console.server'

export const metadata: Metadata = { title: 'Mail' }

const PAGE_SIZE = 50
const Day = z.string().max(10).refine(isIsoDay).optional().catch(undefined)
const MailQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional().catch(undefined),
  kind: z.string().max(20).refine(isMailKind).optional().catch(undefined),
  from: Day,
  to: Day,
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})

const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  withdrawn: 'Withdrawn',
}

/**
 * The outbox (issue 29): every message the site queued, newest first, with how its delivery
 * went. Owners and admins read it and send a failed message again; no body is shown here.
 */
export default async function MailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { member } = await requireStaffPage('mail.view')
  const raw = firstValues(await searchParams)
  const query = MailQuery.parse(raw)
  const db = getDb()
  // Marketing sees the list mail it sends (announcements, reminders, recordings), not visitors'
  // booking mail.
  const listOnly = !decide(member, 'mail.view-all').allowed
  const [{ rows, total }, suppressed] = await Promise.all([
    listOutbox(
      db,
      {
        status: query.status,
        kind: query.kind && isMailKind(query.kind) ? query.kind : undefined,
        // The firm's (Eastern) days, both ends included.
        from: query.from ? slotStart(query.from, '00:00', 'ET') : undefined,
        before: query.to ? slotStart(addDays(query.to, 1), '00:00', 'ET') : undefined,
        listOnly,
      },
      { offset: (query.page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    ),
    // Who is suppressed follows any mail's failures (a visitor's booking mail too): not for
    // marketing, which sees a subscriber's suppression on the Audience page.
    listOnly ? null : listSuppressions(db),
  ])
  const mayManage = decide(member, 'mail.manage').allowed
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Mail</h1>
      <p className="max-w-prose text-muted-foreground">
        {listOnly
          ? 'Every announcement, reminder and recording the site has e-mailed, and how its delivery went.'
          : 'Every message the site has queued, and how its delivery went.'}{' '}
        A message that does not go through is tried again over several hours before it is marked
        failed; one the receiving server refuses outright fails at once.
      </p>
      <form
        method="get"
        action="/staff/mail"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <StaffSelect
          id="mail-status"
          name="status"
          label="Status"
          defaultValue={query.status ?? ''}
        >
          <option value="">Every status</option>
          {OUTBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </StaffSelect>
        <StaffSelect id="mail-kind" name="kind" label="Kind" defaultValue={query.kind ?? ''}>
          <option value="">Every kind</option>
          {MAIL_KINDS.map((kind) => (
            <option key={kind.id} value={kind.id}>
              {kind.label}
            </option>
          ))}
        </StaffSelect>
        <StaffInput id="mail-from" name="from" type="date" label="From" defaultValue={query.from} />
        <StaffInput id="mail-to" name="to" type="date" label="To" defaultValue={query.to} />
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
      </form>
      <TableScroller label="Messages">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">Messages, newest first</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Queued (ET)
              </th>
              <th scope="col" className="px-3 py-2">
                To
              </th>
              <th scope="col" className="px-3 py-2">
                Subject
              </th>
              <th scope="col" className="px-3 py-2">
                Kind
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                Attempts
              </th>
              <th scope="col" className="px-3 py-2">
                Last attempt (ET)
              </th>
              <th scope="col" className="px-3 py-2">
                Last error
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t align-top">
                <td className="px-3 py-2 whitespace-nowrap">
                  <EasternTime at={row.createdAt} />
                </td>
                <td className="px-3 py-2 break-all">{row.to}</td>
                <td id={`mail-${row.id}`} className="px-3 py-2">
                  {row.subject}
                </td>
                <td className="px-3 py-2">{row.kind}</td>
                <td className="px-3 py-2">
                  <span className={row.status === 'failed' ? 'font-medium text-destructive' : ''}>
                    {STATUS_LABELS[row.status]}
                  </span>
                  {row.status === 'failed' && mayManage ? (
                    <div className="mt-2">
                      <ConsoleActionButton
                        path={`/api/staff/mail/${row.id}/resend`}
                        label="Send again"
                        busyLabel="Sending…"
                        done={{
                          title: 'Queued to send again',
                          description: 'This list shows how it went.',
                        }}
                        describedBy={`mail-${row.id}`}
                      />
                    </div>
                  ) : null}
                </td>
                <td className="px-3 py-2">{row.attempts}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <EasternTime at={row.lastAttemptAt} />
                </td>
                <td className="px-3 py-2 break-words">{row.lastError ?? '–'}</td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <NothingMatchesRow columns={8}>No messages match these filters.</NothingMatchesRow>
            ) : null}
          </tbody>
        </table>
      </TableScroller>
      <Pager
        page={query.page}
        pages={pages}
        total={total}
        noun={['message', 'messages']}
        hrefFor={(page) => queryHref('/staff/mail', query, { page })}
      />
      {suppressed ? (
        <section aria-labelledby="suppressed-heading" className="space-y-3">
          <h2 id="suppressed-heading" className="text-lg font-semibold">
            Suppressed addresses
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">
            Announcements and other list mail are not sent to these addresses: the receiving server
            refused one outright, or answered three attempts in a row with a temporary refusal. Mail
            a person asked for (a booking confirmation, a password reset) is still tried. Lift a
            suppression once the person says their mailbox works again.
          </p>
          {suppressed.length === 0 ? (
            <p className="text-sm">No address is suppressed.</p>
          ) : (
            <ul className="space-y-3">
              {suppressed.map((entry, index) => (
                <li key={entry.address} className="space-y-2 rounded-card border p-3 text-sm">
                  <p id={`suppressed-${index}`}>
                    <span className="font-medium break-all">{entry.address}</span>:{' '}
                    {entry.reason === 'rejected'
                      ? 'refused outright'
                      : 'three temporary refusals in a row'}
                    , since <EasternTime at={entry.suppressedAt} />
                    {entry.lastError ? (
                      <span className="block break-words text-muted-foreground">
                        {entry.lastError}
                      </span>
                    ) : null}
                  </p>
                  {mayManage ? (
                    <ConsoleActionButton
                      path="/api/staff/mail/suppressions/lift"
                      body={{ address: entry.address }}
                      label="Lift"
                      busyLabel="Lifting…"
                      done={{ title: 'Suppression lifted' }}
                      describedBy={`suppressed-${index}`}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  )
}
