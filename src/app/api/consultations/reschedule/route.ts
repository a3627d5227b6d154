import { RescheduleByTokenSchema } from '@/features/booking/booking.schema'
import { timeNotOffered } from '@/features/booking/availability.server'
import { firmBookingPolicy } from '@/features/booking/consultants.server'
import { MANAGE_LIMIT } from '@/features/booking/limits'
import { rescheduleBooking } from '@/features/booking/manage.server'
import { slotRefusal } from '@/features/booking/slot-refusal.server'
import { manageLinkProblems } from '@/features/booking/manage-messages'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { wakeWebhookDelivery } from '@/server/webhooks/worker.server'

export const dynamic = 'force-dynamic'

/** `{ token, date, time, timeZone }` → the booking moves there in one transaction, or not at all. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: RescheduleByTokenSchema,
    bodyFieldChecks: timeNotOffered,
    rateLimits: [MANAGE_LIMIT],
    handle: async ({ body, db, requestId }) => {
      const outcome = await rescheduleBooking(db, { token: body.token }, body, {
        policy: await firmBookingPolicy(db),
      })
      if (!outcome.ok) {
        if (outcome.reason !== 'not-active') return slotRefusal(outcome)
        const problem = manageLinkProblems[outcome.lookup.state]
        return errorResponse(problem.status, problem.message)
      }
      wakeMailDelivery()
      wakeWebhookDelivery()
      log.info('consultation moved', { requestId, booking: outcome.booking.id })
      return jsonResponse({ booking: outcome.booking, previous: outcome.previous })
    },
  }),
})
