import 'server-only'
import { eq } from 'drizzle-orm'
import {
  createCalendar,
  saveBookingRules,
  saveCalendar,
} from '@/features/booking/availability-admin.server'
import {
  BookingRulesSchema,
  CalendarSchema,
  NewCalendarSchema,
} from '@/features/booking/availability.schema'
import type { StaffAuthDependencies } from '@/features/staff/endpoints/forward.server'
import { staffEndpoint } from '@/features/staff/endpoints/staff-endpoint.server'
import { decide, type Actor } from '@/features/staff/policy'
import { z } from '@/lib/zod'
import type { Database } from '@/server/db/client'
import { consultants } from '@/server/db/schema'
import { errorResponse, jsonResponse } from '@/server/http/json-response'

/*
 * The availability screens' endpoints (issue 28), given the staff auth they check sessions
 * against: the route files pass the server's own, tests a real one on their own database.
 */

/** The calendar a console endpoint acts on; anything but a UUID names none. */
const CalendarParams = z.object({ id: z.uuid('No such calendar.') })

export const NO_SUCH_CALENDAR = 'No such calendar.'
export const CALENDAR_CHANGED =
  'Someone changed this calendar a moment ago. Reload the page to see what changed.'

/** A calendar that does not exist, or that the member may not change, is answered alike (404). */
const noSuchCalendar = () => errorResponse(404, NO_SUCH_CALENDAR)

/**
 * Whether the member may change the calendar with this id: a consultant their own, owners and
 * admins every one (the policy's `availability.manage`).
 */
async function mayManageCalendar(db: Database, actor: Actor, id: string) {
  const [row] = await db
    .select({ staffUserId: consultants.staffUserId })
    .from(consultants)
    .where(eq(consultants.id, id))
  return (
    row !== undefined &&
    decide(actor, 'availability.manage', { kind: 'calendar', staffUserId: row.staffUserId }).allowed
  )
}

/**
 * `POST /api/staff/availability/calendars`: `{ staffUserId }` → that consultant gets a calendar
 * of their own (weekdays 9 to 5 Eastern).
 */
export const addCalendarEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
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
  })

/**
 * `POST /api/staff/availability/calendars/[id]`: the whole calendar as the form shows it, saved
 * at once and audited.
 */
export const saveCalendarEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
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
  })

/**
 * `POST /api/staff/availability/rules`: the firm's booking rules and closed days, applied at once
 * on every instance.
 */
export const saveRulesEndpoint = (dependencies: StaffAuthDependencies) =>
  staffEndpoint(dependencies, {
    action: 'booking-rules.manage',
    body: BookingRulesSchema,
    maxBodyBytes: 32 * 1024,
    handle: async ({ body, db, actor, requestId, now }) => {
      await saveBookingRules(db, body, { staffId: actor.id, requestId }, now)
      return jsonResponse({ saved: true })
    },
  })
