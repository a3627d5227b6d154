import 'server-only'
import { errorResponse } from '@/server/http/json-response'
import { SLOT_TAKEN_MESSAGE, type BookingFailure } from './manage.server'

/**
 * The answer to a slot refused by a move, whoever moves (the e-mailed link, the account, staff):
 * taken by someone else meanwhile (409, on the time field, which the forms read as "choose
 * another"), or against the calendar's rules (422 with the fields' messages).
 */
export function slotRefusal(failure: BookingFailure): Response {
  return failure.reason === 'taken'
    ? errorResponse(409, SLOT_TAKEN_MESSAGE, { fields: { time: SLOT_TAKEN_MESSAGE } })
    : errorResponse(422, 'Please correct the highlighted fields.', { fields: failure.fields })
}
