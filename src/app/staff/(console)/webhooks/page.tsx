import type { Metadata } from 'next'
import Link from 'next/link'
import { requireStaffPage } from '@/app/_wiring/staff'
import { NothingMatchesRow, TableScroller } from '@/components/console/table-scroller'
import { WebhookEndpointForm } from '@/features/webhooks/components/webhook-endpoint-form'
import { EndpointState } from '@/features/webhooks/endpoint-state'
import { listWebhookEndpoints } from '@/features/webhooks/webhook-console.server'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Webhooks' }

/**
 * Lead webhooks (issue 30): the endpoints that receive each new lead, signed, and a form to add
 * one. Owners and admins only.
 */
export default async function WebhooksPage() {
  await requireStaffPage('webhooks.manage')
  const endpoints = await listWebhookEndpoints(getDb())
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Webhooks</h1>
      <p className="max-w-prose text-muted-foreground">
        Each new lead (a booking and its changes, a webinar registration, a confirmed subscriber) is
        sent to these endpoints as it happens, signed per the Standard Webhooks specification. A
        delivery that fails is retried for 24 hours; an endpoint that fails for 24 hours is switched
        off and the owners are e-mailed. See docs/webhooks.md for the payloads and how to check a
        signature.
      </p>
      <TableScroller label="Endpoints">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Webhook endpoints</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                URL
              </th>
              <th scope="col" className="px-3 py-2">
                Events
              </th>
              <th scope="col" className="px-3 py-2">
                State
              </th>
            </tr>
          </thead>
          <tbody>
            {endpoints.map((endpoint) => (
              <tr key={endpoint.id} className="border-t align-top">
                <td className="px-3 py-2 break-all">
                  <Link
                    href={`/staff/webhooks/${endpoint.id}`}
                    className="font-medium underline underline-offset-4"
                  >
                    {endpoint.url}
                  </Link>
                  {endpoint.description ? (
                    <span className="block text-muted-foreground">{endpoint.description}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2">{endpoint.events.join(', ')}</td>
                <td className="px-3 py-2">
                  <EndpointState endpoint={endpoint} />
                </td>
              </tr>
            ))}
            {endpoints.length === 0 ? (
              <NothingMatchesRow columns={3}>No endpoint yet.</NothingMatchesRow>
            ) : null}
          </tbody>
        </table>
      </TableScroller>
      <section aria-labelledby="add-heading" className="space-y-4">
        <h2 id="add-heading" className="text-lg font-semibold">
          Add an endpoint
        </h2>
        <WebhookEndpointForm />
      </section>
    </div>
  )
}
