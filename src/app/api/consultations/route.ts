import { PASS_REQUIRED_MESSAGE } from '@/features/booking/booking-api'
import { ConsultationRequestSchema } from '@/features/booking/booking.schema'
import { timeNotOffered } from '@/features/booking/availability.server'
import { firmBookingPolicy } from '@/features/booking/consultants.server'
import { BOOKING_LIMIT } from '@/features/booking/limits'
import { bookConsultation, SLOT_TAKEN_MESSAGE } from '@/features/booking/manage.server'
import {
  clearPassCookie,
  isSecureRequest,
  isSpent,
  readPass,
  spendPass,
} from '@/features/verification/pass.server'
import { currentAccount } from '@/app/_wiring/auth'
import { recordConversion } from '@/server/analytics/counting.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'

export const dynamic = 'force-dynamic'

/** The chat's form says so; otherwise a signed-in visitor booked from their account's session. */
async function bookingChannel(
  channel: 'contact' | 'chat' | undefined,
  headers: Headers,
): Promise<'contact' | 'chat' | 'account'> {
  if (channel === 'chat') return 'chat'
  return (await currentAccount(headers)) ? 'account' : 'contact'
}

/**
 * Books a consultation: needs a human-check pass that no booking has spent yet, answers 201 with
 * the booking. The booking spends the pass in its own transaction, so one pass makes at most one
 * booking, however many requests carry it at once.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: ConsultationRequestSchema,
    bodyFieldChecks: timeNotOffered,
    maxBodyBytes: 16 * 1024,
    rateLimits: [BOOKING_LIMIT],
    handle: async ({ request, body, db, requestId, client }) => {
      const pass = readPass(request)
      // Checked here as well as spent below: a spent pass learns nothing about the slot or address.
      if (!pass || (await isSpent(db, pass))) {
        return errorResponse(403, PASS_REQUIRED_MESSAGE)
      }
      // The form's hidden honeypot: people never see it, form-filling scripts fill it in.
      if (body.contact_me_by_fax) {
        log.warn('booking refused: honeypot filled', { requestId })
        return errorResponse(400, 'The form could not be submitted.')
      }
      const bookedVia = await bookingChannel(body.channel, request.headers)
      const outcome = await bookConsultation(db, body, {
        policy: await firmBookingPolicy(db),
        bookedVia,
        spendPass: (tx) => spendPass(tx, pass),
      })
      if (!outcome.ok) {
        switch (outcome.reason) {
          case 'taken':
            return errorResponse(409, SLOT_TAKEN_MESSAGE, { fields: { time: SLOT_TAKEN_MESSAGE } })
          case 'unverified':
            log.warn('booking refused: pass already spent', { requestId })
            return errorResponse(403, PASS_REQUIRED_MESSAGE)
          case 'limit':
            // 422 like the other rules a valid request can break (a closed day, a passed time):
            // the request is well formed, this address just cannot book more right now. Not 409,
            // which the forms read as "this time was taken", nor 429: no wait makes it pass.
            return errorResponse(422, outcome.fields.email, { fields: outcome.fields })
          case 'invalid':
            return errorResponse(422, 'Please correct the highlighted fields.', {
              fields: outcome.fields,
            })
        }
      }
      wakeMailDelivery()
      // The booking has committed; counted by where it was made, never awaited (decision 051).
      void recordConversion(db, { headers: request.headers, client }, 'consultation-booked', {
        source: bookedVia,
      })
      log.info('consultation booked', { requestId, booking: outcome.booking.id })
      // The pass is spent: the browser may forget it (the spent list refuses it either way).
      return jsonResponse(
        { booking: outcome.booking },
        { status: 201, headers: { 'set-cookie': clearPassCookie(isSecureRequest(request)) } },
      )
    },
  }),
})
