import { SlotChoiceSchema } from '@/features/booking/booking.schema'
import { bookingPolicy } from '@/features/booking/calendar-rules.server'
import { MANAGE_LIMIT } from '@/features/booking/limits'
import { rescheduleBooking, SLOT_TAKEN_MESSAGE } from '@/features/booking/manage.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
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
    rateLimits: [MANAGE_LIMIT],
    handle: async ({ request, params, body, db, requestId }) => {
      const email = await ownerEmail(request)
      const outcome = await rescheduleBooking(db, { id: params.id, email }, body, {
        policy: bookingPolicy(),
      })
      if (!outcome.ok) {
        if (outcome.reason === 'taken') {
          return errorResponse(409, SLOT_TAKEN_MESSAGE, { fields: { time: SLOT_TAKEN_MESSAGE } })
        }
        if (outcome.reason === 'invalid') {
          return errorResponse(422, 'Please correct the highlighted fields.', {
            fields: outcome.fields,
          })
        }
        return inactiveResponse(outcome.lookup)
      }
      wakeMailDelivery()
      log.info('consultation moved from the account', { requestId, booking: outcome.booking.id })
      return jsonResponse({ booking: outcome.booking, previous: outcome.previous })
    },
  }),
})
