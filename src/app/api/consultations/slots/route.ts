import { z } from '@/lib/zod'
import { slotsForDay } from '@/features/booking/availability.server'
import { DateSchema, TimeZoneSchema } from '@/features/booking/booking.schema'
import { firmBookingPolicy } from '@/features/booking/consultants.server'
import { READ_LIMIT } from '@/features/booking/limits'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

/** `?date=YYYY-MM-DD&timeZone=ET` → the day's 14 slots in that zone, each available or not. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: endpoint({
    query: z.object({ date: DateSchema, timeZone: TimeZoneSchema }),
    rateLimits: [READ_LIMIT],
    handle: async ({ query, db }) =>
      jsonResponse(await slotsForDay(db, query.date, query.timeZone, await firmBookingPolicy(db))),
  }),
})
