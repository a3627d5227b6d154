import { SlotChoiceSchema } from '@/features/booking/booking.schema'
import { timeNotOffered } from '@/features/booking/availability.server'
import { firmBookingPolicy } from '@/features/booking/consultants.server'
import { MANAGE_LIMIT } from '@/features/booking/limits'
import { rescheduleBooking } from '@/features/booking/manage.server'
import { slotRefusal } from '@/features/booking/slot-refusal.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { wakeWebhookDelivery } from '@/server/webhooks/worker.server'
import { ConsultationParamsSchema, inactiveResponse, ownerEmail } from '../../account-wiring'

export const dynamic = 'force-dynamic'

/**
 * `{ date, time, timeZone }` → one of the signed-in person's consultations moves there, through
 * the same service call as the e-mailed reschedule link. The updated invitation carries new
 * manage links; those of earlier e-mails stop working (see rescheduleBooking).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    params: ConsultationParamsSchema,
    body: SlotChoiceSchema,
    bodyFieldChecks: timeNotOffered,
    rateLimits: [MANAGE_LIMIT],
    handle: async ({ request, params, body, db, requestId }) => {
      const email = await ownerEmail(request)
      const outcome = await rescheduleBooking(db, { id: params.id, email }, body, {
        policy: await firmBookingPolicy(db),
      })
      if (!outcome.ok) {
        if (outcome.reason !== 'not-active') return slotRefusal(outcome)
        return inactiveResponse(outcome.lookup)
      }
      wakeMailDelivery()
      wakeWebhookDelivery()
      log.info('consultation moved from the account', { requestId, booking: outcome.booking.id })
      return jsonResponse({ booking: outcome.booking, previous: outcome.previous })
    },
  }),
})
