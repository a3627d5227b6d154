import { z } from '@/lib/zod'
import { ManageTokenSchema } from '@/features/booking/booking.schema'
import { MANAGE_LIMIT } from '@/features/booking/limits'
import { cancelBooking } from '@/features/booking/manage.server'
import { manageLinkProblems } from '@/features/booking/manage-messages'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { wakeWebhookDelivery } from '@/server/webhooks/worker.server'

export const dynamic = 'force-dynamic'

/** `{ token }` from the e-mail's link → the booking is cancelled and its slot freed. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: z.strictObject({ token: ManageTokenSchema }),
    rateLimits: [MANAGE_LIMIT],
    handle: async ({ body, db, requestId }) => {
      const outcome = await cancelBooking(db, { token: body.token })
      if (!outcome.ok) {
        const problem = manageLinkProblems[outcome.lookup.state]
        return errorResponse(problem.status, problem.message)
      }
      wakeMailDelivery()
      wakeWebhookDelivery()
      log.info('consultation cancelled', { requestId, booking: outcome.booking.id })
      return jsonResponse({ booking: outcome.booking })
    },
  }),
})
