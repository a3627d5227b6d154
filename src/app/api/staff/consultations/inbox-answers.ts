import 'server-only'
import type { InboxChange } from '@/features/booking/inbox.server'
import { StaleStaffChange, type InactiveBooking } from '@/features/booking/manage.server'
import { z } from '@/lib/zod'
import { errorResponse, jsonResponse } from '@/server/http/json-response'

/** The consultation a console endpoint acts on; anything but a UUID names none. */
export const ConsultationParams = z.object({ id: z.uuid('No such consultation.') })

export const NOT_FOUND = 'No such consultation.'
export const ALREADY_CANCELLED = 'This consultation has already been cancelled.'
export const ALREADY_STARTED =
  'This consultation has already started, so it can no longer be changed.'
export const NOT_STARTED = 'A consultation can be marked once its time has come.'

/**
 * Why a cancel or move did not happen. Two members acting on one consultation at once take turns
 * on its row: the second is told plainly what the first did (409), and nothing happens twice.
 */
export function inactiveAnswer(lookup: InactiveBooking): Response {
  switch (lookup.state) {
    case 'unknown':
      return errorResponse(404, NOT_FOUND)
    case 'cancelled':
      return errorResponse(409, ALREADY_CANCELLED)
    case 'past':
      return errorResponse(409, ALREADY_STARTED)
  }
}

/** The answer to an outcome, a note or an assignment. */
export function changeAnswer(
  change: InboxChange | { ok: false; reason: 'not-a-consultant' | 'busy' },
) {
  if (change.ok) return jsonResponse({ changed: change.changed })
  switch (change.reason) {
    case 'unknown':
      return errorResponse(404, NOT_FOUND)
    case 'cancelled':
      return errorResponse(409, ALREADY_CANCELLED)
    case 'not-started':
      return errorResponse(409, NOT_STARTED)
    case 'note-id-taken':
      return errorResponse(409, 'The note could not be saved. Please try again.')
    case 'changed-meanwhile':
      return errorResponse(409, CHANGED_MEANWHILE)
    case 'busy':
      return errorResponse(409, CONSULTANT_BUSY, { fields: { consultantId: CONSULTANT_BUSY } })
    case 'not-a-consultant':
      return errorResponse(422, 'Please correct the highlighted fields.', {
        fields: { consultantId: 'Choose a consultant who is on the staff.' },
      })
  }
}

export const CONSULTANT_BUSY =
  'This consultant is not free at that time. Choose another, or move the consultation first.'

export const CHANGED_MEANWHILE =
  'Someone changed this consultation a moment ago. Reload the page to see what changed.'

/** Runs a cancel or move; a booking changed since the member's screen showed it answers 409. */
export async function unlessChangedMeanwhile(change: () => Promise<Response>): Promise<Response> {
  try {
    return await change()
  } catch (error) {
    if (error instanceof StaleStaffChange) return errorResponse(409, CHANGED_MEANWHILE)
    throw error
  }
}
