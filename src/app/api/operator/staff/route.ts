import {
  runStaffOperatorRequest,
  StaffOperatorRequestSchema,
} from '@/features/staff/operator.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { OPERATOR_LIMIT, withoutOperatorToken } from '@/server/operator-token'

export const dynamic = 'force-dynamic'

/**
 * What `npm run staff` sends when a running server holds the embedded database: an invitation to
 * the staff. Only for the operator token (src/server/operator-token.ts).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: StaffOperatorRequestSchema,
    rateLimits: [OPERATOR_LIMIT],
    handle: async ({ request, body, db, requestId }) => {
      const refusal = withoutOperatorToken(request, requestId)
      if (refusal) return refusal
      const answer = await runStaffOperatorRequest(db, body, requestId)
      if (answer.ok) wakeMailDelivery()
      log.info('operator request', { requestId, action: `staff ${body.action}`, ok: answer.ok })
      return jsonResponse(answer, { status: answer.ok ? 200 : 422 })
    },
  }),
})
