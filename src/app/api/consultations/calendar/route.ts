import { z } from '@/lib/zod'
import { bookingCalendar } from '@/features/booking/availability.server'
import { TimeZoneSchema } from '@/features/booking/booking.schema'
import { firmBookingPolicy } from '@/features/booking/consultants.server'
import { READ_LIMIT } from '@/features/booking/limits'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/** `?timeZone=ET` → every day from today to the horizon, bookable or not and why. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: endpoint({
    query: z.object({ timeZone: TimeZoneSchema }),
    rateLimits: [READ_LIMIT],
    handle: async ({ query, db }) =>
      jsonResponse(await bookingCalendar(db, query.timeZone, await firmBookingPolicy(db))),
  }),
})
