import { staffDependencies } from '@/app/_wiring/staff'
import { saveBookingRules } from '@/features/booking/availability-admin.server'
import { BookingRulesSchema } from '@/features/booking/availability.schema'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { apiRoute } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/** The firm's booking rules and closed days, saved at once: every instance applies them at once. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEndpoint(staffDependencies, {
    action: 'booking-rules.manage',
    body: BookingRulesSchema,
    maxBodyBytes: 32 * 1024,
    handle: async ({ body, db, actor, requestId, now }) => {
      await saveBookingRules(db, body, { staffId: actor.id, requestId }, now)
      return jsonResponse({ saved: true })
    },
  }),
})
