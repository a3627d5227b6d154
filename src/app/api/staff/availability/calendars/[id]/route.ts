import { staffDependencies } from '@/app/_wiring/staff'
import { saveCalendar } from '@/features/booking/availability-admin.server'
import { CalendarSchema } from '@/features/booking/availability.schema'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { apiRoute } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import {
  CALENDAR_CHANGED,
  CalendarParams,
  mayManageCalendar,
  noSuchCalendar,
} from '../../calendar-answers'

export const dynamic = 'force-dynamic'

/** The whole calendar as the console's form shows it: saved at once, audited. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: staffEndpoint(staffDependencies, {
    action: 'availability.manage',
    params: CalendarParams,
    body: CalendarSchema,
    maxBodyBytes: 64 * 1024,
    handle: async ({ params, body, db, actor, requestId, now }) => {
      if (!(await mayManageCalendar(db, actor, params.id))) return noSuchCalendar()
      const saved = await saveCalendar(db, params.id, body, { staffId: actor.id, requestId }, now)
      if (saved.ok) return jsonResponse({ saved: true })
      return saved.reason === 'unknown' ? noSuchCalendar() : errorResponse(409, CALENDAR_CHANGED)
    },
  }),
})
