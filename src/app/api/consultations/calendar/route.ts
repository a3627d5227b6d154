import { z } from '@/lib/zod'
import { bookingCalendar } from '@/features/booking/booking.server'
import { TimeZoneSchema } from '@/features/booking/booking.schema'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import { READ_LIMIT, bookingDependencies } from '../booking-wiring'

export const dynamic = 'force-dynamic'

/** `?timeZone=ET` → every day from today to the horizon, bookable or not and why. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: endpoint({
    query: z.object({ timeZone: TimeZoneSchema }),
    rateLimits: [READ_LIMIT],
    handle: async ({ query, db }) =>
      jsonResponse(await bookingCalendar(db, query.timeZone, bookingDependencies().policy)),
  }),
})
