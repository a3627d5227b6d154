import { getEnv } from '@/config/env.server'
import { VerificationSubmissionSchema } from '@/features/verification/human-check'
import { VERIFICATION_LIMIT } from '@/features/verification/limits'
import { isSecureRequest, issuePassCookie } from '@/features/verification/pass.server'
import { checkHuman } from '@/features/verification/verification.server'
import { verificationMessages } from '@/features/verification/verification-messages'
import { recordConversion } from '@/server/analytics/counting.server'
import { apiRoute, endpoint } from '@/server/http/api-route'
import { errorResponse, jsonResponse } from '@/server/http/json-response'
import { log } from '@/server/log'

export const dynamic = 'force-dynamic'

/**
 * Verifies a solved human check on the server and, when it holds, sets the pass the booking API
 * asks for (30 minutes, one booking). Answers `{ verified: true }`, the shape the ALTCHA widget
 * expects.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: endpoint({
    body: VerificationSubmissionSchema,
    rateLimits: [VERIFICATION_LIMIT],
    handle: async ({ request, body, db, client, requestId }) => {
      const result = await checkHuman(db, body, getEnv(), { remoteIp: client || undefined })
      if (!result.ok && result.unavailable) {
        log.error('human check unavailable', { requestId, reason: result.reason })
        return errorResponse(503, 'Verification is unavailable right now. Please try again.')
      }
      if (!result.ok) {
        log.warn('human check refused', { requestId, reason: result.reason })
        return errorResponse(403, verificationMessages.failed)
      }
      // Counted after the answer is settled, never awaited: counting cannot fail or slow it.
      void recordConversion(db, { headers: request.headers, client }, 'human-check-passed')
      return jsonResponse(
        { verified: true },
        { headers: { 'set-cookie': issuePassCookie(isSecureRequest(request)) } },
      )
    },
  }),
})
