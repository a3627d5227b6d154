import { staffDependencies } from '@/app/_wiring/staff'
import { createCalendar } from '@/features/booking/availability-admin.server'
import { NewCalendarSchema } from '@/features/booking/availability.schema'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { apiRoute } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/** `{ staffUserId }` → that consultant gets a calendar of their own (weekdays 9 to 5 Eastern). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEndpoint(staffDependencies, {
    action: 'availability.add-calendar',
    body: NewCalendarSchema,
    handle: async ({ body, db, actor, requestId }) => {
      const created = await createCalendar(db, body.staffUserId, { staffId: actor.id, requestId })
      if (created.ok) return jsonResponse({ id: created.id }, { status: 201 })
      return errorResponse(422, 'Please correct the highlighted fields.', {
        fields: {
          staffUserId:
            created.reason === 'exists'
              ? 'This consultant already has a calendar.'
              : 'Choose a consultant who is on the staff.',
        },
      })
    },
  }),
})
