import { MANAGE_LIMIT } from '@/features/booking/limits'
import { cancelBooking } from '@/features/booking/manage.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { wakeWebhookDelivery } from '@/server/webhooks/worker.server'
import { ConsultationParamsSchema, inactiveResponse, ownerEmail } from '../../account-wiring'

export const dynamic = 'force-dynamic'

/**
 * Cancels one of the signed-in person's consultations: the same service call, transaction and
 * e-mails as the e-mailed cancel link, the booking found by id and the account's address.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    params: ConsultationParamsSchema,
    rateLimits: [MANAGE_LIMIT],
    handle: async ({ request, params, db, requestId }) => {
      const email = await ownerEmail(request)
      const outcome = await cancelBooking(db, { id: params.id, email })
      if (!outcome.ok) return inactiveResponse(outcome.lookup)
      wakeMailDelivery()
      wakeWebhookDelivery()
      log.info('consultation cancelled from the account', {
        requestId,
        booking: outcome.booking.id,
      })
      return jsonResponse({ booking: outcome.booking })
    },
  }),
})
