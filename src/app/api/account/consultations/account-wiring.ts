import 'server-only'
import { z } from '@/lib/zod'
import type { InactiveBooking } from '@/features/booking/manage.server'
import { accountBookingProblems } from '@/features/booking/manage-messages'
import { ApiError, errorResponse } from '@/server/http/json-response'
import { bookingOwnerEmail } from '@/app/_wiring/account-bookings'

export const SIGN_IN_MESSAGE = 'Please sign in to see your consultations.'

/** The signed-in owner's confirmed address; otherwise the request is answered 401. */
export async function ownerEmail(request: Request): Promise<string> {
  const email = await bookingOwnerEmail(request.headers)
  if (!email) throw new ApiError(401, SIGN_IN_MESSAGE)
  return email
}

/** `[id]`: a booking's id. Anything else is as unknown as another person's booking. */
export const ConsultationParamsSchema = z.object({
  id: z.uuid({ error: accountBookingProblems.unknown.message }),
})

/** Why a change from the account could not be made, in the one error shape. */
export function inactiveResponse(lookup: InactiveBooking): Response {
  const problem = accountBookingProblems[lookup.state]
  return errorResponse(problem.status, problem.message)
}
