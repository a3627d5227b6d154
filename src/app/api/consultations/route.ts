import { PASS_REQUIRED_MESSAGE } from '@/features/booking/booking-api'
import { bookConsultation, SLOT_TAKEN_MESSAGE } from '@/features/booking/booking.server'
import { ConsultationRequestSchema } from '@/features/booking/booking.schema'
import { hasValidPass } from '@/features/verification/pass.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { BOOKING_LIMIT, bookingDependencies, wakeMailDelivery } from './booking-wiring'

export const dynamic = 'force-dynamic'

/** Books a consultation: needs the human-check pass, answers 201 with the booking. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: ConsultationRequestSchema,
    maxBodyBytes: 16 * 1024,
    rateLimits: [BOOKING_LIMIT],
    handle: async ({ request, body, db, requestId }) => {
      if (!hasValidPass(request)) {
        return errorResponse(403, PASS_REQUIRED_MESSAGE)
      }
      // The form's hidden honeypot: people never see it, form-filling scripts fill it in.
      if (body.contact_me_by_fax) {
        log.warn('booking refused: honeypot filled', { requestId })
        return errorResponse(400, 'The form could not be submitted.')
      }
      const outcome = await bookConsultation(db, body, bookingDependencies())
      if (!outcome.ok) {
        return outcome.reason === 'taken'
          ? errorResponse(409, SLOT_TAKEN_MESSAGE, { fields: { time: SLOT_TAKEN_MESSAGE } })
          : errorResponse(422, 'Please correct the highlighted fields.', { fields: outcome.fields })
      }
      wakeMailDelivery()
      log.info('consultation booked', { requestId, booking: outcome.booking.id })
      return jsonResponse({ booking: outcome.booking }, { status: 201 })
    },
  }),
})
