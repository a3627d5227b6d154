import { staffChange } from '@/app/_wiring/inbox'
import { staffDependencies } from '@/app/_wiring/staff'
import { StaffRescheduleSchema } from '@/features/booking/booking.schema'
import { timeNotOffered } from '@/features/booking/availability.server'
import { firmBookingPolicy } from '@/features/booking/consultants.server'
import { rescheduleBooking } from '@/features/booking/manage.server'
import { slotRefusal } from '@/features/booking/slot-refusal.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { apiRoute } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { wakeWebhookDelivery } from '@/server/webhooks/worker.server'
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
    bodyFieldChecks: timeNotOffered,
    handle: ({ params, body, db, actor, requestId, now }) =>
      unlessChangedMeanwhile(async () => {
        const { sequence, ...slot } = body
        const outcome = await rescheduleBooking(
          db,
          { id: params.id, staff: staffChange(actor, requestId, { expectedSequence: sequence }) },
          slot,
          { policy: await firmBookingPolicy(db), now },
        )
        if (!outcome.ok) {
          if (outcome.reason !== 'not-active') return slotRefusal(outcome)
          return inactiveAnswer(outcome.lookup)
        }
        wakeMailDelivery()
        wakeWebhookDelivery()
        log.info('consultation moved by staff', { requestId, booking: outcome.booking.id })
        return jsonResponse({ booking: outcome.booking })
      }),
  }),
})
