import { LinkTokenQuerySchema } from '@/features/webinars/subscription.schema'
import { unsubscribe } from '@/features/webinars/subscriptions.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { SUBSCRIPTION_LINK_LIMIT, wakeMailDelivery, webinarMailer } from '@/app/_wiring/webinars'

export const dynamic = 'force-dynamic'

/**
 * RFC 8058 one-click unsubscribe: a mail client's "Unsubscribe" button POSTs here (body
 * `List-Unsubscribe=One-Click`, which needs no reading) with the token of the List-Unsubscribe
 * header. People clicking the link in the message land on /insights/webinars/subscription/unsubscribe.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    query: LinkTokenQuerySchema,
    rateLimits: [SUBSCRIPTION_LINK_LIMIT],
    handle: async ({ query, db }) => {
      const result = await unsubscribe(db, query.token, webinarMailer)
      if (result.outcome === 'invalid') {
        return errorResponse(404, 'This unsubscribe link is not valid.')
      }
      wakeMailDelivery()
      return jsonResponse({ unsubscribed: true })
    },
  }),
})
