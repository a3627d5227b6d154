import 'server-only'
import { eq } from 'drizzle-orm'
import { decide, type Actor } from '@/features/staff/policy'
import { z } from '@/lib/zod'
import type { Database } from '@/server/db/client'
import { consultants } from '@/server/db/schema'
import { errorResponse } from '@/server/http/json-response'

/** The calendar a console endpoint acts on; anything but a UUID names none. */
export const CalendarParams = z.object({ id: z.uuid('No such calendar.') })

export const NO_SUCH_CALENDAR = 'No such calendar.'
export const CALENDAR_CHANGED =
  'Someone changed this calendar a moment ago. Reload the page to see what changed.'

/** A calendar that does not exist, or that the member may not change, is answered alike (404). */
export const noSuchCalendar = () => errorResponse(404, NO_SUCH_CALENDAR)

/**
 * Whether the member may change the calendar with this id: a consultant their own, owners and
 * admins every one (the policy's `availability.manage`).
 */
export async function mayManageCalendar(db: Database, actor: Actor, id: string) {
  const [row] = await db
    .select({ staffUserId: consultants.staffUserId })
    .from(consultants)
    .where(eq(consultants.id, id))
  return (
    row !== undefined &&
    decide(actor, 'availability.manage', { kind: 'calendar', staffUserId: row.staffUserId }).allowed
  )
}
