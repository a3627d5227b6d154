import { OperatorRequestSchema, runOperatorRequest } from '@/features/webinars/operator.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'
import { wakeMailDelivery } from '@/server/mail/delivery.server'
import { OPERATOR_LIMIT, withoutOperatorToken } from '@/server/operator-token'

export const dynamic = 'force-dynamic'

/**
 * What `npm run webinars` sends when a running server holds the embedded database: list, add,
 * publish and unpublish webinars. Only for the operator token (src/server/operator-token.ts).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: OperatorRequestSchema,
    maxBodyBytes: 16 * 1024,
    rateLimits: [OPERATOR_LIMIT],
    handle: async ({ request, body, db, requestId }) => {
      const refusal = withoutOperatorToken(request, requestId)
      if (refusal) return refusal
      const answer = await runOperatorRequest(db, body)
      if (answer.ok && answer.announced) wakeMailDelivery()
      log.info('operator request', { requestId, action: body.action, ok: answer.ok })
      return jsonResponse(answer, { status: answer.ok ? 200 : 422 })
    },
  }),
})
