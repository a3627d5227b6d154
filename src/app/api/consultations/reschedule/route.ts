import { RescheduleByTokenSchema } from '@/features/booking/booking.schema'
import { bookingPolicy } from '@/features/booking/calendar-rules.server'
import { MANAGE_LIMIT } from '@/features/booking/limits'
import { rescheduleBooking, SLOT_TAKEN_MESSAGE } from '@/features/booking/manage.server'
import { manageLinkProblems } from '@/features/booking/manage-messages'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'

export const dynamic = 'force-dynamic'

/** `{ token, date, time, timeZone }` → the booking moves there in one transaction, or not at all. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: RescheduleByTokenSchema,
    rateLimits: [MANAGE_LIMIT],
    handle: async ({ body, db, requestId }) => {
      const outcome = await rescheduleBooking(db, { token: body.token }, body, {
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
        const problem = manageLinkProblems[outcome.lookup.state]
        return errorResponse(problem.status, problem.message)
      }
      wakeMailDelivery()
      log.info('consultation moved', { requestId, booking: outcome.booking.id })
      return jsonResponse({ booking: outcome.booking, previous: outcome.previous })
    },
  }),
})
