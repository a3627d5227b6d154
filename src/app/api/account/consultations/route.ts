import { READ_LIMIT } from '@/features/booking/limits'
import { listConsultationsFor } from '@/features/booking/views.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import { ownerEmail } from './account-wiring'

export const dynamic = 'force-dynamic'

/** The signed-in person's consultations: `{ upcoming, past }`, found by their confirmed address. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: endpoint({
    rateLimits: [READ_LIMIT],
    handle: async ({ request, db }) => {
      const email = await ownerEmail(request)
      return jsonResponse(await listConsultationsFor(db, email))
    },
  }),
})
