import 'server-only'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliverWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
} from '@/features/webhooks/webhook-console.server'
import {
  WebhookEndpointFormSchema,
  WebhookEndpointUpdateSchema,
} from '@/features/webhooks/webhook-form.schema'
import { z } from '@/lib/zod'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { wakeWebhookDelivery } from '@/server/webhooks/worker.server'

/*
 * The console's webhook endpoints (issue 30): owners and admins only, with the password checked
 * in the last ten minutes (an endpoint sends leads out of the site), each change audited.
 */

const EndpointParams = z.object({ id: z.uuid('No such endpoint.') })
const DeliveryParams = z.object({
  id: z.string().regex(/^msg_[0-9a-f]{32}$/, 'No such delivery.'),
})

export const NO_ENDPOINT = 'No such endpoint.'
export const STALE_ENDPOINT =
  'Someone changed this endpoint after you opened it. Reload the page to see their change, then edit again.'
export const ENDPOINT_OFF = 'This endpoint is switched off: switch it on to send a test event.'
export const BEING_SENT = 'This delivery is being sent right now. Reload the page in a moment.'

/** `POST /api/staff/webhooks`: a new endpoint; answers its id and its secret, shown once. */
export const createWebhookEndpointRoute = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webhooks.manage',
    body: WebhookEndpointFormSchema,
    handle: async ({ body, db, actor, requestId, now }) =>
      jsonResponse(await createWebhookEndpoint(db, body, { staffId: actor.id, requestId }, now), {
        status: 201,
        headers: { 'cache-control': 'no-store' },
      }),
  })

/** `POST /api/staff/webhooks/[id]`: the edit form, saved over the version it was opened on. */
export const updateWebhookEndpointRoute = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webhooks.manage',
    params: EndpointParams,
    body: WebhookEndpointUpdateSchema,
    handle: async ({ params, body, db, actor, requestId, now }) => {
      const saved = await updateWebhookEndpoint(
        db,
        params.id,
        body,
        { staffId: actor.id, requestId },
        now,
      )
      if (saved.ok) {
        wakeWebhookDelivery()
        return jsonResponse({ saved: true })
      }
      return saved.reason === 'unknown'
        ? errorResponse(404, NO_ENDPOINT)
        : errorResponse(409, STALE_ENDPOINT)
    },
  })

/** `POST /api/staff/webhooks/[id]/delete`: the endpoint goes, with its delivery log. */
export const deleteWebhookEndpointRoute = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webhooks.manage',
    params: EndpointParams,
    handle: async ({ params, db, actor, requestId }) => {
      const deleted = await deleteWebhookEndpoint(db, params.id, { staffId: actor.id, requestId })
      return deleted.ok ? jsonResponse({ deleted: true }) : errorResponse(404, NO_ENDPOINT)
    },
  })

/** `POST /api/staff/webhooks/[id]/rotate-secret`: a new secret, shown once. */
export const rotateWebhookSecretRoute = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webhooks.manage',
    params: EndpointParams,
    handle: async ({ params, db, actor, requestId, now }) => {
      const rotated = await rotateWebhookSecret(
        db,
        params.id,
        { staffId: actor.id, requestId },
        now,
      )
      return rotated.ok
        ? jsonResponse({ secret: rotated.secret }, { headers: { 'cache-control': 'no-store' } })
        : errorResponse(404, NO_ENDPOINT)
    },
  })

/** `POST /api/staff/webhooks/[id]/test`: a `webhook.test` event to this endpoint alone. */
export const sendTestWebhookRoute = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webhooks.manage',
    params: EndpointParams,
    handle: async ({ params, db, actor, requestId, now }) => {
      const sent = await sendTestWebhook(db, params.id, { staffId: actor.id, requestId }, now)
      if (sent.ok) {
        wakeWebhookDelivery()
        return jsonResponse({ queued: true, messageId: sent.messageId })
      }
      return sent.reason === 'unknown'
        ? errorResponse(404, NO_ENDPOINT)
        : errorResponse(409, ENDPOINT_OFF)
    },
  })

/** `POST /api/staff/webhooks/deliveries/[id]/redeliver`: sent again now, same webhook-id. */
export const redeliverWebhookRoute = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'webhooks.manage',
    params: DeliveryParams,
    handle: async ({ params, db, actor, requestId, now }) => {
      const queued = await redeliverWebhook(db, params.id, { staffId: actor.id, requestId }, now)
      if (queued.ok) {
        wakeWebhookDelivery()
        return jsonResponse({ queued: true })
      }
      return queued.reason === 'unknown'
        ? errorResponse(404, 'No such delivery.')
        : errorResponse(409, BEING_SENT)
    },
  })
