import { SUBSCRIBE_LIMIT } from '@/features/webinars/limits'
import { SubscriptionRequestSchema } from '@/features/webinars/subscription.schema'
import { ERASED_ADDRESS_MESSAGE, sourcePage } from '@/features/webinars/consent.server'
import { subscribe } from '@/features/webinars/subscriptions.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'

export const dynamic = 'force-dynamic'

/**
 * Signs an address up for webinar announcements (double opt-in). The answer is the same whether
 * the address was new, pending or already subscribed, so nobody can learn who is on the list.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: SubscriptionRequestSchema,
    maxBodyBytes: 2 * 1024,
    rateLimits: [SUBSCRIBE_LIMIT],
    handle: async ({ body, db, request, requestId }) => {
      if (body.contact_me_by_fax) {
        // A form-filling script: answer as if it worked, store and send nothing.
        log.warn('subscription ignored: honeypot filled', { requestId })
        return jsonResponse({ subscribed: true }, { status: 202 })
      }
      const { erased } = await subscribe(db, body.email, undefined, sourcePage(request))
      if (erased) return errorResponse(409, ERASED_ADDRESS_MESSAGE)
      wakeMailDelivery()
      return jsonResponse({ subscribed: true }, { status: 202 })
    },
  }),
})
