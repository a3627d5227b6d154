import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { requireStaffPage } from '@/app/_wiring/staff'
import { EasternTime } from '@/components/console/eastern-time'
import { StaffSelect } from '@/components/console/console-form-parts'
import { Pager } from '@/components/console/pager'
import { firstValues, queryHref } from '@/components/console/query-href'
import { Button } from '@/components/ui/button'
import { NothingMatchesRow, TableScroller } from '@/components/console/table-scroller'
import {
  DeleteWebhookButton,
  RotateSecretButton,
  WebhookActionButton,
} from '@/features/webhooks/components/webhook-actions'
import { WebhookEndpointForm } from '@/features/webhooks/components/webhook-endpoint-form'
import { EndpointState } from '@/features/webhooks/endpoint-state'
import {
  DELIVERY_STATUSES,
  deliveryLog,
  webhookEndpoint,
  type DeliveryStatus,
} from '@/features/webhooks/webhook-console.server'
import { z } from '@/lib/zod'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Webhook endpoint' }

const STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Waiting to retry',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
}

const PAGE_SIZE = 25
const LogQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})

/** One endpoint: edit it, test it, and its deliveries (paged, filtered) with every attempt. */
export default async function WebhookEndpointPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await requireStaffPage('webhooks.manage')
  const id = z.uuid().safeParse((await params).id)
  if (!id.success) notFound()
  const query = LogQuery.parse(firstValues(await searchParams))
  const db = getDb()
  const endpoint = await webhookEndpoint(db, id.data)
  if (!endpoint) notFound()
  const { rows: deliveries, total } = await deliveryLog(db, endpoint.id, {
    status: query.status,
    offset: (query.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  })
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const here = `/staff/webhooks/${endpoint.id}`
  return (
    <div className="space-y-8">
      <p>
        <Link href="/staff/webhooks" className="text-sm underline underline-offset-4">
          All webhooks
        </Link>
      </p>
      <h1 className="text-2xl font-semibold tracking-tight break-all">{endpoint.url}</h1>
      <p>
        State: <EndpointState endpoint={endpoint} />
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <WebhookActionButton
          path={`/api/staff/webhooks/${endpoint.id}/test`}
          label="Send test event"
          busyLabel="Queuing…"
          done="Test event queued"
        />
        <RotateSecretButton id={endpoint.id} />
        <DeleteWebhookButton id={endpoint.id} url={endpoint.url} />
      </div>
      <section aria-labelledby="log-heading" className="space-y-3">
        <h2 id="log-heading" className="text-lg font-semibold">
          Delivery log
        </h2>
        <form method="get" action={here} className="flex flex-wrap items-end gap-3">
          <StaffSelect
            id="log-status"
            name="status"
            label="Status"
            defaultValue={query.status ?? ''}
          >
            <option value="">Every status</option>
            {DELIVERY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </StaffSelect>
          <Button type="submit" variant="secondary">
            Apply filter
          </Button>
        </form>
        <p className="max-w-prose text-sm text-muted-foreground">
          Newest first. A redelivery keeps the message id (<code>webhook-id</code>), so the receiver
          can tell it has seen it. Answers are kept up to 1 KB.
        </p>
        <TableScroller label="Deliveries">
          <table className="w-full min-w-[60rem] text-left text-sm">
            <caption className="sr-only">Deliveries to this endpoint, newest first</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Queued (ET)
                </th>
                <th scope="col" className="px-3 py-2">
                  Event
                </th>
                <th scope="col" className="px-3 py-2">
                  Message id
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Attempts
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} className="border-t align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <EasternTime at={delivery.createdAt} />
                  </td>
                  <td id={`delivery-${delivery.id}`} className="px-3 py-2">
                    {delivery.eventType}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs break-all">{delivery.id}</td>
                  <td className="px-3 py-2">
                    <span
                      className={delivery.status === 'failed' ? 'font-medium text-destructive' : ''}
                    >
                      {STATUS_LABELS[delivery.status as DeliveryStatus] ?? delivery.status}
                    </span>
                    {delivery.status !== 'sending' ? (
                      <div className="mt-2">
                        <WebhookActionButton
                          path={`/api/staff/webhooks/deliveries/${delivery.id}/redeliver`}
                          label="Redeliver"
                          busyLabel="Queuing…"
                          done="Queued to send again"
                          describedBy={`delivery-${delivery.id}`}
                        />
                      </div>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    {delivery.log.length === 0 ? (
                      'Not tried yet'
                    ) : (
                      <ol className="space-y-2">
                        {delivery.log.map((attempt) => (
                          <li key={attempt.attempt}>
                            #{attempt.attempt}, <EasternTime at={attempt.at} />:{' '}
                            <strong>
                              {attempt.statusCode === null
                                ? 'no answer'
                                : `HTTP ${attempt.statusCode}`}
                            </strong>{' '}
                            in {attempt.durationMs} ms
                            {attempt.error ? (
                              <span className="block text-destructive">{attempt.error}</span>
                            ) : null}
                            {attempt.responseBody ? (
                              <pre className="mt-1 max-h-32 overflow-auto rounded bg-muted p-2 text-xs break-all whitespace-pre-wrap">
                                {attempt.responseBody}
                              </pre>
                            ) : null}
                          </li>
                        ))}
                      </ol>
                    )}
                  </td>
                </tr>
              ))}
              {deliveries.length === 0 ? (
                <NothingMatchesRow columns={5}>Nothing has been sent yet.</NothingMatchesRow>
              ) : null}
            </tbody>
          </table>
        </TableScroller>
        <Pager
          page={query.page}
          pages={pages}
          total={total}
          noun={['delivery', 'deliveries']}
          hrefFor={(page) => queryHref(here, query, { page })}
        />
      </section>
      <section aria-labelledby="edit-heading" className="space-y-4">
        <h2 id="edit-heading" className="text-lg font-semibold">
          Edit
        </h2>
        <WebhookEndpointForm
          endpoint={{
            id: endpoint.id,
            url: endpoint.url,
            description: endpoint.description,
            events: endpoint.events,
            active: endpoint.active,
            version: endpoint.version,
          }}
        />
      </section>
    </div>
  )
}
