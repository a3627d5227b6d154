import { staffChange } from '@/app/_wiring/inbox'
import { staffDependencies } from '@/app/_wiring/staff'
import { StaffRescheduleSchema } from '@/features/booking/booking.schema'
import { bookingPolicy } from '@/features/booking/calendar-rules.server'
import { rescheduleBooking, SLOT_TAKEN_MESSAGE } from '@/features/booking/manage.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { apiRoute } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { ConsultationParams, inactiveAnswer, unlessChangedMeanwhile } from '../../inbox-answers'

export const dynamic = 'force-dynamic'

/**
 * `{ date, time, timeZone }` → the consultation moves there for the visitor, through the visitor's
 * own reschedule: the same slot rules and the same unique index against double booking. The
 * updated invitation goes out with new manage links (the old ones stop working).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEndpoint(staffDependencies, {
    action: 'consultations.manage',
    params: ConsultationParams,
    body: StaffRescheduleSchema,
    handle: ({ params, body, db, actor, requestId, now }) =>
      unlessChangedMeanwhile(async () => {
        const { sequence, ...slot } = body
        const outcome = await rescheduleBooking(
          db,
          { id: params.id, staff: staffChange(actor, requestId, { expectedSequence: sequence }) },
          slot,
          { policy: bookingPolicy(), now },
        )
        if (!outcome.ok) {
          if (outcome.reason === 'taken') {
            return errorResponse(409, SLOT_TAKEN_MESSAGE, { fields: { time: SLOT_TAKEN_MESSAGE } })
          }
          if (outcome.reason === 'invalid') {
            return errorResponse(422, 'Please correct the highlighted fields.', {
              fields: outcome.fields,
            })
          }
          return inactiveAnswer(outcome.lookup)
        }
        wakeMailDelivery()
        log.info('consultation moved by staff', { requestId, booking: outcome.booking.id })
        return jsonResponse({ booking: outcome.booking })
      }),
  }),
})
